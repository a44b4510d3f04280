CREATE TYPE "public"."block_reason" AS ENUM('owner_stay', 'maintenance', 'other');--> statement-breakpoint
CREATE TABLE "property_texts" (
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"summary" text,
	"description" text,
	"house_rules" text,
	"checkin_instructions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_texts_property_id_language_pk" PRIMARY KEY("property_id","language"),
	CONSTRAINT "property_texts_not_english" CHECK ("property_texts"."language" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_instructions" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "exempt_under_age" smallint;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD COLUMN "block_reason" "block_reason";--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_texts_organization_id_index" ON "property_texts" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_block_reason" CHECK ("unit_allocations"."block_reason" is null or "unit_allocations"."kind" = 'block');