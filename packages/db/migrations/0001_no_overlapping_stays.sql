-- Extensions used by the domain: btree_gist for the exclusion constraint below, pg_trgm and
-- unaccent for typo- and accent-tolerant search. All three ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_valid_range" CHECK ("ends_on" > "starts_on");--> statement-breakpoint
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_hold_expires" CHECK ("kind" <> 'hold' OR "expires_at" IS NOT NULL);--> statement-breakpoint
-- The guarantee against double bookings: two live allocations (holds, stays or blocks) of one
-- unit can never cover the same night. Checkout day is free for the next arrival ('[)').
ALTER TABLE "unit_allocations" ADD CONSTRAINT "unit_allocations_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&)
  WHERE ("released_at" IS NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_valid_stay" CHECK ("check_out" > "check_in");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_price_non_negative" CHECK ("price_minor" >= 0);
