import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { dateArray, idArray, queryPrepared, queryRows } from './raw-query.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

describe('named statements (queryPrepared)', () => {
  let t: TestDatabase;
  // One connection on PostgreSQL, so what it has prepared can be read back on it.
  let single: DatabaseHandle;
  beforeAll(async () => {
    t = await openTestDatabase({ migrated: false });
    single = t.url ? await openDatabase({ url: t.url, poolSize: 1, onConnectionError: () => undefined }) : t.handle;
  });
  afterAll(async () => {
    if (single !== t?.handle) await single?.close();
    await t?.close();
  });

  const evens = (ids: readonly number[]) =>
    sql`select n from generate_series(1, 20) as g(n) where n = any(${idArray(ids)}) and n % 2 = 0 order by n`;

  it('answers as queryRows does, for any number of ids with one statement text', async () => {
    expect(await queryPrepared<{ n: number }>(single.db, evens([1, 2, 3, 4]))).toEqual([{ n: 2 }, { n: 4 }]);
    expect(await queryPrepared<{ n: number }>(single.db, evens([6, 7, 8, 9, 10, 12]))).toEqual([{ n: 6 }, { n: 8 }, { n: 10 }, { n: 12 }]);
    expect(await queryPrepared<{ n: number }>(single.db, evens([]))).toEqual([]);
    expect(await queryRows<{ n: number }>(single.db, evens([6, 7, 8]))).toEqual([{ n: 6 }, { n: 8 }]);
    // Inside a transaction too (its own connection's statements).
    const inTransaction = await single.db.transaction((tx) => queryPrepared<{ n: number }>(tx, evens([2, 3])));
    expect(inTransaction).toEqual([{ n: 2 }]);
  });

  it('on PostgreSQL, prepares the text once per connection under one name, and keeps JIT off', async () => {
    if (single.kind !== 'postgres') return;
    for (const ids of [[1], [2, 4], [3, 5, 7, 9]]) await queryPrepared(single.db, evens(ids));
    const prepared = await queryRows<{ name: string; statement: string }>(
      single.db,
      sql`select name, statement from pg_prepared_statements where statement like '%generate_series(1, 20)%'`,
    );
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^direct_[\w-]{22}$/);
    const [jit] = await queryRows<{ jit: string }>(single.db, sql`select current_setting('jit') as jit`);
    expect(jit!.jit).toBe('off');
  });

  it('names a bounded number of texts; past the bound statements run unnamed and still answer', async () => {
    for (let width = 0; width < 300; width += 1) {
      const rows = await queryPrepared<{ n: number }>(single.db, sql`select ${width}::int + 0 * ${sql.raw(String(width))} as n`);
      expect(rows).toEqual([{ n: width }]);
    }
    if (single.kind !== 'postgres') return;
    const [named] = await queryRows<{ count: number }>(single.db, sql`select count(*)::int as count from pg_prepared_statements`);
    expect(named!.count).toBeLessThanOrEqual(256);
    expect(named!.count).toBeGreaterThan(200);
  });

  it('takes only whole numbers as ids', () => {
    expect(() => idArray([1, 2.5])).toThrow(TypeError);
    expect(() => idArray([Number.NaN])).toThrow(TypeError);
  });

  it('passes dates as one array parameter, and only ISO dates', async () => {
    const dates = ['2026-03-01', '2027-07-02', '2026-12-31'];
    const rows = await queryPrepared<{ day: string }>(t.handle.db, sql`select d::text as day from unnest(${dateArray(dates)}) as u(d) order by d`);
    expect(rows.map((row) => row.day)).toEqual(['2026-03-01', '2026-12-31', '2027-07-02']);
    expect(() => dateArray(['2026-03-01', "2026-03-02'); drop table x; --"])).toThrow(TypeError);
    expect(() => dateArray(['1 March 2026'])).toThrow(TypeError);
  });
});
