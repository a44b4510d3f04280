ALTER TABLE "agreement_signatures" ALTER COLUMN "agreement_version_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD COLUMN "agreement_language" text;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD COLUMN "deposit_fallback" "deposit_fallback" DEFAULT 'reauthorize' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD COLUMN "arrival_earliest" time;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD COLUMN "arrival_latest" time;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD COLUMN "arrival_slot_minutes" smallint;--> statement-breakpoint
ALTER TABLE "checkin_settings" ADD COLUMN "departure_latest" time;