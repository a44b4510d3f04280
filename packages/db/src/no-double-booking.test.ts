import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { bookings, unitAllocations } from './schema/index.ts';
import { createAllocation, createBookableProperty, createBooking, type Unit } from './testing/factories.ts';
import { sqlStateOf } from './sql-state.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The guarantee against double bookings is the GiST exclusion constraint unit_allocations_no_overlap
// (migration 0001): two live allocations of one unit never cover the same night.

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlStateOf(error) ?? String(error);
  }
  return undefined;
}

describe('no double bookings', () => {
  let t: TestDatabase;
  let db: Database;
  let fixture: Awaited<ReturnType<typeof createBookableProperty>>;
  let unitA: Unit;
  let unitB: Unit;

  beforeAll(async () => {
    t = await openTestDatabase();
    db = t.handle.db;
    fixture = await createBookableProperty(db, { from: '2027-01-01', to: '2027-03-01', units: 2 });
    [unitA, unitB] = fixture.units as [Unit, Unit];
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = (unit: Unit, checkIn: string, checkOut: string) =>
    createBooking(db, { brand: fixture.brand, property: fixture.property, unitType: fixture.unitType, ratePlan: fixture.ratePlan, unit, checkIn, checkOut });

  it('rejects an overlapping live allocation on the same unit with SQLSTATE 23P01', async () => {
    await book(unitA, '2027-01-10', '2027-01-14');
    // Overlaps by one night at either end, contains, and is contained.
    for (const [checkIn, checkOut] of [
      ['2027-01-08', '2027-01-11'],
      ['2027-01-13', '2027-01-16'],
      ['2027-01-09', '2027-01-20'],
      ['2027-01-11', '2027-01-12'],
    ] as const) {
      expect(await failure(createAllocation(db, { unit: unitA, kind: 'block', startsOn: checkIn, endsOn: checkOut }))).toBe('23P01');
    }
    // A hold is a live allocation too.
    expect(
      await failure(createAllocation(db, { unit: unitA, kind: 'hold', startsOn: '2027-01-12', endsOn: '2027-01-13', expiresAt: new Date(Date.now() + 60_000) })),
    ).toBe('23P01');
  });

  it('allows back-to-back stays: the checkout day is free for the next arrival', async () => {
    await book(unitA, '2027-02-01', '2027-02-05');
    await expect(book(unitA, '2027-02-05', '2027-02-08')).resolves.toBeDefined();
    await expect(book(unitA, '2027-01-28', '2027-02-01')).resolves.toBeDefined();
  });

  it('allows the same dates on different units', async () => {
    await book(unitA, '2027-02-15', '2027-02-18');
    await expect(book(unitB, '2027-02-15', '2027-02-18')).resolves.toBeDefined();
  });

  it('stops blocking once an allocation is released', async () => {
    const { allocation } = await book(unitB, '2027-01-20', '2027-01-25');
    expect(await failure(book(unitB, '2027-01-22', '2027-01-24'))).toBe('23P01');
    await db.update(unitAllocations).set({ releasedAt: new Date() }).where(eq(unitAllocations.id, allocation.id));
    await expect(book(unitB, '2027-01-22', '2027-01-24')).resolves.toBeDefined();
    // Releasing must not let an overlap in: the new stay blocks as before.
    expect(await failure(book(unitB, '2027-01-23', '2027-01-26'))).toBe('23P01');
    // A rejected booking leaves nothing behind.
    const orphans = await db.select({ count: sql<number>`count(*)::int` }).from(bookings).where(sql`not exists (select 1 from unit_allocations a where a.booking_id = ${bookings.id})`);
    expect(orphans[0]?.count).toBe(0);
  });

  it('requires an expiry on holds and a non-empty date range (check constraints, 23514)', async () => {
    expect(await failure(createAllocation(db, { unit: unitB, kind: 'hold', startsOn: '2027-02-20', endsOn: '2027-02-22' }))).toBe('23514');
    expect(await failure(createAllocation(db, { unit: unitB, kind: 'block', startsOn: '2027-02-22', endsOn: '2027-02-22' }))).toBe('23514');
    expect(await failure(createAllocation(db, { unit: unitB, kind: 'block', startsOn: '2027-02-23', endsOn: '2027-02-21' }))).toBe('23514');
  });

  it('lets exactly one of 50 concurrent transactions booking overlapping stays on one unit win', { timeout: 90_000 }, async (ctx) => {
    ctx.skip(!t.url, 'PGlite serves a single connection, so concurrent transactions need PostgreSQL: run with DATABASE_URL');
    const attempts = 50;
    const clients = Array.from({ length: attempts }, () => new pg.Client({ connectionString: t.url }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      // Two inserts that reach the exclusion index before either commits each wait for the other:
      // PostgreSQL breaks such a deadlock by failing one with 40P01 after deadlock_timeout (1 s by
      // default), one pair at a time. Under load a rush of 50 made chains that took 45 s to untie.
      // A shorter timeout where this role may set it (a superuser; it is not a user setting).
      await Promise.all(clients.map((c) => c.query(`set deadlock_timeout = '50ms'`).catch(() => undefined)));
      await Promise.all(clients.map((c) => c.query('begin')));
      // Every range is four nights starting within three days of the others: all pairs overlap.
      const outcomes = await Promise.all(
        clients.map(async (client, i) => {
          const startsOn = `2027-02-${String(24 + (i % 3)).padStart(2, '0')}`;
          try {
            await client.query(
              `insert into unit_allocations (organization_id, unit_id, kind, starts_on, ends_on)
               values ($1, $2, 'stay', $3::date, $3::date + 4)`,
              [unitA.organizationId, unitA.id, startsOn],
            );
            await client.query('commit');
            return 'won';
          } catch (error) {
            await client.query('rollback');
            return sqlStateOf(error) ?? String(error);
          }
        }),
      );
      // One wins; every other is refused by the constraint (23P01) or, having clashed with another
      // loser before either knew, chosen as a deadlock's victim (40P01). Never an overlap.
      expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'won' && o !== '23P01' && o !== '40P01')).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    }
    const live = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(unitAllocations)
      .where(and(eq(unitAllocations.unitId, unitA.id), isNull(unitAllocations.releasedAt), sql`starts_on >= '2027-02-24'`));
    expect(live[0]?.count).toBe(1);
  });
});
