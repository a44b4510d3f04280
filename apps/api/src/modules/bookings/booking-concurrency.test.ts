import { ErrorEnvelope } from '@direct/contracts';
import { bookingRequests, queryRows } from '@direct/db';
import { createBookableProperty } from '@direct/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsTestApp, type BookingsTestApp } from '../../testing/bookings-world.ts';

// The proof against double bookings: many simultaneous requests for overlapping stays
// on a unit type with 3 units. PGlite runs one connection at a time, so only PostgreSQL can
// show real concurrency.
const onPostgres = Boolean(process.env.DATABASE_URL);
const attempts = 1_000;
const unitCount = 3;

describe.skipIf(!onPostgres)('booking requests under concurrency (PostgreSQL only; skipped on single-connection PGlite)', () => {
  let t: BookingsTestApp;

  beforeAll(async () => {
    t = await createBookingsTestApp();
  });
  afterAll(() => t?.close());

  it(`holds at most one stay per unit and night among ${attempts} simultaneous requests`, { timeout: 120_000 }, async () => {
    const listing = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-12-31', units: unitCount, priceMinor: 10_000, unitType: { maxAdults: 4, maxOccupancy: 4 } });
    // Overlapping stays: each starts on one of 5 days and lasts 2-4 nights, all within 5-12 May.
    const stays = Array.from({ length: attempts }, (_, i) => {
      const start = 1 + (i % 5);
      const nights = 2 + (i % 3);
      return { check_in: `2026-05-${String(start).padStart(2, '0')}`, check_out: `2026-05-${String(start + nights).padStart(2, '0')}` };
    });
    const started = Date.now();
    const responses = await Promise.all(
      stays.map((stay, i) =>
        t.post('/apis/booking_requests', {
          brand: listing.brand.id,
          property: listing.property.id,
          unit_type: listing.unitType.id,
          rate_plan: listing.ratePlan.id,
          ...stay,
          adults: 2,
          guest: { first_name: 'Guest', last_name: `No ${i}`, email: `guest${i}@example.test`, phone: '+351 912 345 678' },
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const statuses = new Map<number, number>();
    for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    console.info(`${attempts} concurrent booking requests in ${elapsed} ms:`, Object.fromEntries(statuses));

    expect(statuses.get(500) ?? 0).toBe(0);
    const accepted = statuses.get(201) ?? 0;
    // Stays lie within 1-9 May and last at least 2 nights, so at most 4 fit one unit one after another.
    expect(accepted).toBeGreaterThanOrEqual(unitCount);
    expect(accepted).toBeLessThanOrEqual(unitCount * 4);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('accommodation_unavailable');
    }

    const overlaps = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from unit_allocations a join unit_allocations b
            on a.unit_id = b.unit_id and a.id < b.id and a.released_at is null and b.released_at is null
           and daterange(a.starts_on, a.ends_on, '[)') && daterange(b.starts_on, b.ends_on, '[)')`,
    );
    expect(overlaps[0]?.n).toBe(0);
    const live = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from unit_allocations where released_at is null and booking_id is not null`);
    expect(live[0]?.n).toBe(accepted);

    const audited = await t.db.select({ status: bookingRequests.status }).from(bookingRequests).where(eq(bookingRequests.brandId, listing.brand.id));
    expect(audited.filter((row) => row.status === 'accepted')).toHaveLength(accepted);
    expect(audited.filter((row) => row.status === 'rejected')).toHaveLength(attempts - accepted);
  });
});
