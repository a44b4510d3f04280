-- Decision 0038: every tenant table carries organization_id in its primary key and in every
-- unique key, foreign key and exclusion constraint, so the schema can be distributed by
-- organization (Citus). Order: drop the links and keys that change, give the child tables their
-- organization (copied from the parent row), then add the new keys and the composite links.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_code_unique";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_storageKey_unique";--> statement-breakpoint
ALTER TABLE "organization_invitations" DROP CONSTRAINT "organization_invitations_tokenHash_unique";--> statement-breakpoint
ALTER TABLE "property_amenities" DROP CONSTRAINT "property_amenities_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_brands" DROP CONSTRAINT "property_brands_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_images" DROP CONSTRAINT "property_images_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_texts" DROP CONSTRAINT "property_texts_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "unit_types" DROP CONSTRAINT "unit_types_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_unit_type_id_unit_types_id_fk";--> statement-breakpoint
ALTER TABLE "daily_rates" DROP CONSTRAINT "daily_rates_unit_type_id_unit_types_id_fk";--> statement-breakpoint
ALTER TABLE "daily_rates" DROP CONSTRAINT "daily_rates_rate_plan_id_rate_plans_id_fk";--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_unit_type_id_unit_types_id_fk";--> statement-breakpoint
ALTER TABLE "rate_plans" DROP CONSTRAINT "rate_plans_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "rate_plans" DROP CONSTRAINT "rate_plans_cancellation_policy_id_cancellation_policies_id_fk";--> statement-breakpoint
ALTER TABLE "rate_plans" DROP CONSTRAINT "rate_plans_parent_rate_plan_id_rate_plans_id_fk";--> statement-breakpoint
ALTER TABLE "taxes" DROP CONSTRAINT "taxes_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "add_ons" DROP CONSTRAINT "add_ons_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_properties" DROP CONSTRAINT "voucher_properties_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_properties" DROP CONSTRAINT "voucher_properties_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "booking_add_ons" DROP CONSTRAINT "booking_add_ons_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_add_ons" DROP CONSTRAINT "booking_add_ons_add_on_id_add_ons_id_fk";--> statement-breakpoint
ALTER TABLE "booking_add_ons" DROP CONSTRAINT "booking_add_ons_instalment_id_instalments_id_fk";--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_unit_type_id_unit_types_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_rate_plan_id_rate_plans_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "unit_allocations" DROP CONSTRAINT "unit_allocations_unit_id_units_id_fk";--> statement-breakpoint
ALTER TABLE "unit_allocations" DROP CONSTRAINT "unit_allocations_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_payment_method_id_payment_methods_id_fk";--> statement-breakpoint
ALTER TABLE "instalments" DROP CONSTRAINT "instalments_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_instalment_id_instalments_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_method_id_payment_methods_id_fk";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_agreement_version_id_agreement_versions_id_fk";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_signature_document_id_documents_id_fk";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_pdf_document_id_documents_id_fk";--> statement-breakpoint
ALTER TABLE "agreement_versions" DROP CONSTRAINT "agreement_versions_template_id_agreement_templates_id_fk";--> statement-breakpoint
ALTER TABLE "booking_checkin_steps" DROP CONSTRAINT "booking_checkin_steps_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "checkin_settings" DROP CONSTRAINT "checkin_settings_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "checkin_settings" DROP CONSTRAINT "checkin_settings_agreement_template_id_agreement_templates_id_fk";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_guest_id_guests_id_fk";--> statement-breakpoint
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "blog_post_categories" DROP CONSTRAINT "blog_post_categories_post_id_blog_posts_id_fk";--> statement-breakpoint
ALTER TABLE "blog_post_categories" DROP CONSTRAINT "blog_post_categories_category_id_blog_categories_id_fk";--> statement-breakpoint
ALTER TABLE "blog_post_tags" DROP CONSTRAINT "blog_post_tags_post_id_blog_posts_id_fk";--> statement-breakpoint
ALTER TABLE "blog_post_tags" DROP CONSTRAINT "blog_post_tags_tag_id_blog_tags_id_fk";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "host_booking_actions" DROP CONSTRAINT "host_booking_actions_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "outside_payments" DROP CONSTRAINT "outside_payments_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_messages" DROP CONSTRAINT "booking_messages_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "email_automation_property_offs" DROP CONSTRAINT "email_automation_property_offs_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "property_access_details" DROP CONSTRAINT "property_access_details_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" DROP CONSTRAINT "calendar_feed_tokens_unit_id_units_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" DROP CONSTRAINT "calendar_feed_tokens_unit_type_id_unit_types_id_fk";--> statement-breakpoint
ALTER TABLE "unit_cleanings" DROP CONSTRAINT "unit_cleanings_unit_id_units_id_fk";--> statement-breakpoint
ALTER TABLE "channel_feed_events" DROP CONSTRAINT "channel_feed_events_feed_id_channel_feeds_id_fk";--> statement-breakpoint
ALTER TABLE "channel_feed_events" DROP CONSTRAINT "channel_feed_events_allocation_id_unit_allocations_id_fk";--> statement-breakpoint
ALTER TABLE "channel_feed_events" DROP CONSTRAINT "channel_feed_events_conflict_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "channel_feed_events" DROP CONSTRAINT "channel_feed_events_conflict_feed_id_channel_feeds_id_fk";--> statement-breakpoint
ALTER TABLE "channel_feeds" DROP CONSTRAINT "channel_feeds_unit_id_units_id_fk";--> statement-breakpoint
ALTER TABLE "booking_invoices" DROP CONSTRAINT "booking_invoices_booking_id_bookings_id_fk";--> statement-breakpoint
DROP INDEX "booking_requests_brand_id_idempotency_key_index";--> statement-breakpoint
DROP INDEX "voucher_redemptions_booking_id_index";--> statement-breakpoint
DROP INDEX "deposits_idempotency_key_index";--> statement-breakpoint
DROP INDEX "instalments_booking_id_sequence_index";--> statement-breakpoint
DROP INDEX "payments_provider_idempotency_key_index";--> statement-breakpoint
DROP INDEX "payments_provider_provider_ref_index";--> statement-breakpoint
DROP INDEX "agreement_signatures_booking_id_agreement_version_id_index";--> statement-breakpoint
DROP INDEX "agreement_versions_template_id_version_language_index";--> statement-breakpoint
DROP INDEX "booking_checkin_steps_booking_id_step_index";--> statement-breakpoint
DROP INDEX "blog_categories_brand_id_slug_index";--> statement-breakpoint
DROP INDEX "blog_tags_brand_id_slug_index";--> statement-breakpoint
DROP INDEX "calendar_feed_tokens_token_index";--> statement-breakpoint
DROP INDEX "calendar_feed_tokens_unit_id_index";--> statement-breakpoint
DROP INDEX "calendar_feed_tokens_unit_type_id_index";--> statement-breakpoint
DROP INDEX "unit_cleanings_unit_id_day_index";--> statement-breakpoint
DROP INDEX "channel_feed_events_feed_id_event_key_index";--> statement-breakpoint
DROP INDEX "newsletter_brand_email_unique";--> statement-breakpoint
DROP INDEX "reviews_booking_unique";--> statement-breakpoint
ALTER TABLE "property_amenities" DROP CONSTRAINT "property_amenities_property_id_amenity_id_pk";--> statement-breakpoint
ALTER TABLE "property_brands" DROP CONSTRAINT "property_brands_property_id_brand_id_pk";--> statement-breakpoint
ALTER TABLE "property_images" DROP CONSTRAINT "property_images_property_id_image_id_pk";--> statement-breakpoint
ALTER TABLE "property_texts" DROP CONSTRAINT "property_texts_property_id_language_pk";--> statement-breakpoint
ALTER TABLE "daily_rates" DROP CONSTRAINT "daily_rates_unit_type_id_rate_plan_id_date_pk";--> statement-breakpoint
ALTER TABLE "voucher_properties" DROP CONSTRAINT "voucher_properties_voucher_id_property_id_pk";--> statement-breakpoint
ALTER TABLE "blog_post_categories" DROP CONSTRAINT "blog_post_categories_post_id_category_id_pk";--> statement-breakpoint
ALTER TABLE "blog_post_tags" DROP CONSTRAINT "blog_post_tags_post_id_tag_id_pk";--> statement-breakpoint
ALTER TABLE "brand_destinations" DROP CONSTRAINT "brand_destinations_brand_id_city_id_pk";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_pkey";--> statement-breakpoint
ALTER TABLE "unit_types" DROP CONSTRAINT "unit_types_pkey";--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_pkey";--> statement-breakpoint
ALTER TABLE "cancellation_policies" DROP CONSTRAINT "cancellation_policies_pkey";--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_pkey";--> statement-breakpoint
ALTER TABLE "rate_plans" DROP CONSTRAINT "rate_plans_pkey";--> statement-breakpoint
ALTER TABLE "taxes" DROP CONSTRAINT "taxes_pkey";--> statement-breakpoint
ALTER TABLE "add_ons" DROP CONSTRAINT "add_ons_pkey";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_pkey";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_pkey";--> statement-breakpoint
ALTER TABLE "booking_add_ons" DROP CONSTRAINT "booking_add_ons_pkey";--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_pkey";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_pkey";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_pkey";--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_pkey";--> statement-breakpoint
ALTER TABLE "unit_allocations" DROP CONSTRAINT "unit_allocations_pkey";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_pkey";--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_pkey";--> statement-breakpoint
ALTER TABLE "instalments" DROP CONSTRAINT "instalments_pkey";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_pkey";--> statement-breakpoint
ALTER TABLE "agreement_templates" DROP CONSTRAINT "agreement_templates_pkey";--> statement-breakpoint
ALTER TABLE "agreement_versions" DROP CONSTRAINT "agreement_versions_pkey";--> statement-breakpoint
ALTER TABLE "booking_checkin_steps" DROP CONSTRAINT "booking_checkin_steps_pkey";--> statement-breakpoint
ALTER TABLE "checkin_settings" DROP CONSTRAINT "checkin_settings_pkey";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey";--> statement-breakpoint
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_pkey";--> statement-breakpoint
ALTER TABLE "blog_categories" DROP CONSTRAINT "blog_categories_pkey";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_pkey";--> statement-breakpoint
ALTER TABLE "blog_tags" DROP CONSTRAINT "blog_tags_pkey";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_pkey";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "organization_invitations" DROP CONSTRAINT "organization_invitations_pkey";--> statement-breakpoint
ALTER TABLE "organization_members" DROP CONSTRAINT "organization_members_pkey";--> statement-breakpoint
ALTER TABLE "host_booking_actions" DROP CONSTRAINT "host_booking_actions_pkey";--> statement-breakpoint
ALTER TABLE "outside_payments" DROP CONSTRAINT "outside_payments_pkey";--> statement-breakpoint
ALTER TABLE "booking_messages" DROP CONSTRAINT "booking_messages_pkey";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_pkey";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_pkey";--> statement-breakpoint
ALTER TABLE "ari_requests" DROP CONSTRAINT "ari_requests_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" DROP CONSTRAINT "calendar_feed_tokens_pkey";--> statement-breakpoint
ALTER TABLE "unit_cleanings" DROP CONSTRAINT "unit_cleanings_pkey";--> statement-breakpoint
ALTER TABLE "channel_feed_events" DROP CONSTRAINT "channel_feed_events_pkey";--> statement-breakpoint
ALTER TABLE "channel_feeds" DROP CONSTRAINT "channel_feeds_pkey";--> statement-breakpoint
ALTER TABLE "booking_invoices" DROP CONSTRAINT "booking_invoices_pkey";--> statement-breakpoint
ALTER TABLE "property_amenities" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "property_amenities" c SET "organization_id" = p."organization_id" FROM "properties" p WHERE p."id" = c."property_id";--> statement-breakpoint
ALTER TABLE "property_amenities" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_brands" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "property_brands" c SET "organization_id" = p."organization_id" FROM "properties" p WHERE p."id" = c."property_id";--> statement-breakpoint
ALTER TABLE "property_brands" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "property_images" c SET "organization_id" = p."organization_id" FROM "properties" p WHERE p."id" = c."property_id";--> statement-breakpoint
ALTER TABLE "property_images" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_properties" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "voucher_properties" c SET "organization_id" = v."organization_id" FROM "vouchers" v WHERE v."id" = c."voucher_id";--> statement-breakpoint
ALTER TABLE "voucher_properties" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "blog_categories" c SET "organization_id" = b."organization_id" FROM "brands" b WHERE b."id" = c."brand_id";--> statement-breakpoint
ALTER TABLE "blog_categories" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "blog_post_categories" c SET "organization_id" = p."organization_id" FROM "blog_posts" p WHERE p."id" = c."post_id";--> statement-breakpoint
ALTER TABLE "blog_post_categories" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "blog_post_tags" c SET "organization_id" = p."organization_id" FROM "blog_posts" p WHERE p."id" = c."post_id";--> statement-breakpoint
ALTER TABLE "blog_post_tags" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "blog_tags" c SET "organization_id" = b."organization_id" FROM "brands" b WHERE b."id" = c."brand_id";--> statement-breakpoint
ALTER TABLE "blog_tags" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "brand_destinations" c SET "organization_id" = b."organization_id" FROM "brands" b WHERE b."id" = c."brand_id";--> statement-breakpoint
ALTER TABLE "brand_destinations" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_property_id_amenity_id_organization_id_pk" PRIMARY KEY("property_id","amenity_id","organization_id");--> statement-breakpoint
ALTER TABLE "property_brands" ADD CONSTRAINT "property_brands_property_id_brand_id_organization_id_pk" PRIMARY KEY("property_id","brand_id","organization_id");--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_image_id_organization_id_pk" PRIMARY KEY("property_id","image_id","organization_id");--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_language_organization_id_pk" PRIMARY KEY("property_id","language","organization_id");--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_unit_type_id_rate_plan_id_date_organization_id_pk" PRIMARY KEY("unit_type_id","rate_plan_id","date","organization_id");--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "voucher_properties" ADD CONSTRAINT "voucher_properties_voucher_id_property_id_organization_id_pk" PRIMARY KEY("voucher_id","property_id","organization_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_checkin_steps" ADD CONSTRAINT "booking_checkin_steps_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD CONSTRAINT "checkin_settings_property_id_organization_id_pk" PRIMARY KEY("property_id","organization_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_post_id_category_id_organization_id_pk" PRIMARY KEY("post_id","category_id","organization_id");--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_post_id_tag_id_organization_id_pk" PRIMARY KEY("post_id","tag_id","organization_id");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "host_booking_actions" ADD CONSTRAINT "host_booking_actions_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "outside_payments" ADD CONSTRAINT "outside_payments_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_brand_id_city_id_organization_id_pk" PRIMARY KEY("brand_id","city_id","organization_id");--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "ari_requests" ADD CONSTRAINT "ari_requests_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "unit_cleanings" ADD CONSTRAINT "unit_cleanings_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_brands" ADD CONSTRAINT "property_brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_brands" ADD CONSTRAINT "property_brands_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_unit_type_id_unit_types_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_type_id") REFERENCES "public"."unit_types"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_organization_id_unit_type_id_unit_types_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_type_id") REFERENCES "public"."unit_types"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_organization_id_rate_plan_id_rate_plans_organization_id_id_fk" FOREIGN KEY ("organization_id","rate_plan_id") REFERENCES "public"."rate_plans"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_organization_id_unit_type_id_unit_types_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_type_id") REFERENCES "public"."unit_types"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_organization_id_cancellation_policy_id_cancellation_policies_organization_id_id_fk" FOREIGN KEY ("organization_id","cancellation_policy_id") REFERENCES "public"."cancellation_policies"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_organization_id_parent_rate_plan_id_rate_plans_organization_id_id_fk" FOREIGN KEY ("organization_id","parent_rate_plan_id") REFERENCES "public"."rate_plans"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_properties" ADD CONSTRAINT "voucher_properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_properties" ADD CONSTRAINT "voucher_properties_organization_id_voucher_id_vouchers_organization_id_id_fk" FOREIGN KEY ("organization_id","voucher_id") REFERENCES "public"."vouchers"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_properties" ADD CONSTRAINT "voucher_properties_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_organization_id_add_on_id_add_ons_organization_id_id_fk" FOREIGN KEY ("organization_id","add_on_id") REFERENCES "public"."add_ons"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_organization_id_instalment_id_instalments_organization_id_id_fk" FOREIGN KEY ("organization_id","instalment_id") REFERENCES "public"."instalments"("organization_id","id") ON DELETE SET NULL ("instalment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_unit_type_id_unit_types_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_type_id") REFERENCES "public"."unit_types"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_rate_plan_id_rate_plans_organization_id_id_fk" FOREIGN KEY ("organization_id","rate_plan_id") REFERENCES "public"."rate_plans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_voucher_id_vouchers_organization_id_id_fk" FOREIGN KEY ("organization_id","voucher_id") REFERENCES "public"."vouchers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_organization_id_unit_id_units_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_organization_id_voucher_id_vouchers_organization_id_id_fk" FOREIGN KEY ("organization_id","voucher_id") REFERENCES "public"."vouchers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_organization_id_payment_method_id_payment_methods_organization_id_id_fk" FOREIGN KEY ("organization_id","payment_method_id") REFERENCES "public"."payment_methods"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_instalment_id_instalments_organization_id_id_fk" FOREIGN KEY ("organization_id","instalment_id") REFERENCES "public"."instalments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_payment_method_id_payment_methods_organization_id_id_fk" FOREIGN KEY ("organization_id","payment_method_id") REFERENCES "public"."payment_methods"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_organization_id_agreement_version_id_agreement_versions_organization_id_id_fk" FOREIGN KEY ("organization_id","agreement_version_id") REFERENCES "public"."agreement_versions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_organization_id_signature_document_id_documents_organization_id_id_fk" FOREIGN KEY ("organization_id","signature_document_id") REFERENCES "public"."documents"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_organization_id_pdf_document_id_documents_organization_id_id_fk" FOREIGN KEY ("organization_id","pdf_document_id") REFERENCES "public"."documents"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_organization_id_template_id_agreement_templates_organization_id_id_fk" FOREIGN KEY ("organization_id","template_id") REFERENCES "public"."agreement_templates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_checkin_steps" ADD CONSTRAINT "booking_checkin_steps_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD CONSTRAINT "checkin_settings_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD CONSTRAINT "checkin_settings_organization_id_agreement_template_id_agreement_templates_organization_id_id_fk" FOREIGN KEY ("organization_id","agreement_template_id") REFERENCES "public"."agreement_templates"("organization_id","id") ON DELETE SET NULL ("agreement_template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_guest_id_guests_organization_id_id_fk" FOREIGN KEY ("organization_id","guest_id") REFERENCES "public"."guests"("organization_id","id") ON DELETE SET NULL ("guest_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_organization_id_post_id_blog_posts_organization_id_id_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."blog_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_organization_id_category_id_blog_categories_organization_id_id_fk" FOREIGN KEY ("organization_id","category_id") REFERENCES "public"."blog_categories"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_organization_id_post_id_blog_posts_organization_id_id_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."blog_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_organization_id_tag_id_blog_tags_organization_id_id_fk" FOREIGN KEY ("organization_id","tag_id") REFERENCES "public"."blog_tags"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE SET NULL ("booking_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_booking_actions" ADD CONSTRAINT "host_booking_actions_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_payments" ADD CONSTRAINT "outside_payments_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automation_property_offs" ADD CONSTRAINT "email_automation_property_offs_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_access_details" ADD CONSTRAINT "property_access_details_organization_id_property_id_properties_organization_id_id_fk" FOREIGN KEY ("organization_id","property_id") REFERENCES "public"."properties"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_organization_id_delivery_id_webhook_deliveries_organization_id_id_fk" FOREIGN KEY ("organization_id","delivery_id") REFERENCES "public"."webhook_deliveries"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organization_id_endpoint_id_webhook_endpoints_organization_id_id_fk" FOREIGN KEY ("organization_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organization_id_event_id_webhook_events_organization_id_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."webhook_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_organization_id_unit_id_units_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_organization_id_unit_type_id_unit_types_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_type_id") REFERENCES "public"."unit_types"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_cleanings" ADD CONSTRAINT "unit_cleanings_organization_id_unit_id_units_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_organization_id_feed_id_channel_feeds_organization_id_id_fk" FOREIGN KEY ("organization_id","feed_id") REFERENCES "public"."channel_feeds"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_organization_id_allocation_id_unit_allocations_organization_id_id_fk" FOREIGN KEY ("organization_id","allocation_id") REFERENCES "public"."unit_allocations"("organization_id","id") ON DELETE SET NULL ("allocation_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_organization_id_conflict_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","conflict_booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE SET NULL ("conflict_booking_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_organization_id_conflict_feed_id_channel_feeds_organization_id_id_fk" FOREIGN KEY ("organization_id","conflict_feed_id") REFERENCES "public"."channel_feeds"("organization_id","id") ON DELETE SET NULL ("conflict_feed_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_organization_id_unit_id_units_organization_id_id_fk" FOREIGN KEY ("organization_id","unit_id") REFERENCES "public"."units"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_organization_id_booking_id_bookings_organization_id_id_fk" FOREIGN KEY ("organization_id","booking_id") REFERENCES "public"."bookings"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_brand_id_idempotency_key_organization_id_index" ON "booking_requests" USING btree ("brand_id","idempotency_key","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_organization_id_index" ON "bookings" USING btree ("code","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_booking_id_organization_id_index" ON "voucher_redemptions" USING btree ("booking_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency_key_organization_id_index" ON "deposits" USING btree ("idempotency_key","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_booking_id_sequence_organization_id_index" ON "instalments" USING btree ("booking_id","sequence","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_idempotency_key_organization_id_index" ON "payments" USING btree ("provider","idempotency_key","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_provider_ref_organization_id_index" ON "payments" USING btree ("provider","provider_ref","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_booking_id_agreement_version_id_organization_id_index" ON "agreement_signatures" USING btree ("booking_id","agreement_version_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_template_id_version_language_organization_id_index" ON "agreement_versions" USING btree ("template_id","version","language","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_checkin_steps_booking_id_step_organization_id_index" ON "booking_checkin_steps" USING btree ("booking_id","step","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_organization_id_index" ON "documents" USING btree ("storage_key","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_brand_id_slug_organization_id_index" ON "blog_categories" USING btree ("brand_id","slug","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tags_brand_id_slug_organization_id_index" ON "blog_tags" USING btree ("brand_id","slug","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_hash_organization_id_index" ON "organization_invitations" USING btree ("token_hash","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_organization_id_index" ON "calendar_feed_tokens" USING btree ("token","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_unit_id_organization_id_index" ON "calendar_feed_tokens" USING btree ("unit_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_unit_type_id_organization_id_index" ON "calendar_feed_tokens" USING btree ("unit_type_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_cleanings_unit_id_day_organization_id_index" ON "unit_cleanings" USING btree ("unit_id","day","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_feed_events_feed_id_event_key_organization_id_index" ON "channel_feed_events" USING btree ("feed_id","event_key","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_brand_email_unique" ON "newsletter_subscriptions" USING btree ("brand_id",lower("email"),"organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id","organization_id") WHERE "reviews"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "unit_allocations" DROP CONSTRAINT "unit_allocations_no_overlap";--> statement-breakpoint
-- The guarantee against double bookings, now within the organization's rows (a unit belongs to
-- one organization, so the guarantee is the same; Citus needs the distribution column in it).
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, "organization_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&)
  WHERE ("released_at" IS NULL);
