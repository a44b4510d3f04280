import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../raw-query.ts';
import { createBookableProperty } from '../../testing/factories.ts';
import { sqlStateOf } from '../../sql-state.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { withDeferredConstraints } from './deferred-constraints.ts';

const catalog = sql`
  select 'constraint' as kind, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = 'daily_rates'::regclass and contype <> 'n' -- PostgreSQL 18 lists NOT NULL here
  union all
  select 'index', i.relname, pg_get_indexdef(i.oid)
    from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = 'daily_rates'::regclass
  order by 1, 2`;

describe('bulk load with deferred constraints', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('restores exactly the keys and indexes the migrations created, and still enforces them', async () => {
    const db = t.handle.db;
    const fixture = await createBookableProperty(db, { from: '2027-01-01', to: '2027-01-03' });
    const before = await queryRows<{ kind: string; name: string; definition: string }>(db, catalog);
    expect(before.length).toBeGreaterThanOrEqual(6);
    await db.transaction(async (tx) => {
      await withDeferredConstraints(tx, 'daily_rates', async () => {
        // Only the row checks stay: they cost nothing per row and a bulk load must still obey them.
        const during = await queryRows<{ name: string }>(tx, catalog);
        const checks = before.filter((r) => r.definition.startsWith('CHECK')).map((r) => r.name);
        expect(checks).toEqual(['daily_rates_price_non_negative', 'daily_rates_stay_lengths']);
        expect(during.map((r) => r.name)).toEqual(checks);
        await tx.execute(sql`insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor)
          values (${fixture.organization.id}, ${fixture.unitType.id}, ${fixture.ratePlan.id}, '2027-01-05', 12000)`);
      });
    });
    expect(await queryRows(db, catalog)).toEqual(before);
    const duplicate = db.execute(sql`insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor)
      values (${fixture.organization.id}, ${fixture.unitType.id}, ${fixture.ratePlan.id}, '2027-01-05', 1)`);
    expect(await duplicate.then(() => 'inserted', sqlStateOf)).toBe('23505');
    const orphan = db.execute(sql`insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor)
      values (${fixture.organization.id}, 999999, ${fixture.ratePlan.id}, '2027-01-06', 1)`);
    expect(await orphan.then(() => 'inserted', sqlStateOf)).toBe('23503');
  });
});
