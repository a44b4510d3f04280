import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './raw-query.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

// Migration 0003: trigram indexes for autocomplete and btree indexes for search by date (the
// calendar index covering since migration 0035, decision 0047).
describe('search indexes', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  const indexes = (names: string[]) =>
    queryRows<{ indexname: string; indexdef: string }>(
      t.handle.db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'
          and indexname in (${sql.join(names.map((name) => sql`${name}`), sql`, `)}) order by indexname`,
    );

  it('has an immutable unaccent wrapper that folds case and accents', async () => {
    const [row] = await queryRows<{ folded: string; volatility: string }>(
      t.handle.db,
      sql`select public.f_unaccent(lower('Zürich Gràcia Hötting')) as folded,
            (select provolatile::text from pg_proc where proname = 'f_unaccent') as volatility`,
    );
    expect(row).toEqual({ folded: 'zurich gracia hotting', volatility: 'i' });
  });

  it('has GIN trigram indexes on the folded names of cities, areas, countries and properties', async () => {
    const rows = await indexes(['areas_name_trgm_index', 'cities_name_trgm_index', 'countries_name_trgm_index', 'properties_name_trgm_index']);
    expect(rows.map((row) => row.indexname)).toEqual(['areas_name_trgm_index', 'cities_name_trgm_index', 'countries_name_trgm_index', 'properties_name_trgm_index']);
    for (const row of rows) {
      expect(row.indexdef).toMatch(/USING gin \(f_unaccent\(lower\(name\)\) gin_trgm_ops\)/);
    }
  });

  it('has the btree indexes property search by date needs', async () => {
    const rows = await indexes(['daily_rates_unit_type_id_date_covering_index', 'unit_allocations_live_unit_id_dates_index']);
    expect(rows.map((row) => row.indexdef)).toEqual([
      expect.stringMatching(
        /ON public\.daily_rates USING btree \(unit_type_id, date, organization_id\) INCLUDE \(rate_plan_id, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell\)$/,
      ),
      expect.stringMatching(/ON public\.unit_allocations USING btree \(unit_id, starts_on, ends_on\) WHERE \(released_at IS NULL\)$/),
    ]);
  });
});
