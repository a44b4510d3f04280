import { queryRows } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Migration 0004: the indexes property search's filters and candidate list rely on.
describe('search filter indexes', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t?.close());

  it('has the list-order, area and rate-plan-by-date indexes', async () => {
    const rows = await queryRows<{ indexname: string; indexdef: string }>(
      t.handle.db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'
          and indexname in ('properties_list_order_index', 'properties_area_id_index', 'daily_rates_rate_plan_id_date_index') order by indexname`,
    );
    expect(rows.map((row) => row.indexdef)).toEqual([
      expect.stringMatching(/ON public\.daily_rates USING btree \(rate_plan_id, date\)$/),
      expect.stringMatching(/ON public\.properties USING btree \(area_id\)$/),
      expect.stringMatching(
        /ON public\.properties USING btree \(is_featured DESC, name, id\) INCLUDE \(organization_id, is_direct, is_active, allow_for_booking_engine, city_id, area_id\)$/,
      ),
    ]);
  });
});
