-- Decision 0047: a property's calendar and a stay's nights read a unit type's rates over a date
-- range. Through (unit_type_id, date) that cost one heap page per night: a table filled night
-- by night (18 months ahead, one new night a day) keeps a unit type's nights on different pages,
-- so rate_and_availability's 180 nights were ~190 page reads, cold at 100,000 properties. The
-- same index carrying the columns those reads return answers them from its own leaf pages
-- (an index-only scan: a few pages for 180 nights). It replaces migration 0003's index, which it
-- covers. organization_id is a key column, so a read that names the host (every repository's
-- does) is costed on this index, not on the primary key, whose (unit_type_id, rate_plan_id,
-- date, organization_id) the planner otherwise takes for a one-row lookup and then reads a heap
-- page a night. Cost: a rate update changes an indexed column, so it is no longer a HOT update.
DROP INDEX IF EXISTS "daily_rates_unit_type_id_date_index";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daily_rates_unit_type_id_date_covering_index" ON "daily_rates" USING btree ("unit_type_id","date","organization_id")
  INCLUDE ("rate_plan_id", "price_minor", "min_stay", "max_stay", "closed_to_arrival", "closed_to_departure", "stop_sell");
