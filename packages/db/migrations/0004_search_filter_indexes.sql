-- Property search's candidates in list order (featured first, then by name) with the columns
-- their conditions read, so the list is an index-only scan in order: no sort of thousands of
-- names and no visit to the wide properties rows per search.
CREATE INDEX IF NOT EXISTS "properties_list_order_index" ON "properties" USING btree ("is_featured" DESC, "name", "id")
  INCLUDE ("organization_id", "is_direct", "is_active", "allow_for_booking_engine", "city_id", "area_id");--> statement-breakpoint
-- Property search by place: properties of an area (the `area` filter, and a text search that
-- names an area). Cities already have properties_city_id_index.
CREATE INDEX IF NOT EXISTS "properties_area_id_index" ON "properties" USING btree ("area_id");--> statement-breakpoint
-- A card's "from" price: one base plan's nightly rates over a date range (30 nights). With only
-- (rate_plan_id) every plan's 18 months of rows were read to keep 30 of them.
CREATE INDEX IF NOT EXISTS "daily_rates_rate_plan_id_date_index" ON "daily_rates" USING btree ("rate_plan_id","date");
