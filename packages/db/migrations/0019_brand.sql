ALTER TABLE "brands" ADD COLUMN "taglines" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "postal_address" jsonb;--> statement-breakpoint
-- A brand's tagline so far was in its default language.
UPDATE "brands" SET "taglines" = jsonb_build_object("default_language", "tagline") WHERE "tagline" IS NOT NULL;
