ALTER TABLE "brand_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "brand_domains" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "brand_domains" ADD COLUMN "last_checked_at" timestamp with time zone;