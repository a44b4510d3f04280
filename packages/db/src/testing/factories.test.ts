import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { createBookableProperty, createBooking, createDailyRates, createProperty, createRatePlan } from './factories.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

describe('test factories', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await openTestDatabase();
    db = t.handle.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds a bookable property with rates that vary by date', async () => {
    const listing = await createBookableProperty(db, {
      from: '2027-05-01',
      to: '2027-05-08',
      units: 3,
      priceMinor: (date) => (date.endsWith('-07') ? 15_000 : 10_000),
    });
    expect(listing.domain.hostname).toBe(`${listing.brand.urlAlias}.localhost`);
    expect(listing.units).toHaveLength(3);
    expect(listing.rates.map((r) => [r.date, r.priceMinor])).toEqual([
      ['2027-05-01', 10_000], ['2027-05-02', 10_000], ['2027-05-03', 10_000], ['2027-05-04', 10_000],
      ['2027-05-05', 10_000], ['2027-05-06', 10_000], ['2027-05-07', 15_000],
    ]);
    expect(listing.cancellationPolicy.kind).toBe('flexible');
  });

  it('takes overrides and restrictions, and holds dates for pending bookings', async () => {
    const first = await createBookableProperty(db, { from: '2027-06-01', to: '2027-06-02' });
    const { property, unitTypes, units } = await createProperty(db, {
      brand: first.brand,
      name: 'Two Types',
      unitTypes: [{ name: 'Studio', units: 2 }, { name: 'Suite', maxOccupancy: 4, maxAdults: 4, units: 1 }],
    });
    expect(property.name).toBe('Two Types');
    expect(unitTypes.map((u) => u.name)).toEqual(['Studio', 'Suite']);
    expect(units).toHaveLength(3);
    const { ratePlan } = await createRatePlan(db, { property, name: 'Non-refundable', policy: { kind: 'non_refundable', rules: [] } });
    const rates = await createDailyRates(db, {
      ratePlan,
      unitTypeId: unitTypes[0]!.id,
      from: '2027-06-05',
      to: '2027-06-08',
      minStay: 2,
      closedToArrival: (date) => date === '2027-06-06',
      stopSell: (date) => date === '2027-06-07',
    });
    expect(rates.map((r) => [r.minStay, r.closedToArrival, r.stopSell])).toEqual([[2, false, false], [2, true, false], [2, false, true]]);
    const { booking, allocation } = await createBooking(db, {
      brand: first.brand,
      property,
      unitType: unitTypes[0]!,
      unit: units[0]!,
      ratePlan,
      checkIn: '2027-06-05',
      checkOut: '2027-06-07',
      status: 'pending_payment',
    });
    expect(booking.status).toBe('pending_payment');
    expect(allocation).toMatchObject({ kind: 'hold', bookingId: booking.id, startsOn: '2027-06-05', endsOn: '2027-06-07' });
    expect(allocation.expiresAt).toBeInstanceOf(Date);
  });
});
