ALTER TABLE "brands" ADD COLUMN "ga4_measurement_id" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "gtm_container_id" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "meta_pixel_id" text;