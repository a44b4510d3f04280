-- Typo- and accent-tolerant name search (GET /api/autocomplete). unaccent() is only STABLE (its
-- dictionary could change), so an index can't use it; this wrapper pins the dictionary and the
-- schema and is declared IMMUTABLE. Queries must call f_unaccent(lower(x)) exactly as indexed.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_trgm_index" ON "cities" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "areas_name_trgm_index" ON "areas" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "countries_name_trgm_index" ON "countries" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_name_trgm_index" ON "properties" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
-- Property search by date: nightly rates of given unit types over a date range. The primary key
-- (unit_type_id, rate_plan_id, date) and (date, unit_type_id) don't serve "unit_type_id = any(…)
-- and date between …" with the unit type leading.
CREATE INDEX IF NOT EXISTS "daily_rates_unit_type_id_date_index" ON "daily_rates" USING btree ("unit_type_id","date");--> statement-breakpoint
-- Availability: the live (unreleased) allocations of a unit that overlap a stay.
CREATE INDEX IF NOT EXISTS "unit_allocations_live_unit_id_dates_index" ON "unit_allocations" USING btree ("unit_id","starts_on","ends_on") WHERE "released_at" IS NULL;
