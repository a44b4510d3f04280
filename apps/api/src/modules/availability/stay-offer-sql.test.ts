import { RateAndAvailabilityResponse } from '@direct/contracts';
import { fees, queryRows, taxes } from '@direct/db';
import { createAllocation, createBookableProperty, createDailyRates, createRatePlan } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, fixedNow, type SeededTestApp } from '../../testing/seeded-test-app.ts';
import { createSearchRepository, type SearchCriteria } from './search.repository.ts';

// The SQL twin of the domain's cheapest total must agree with rate_and_availability (the domain)
// on every property it is sure about: the demo world (seasons, weekend prices, minimum stays,
// closed days, derived plans, cleaning and extra-guest fees, capped tourist taxes, VAT) and a few
// hand-made shapes (every fee and tax kind, a tourist tax with an age exemption, rounding of derived prices, booked units).

let t: SeededTestApp;
const extraIds: number[] = [];
// Hand-made properties the SQL priced (sure and bookable) in at least one of the stays.
const pricedExtras = new Set<number>();

beforeAll(async () => {
  t = await createSeededTestApp();
  // Every fee calculation and tax kind, and a derived plan whose price rounds (+12.5% of 10,005).
  const odd = await createBookableProperty(t.db, { from: '2026-05-01', to: '2026-06-01', priceMinor: 10_005, unitType: { maxAdults: 4, maxChildren: 2, maxOccupancy: 5, baseOccupancy: 2, petsAllowed: true } });
  await createRatePlan(t.db, { property: odd.property, name: 'Dearer', parentRatePlanId: odd.ratePlan.id, derivedPercent: '12.50' });
  const base = { organizationId: odd.property.organizationId, propertyId: odd.property.id };
  await t.db.insert(fees).values([
    { ...base, kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 4_500 },
    { ...base, kind: 'linen', name: 'Linen', calculation: 'per_guest', amountMinor: 700 },
    { ...base, kind: 'service', name: 'Service', calculation: 'per_night', amountMinor: 333 },
    { ...base, kind: 'extra_guest', name: 'Extra guest', calculation: 'per_guest_per_night', amountMinor: 1_500 },
    { ...base, kind: 'pet', name: 'Pet', calculation: 'per_pet_per_night', amountMinor: 1_000 },
    { ...base, kind: 'other', name: 'Optional towels', calculation: 'per_stay', amountMinor: 9_999, isMandatory: false },
    { ...base, unitTypeId: odd.unitType.id, kind: 'other', name: 'Hot tub', calculation: 'per_pet', amountMinor: 250 },
  ]);
  await t.db.insert(taxes).values([
    { ...base, name: 'VAT', kind: 'percentage', percent: '7.125', includesFees: true },
    { ...base, name: 'City tax', kind: 'per_person_per_night', amountMinor: 225, appliesToChildren: true, maxNights: 3 },
    { ...base, name: 'Night tax', kind: 'per_night', amountMinor: 101, maxNights: 2 },
    { ...base, name: 'Stay tax', kind: 'per_stay', amountMinor: 55 },
    // Children pay, but under 12 nothing: the booking's children are exempt (taxedGuests).
    { ...base, name: 'Tourist tax', kind: 'per_person_per_night', amountMinor: 150, appliesToChildren: true, maxNights: 5, exemptUnderAge: 12 },
  ]);
  extraIds.push(odd.property.id);
  // Two units, one of them booked for part of May: still one free every night.
  const pair = await createBookableProperty(t.db, { from: '2026-05-01', to: '2026-06-01', units: 2 });
  await createAllocation(t.db, { unit: pair.units[0]!, startsOn: '2026-05-02', endsOn: '2026-05-04' });
  // One unit, booked: sold out on those nights.
  const single = await createBookableProperty(t.db, { from: '2026-05-01', to: '2026-06-01' });
  await createAllocation(t.db, { unit: single.units[0]!, startsOn: '2026-05-03', endsOn: '2026-05-05' });
  // Closed to departure, minimum and maximum stays on some days.
  const strict = await createBookableProperty(t.db, { from: '2026-05-01', to: '2026-06-01' });
  await t.db.execute(sql`delete from daily_rates where rate_plan_id = ${strict.ratePlan.id}`);
  await createDailyRates(t.db, {
    ratePlan: strict.ratePlan,
    unitTypeId: strict.unitType.id,
    from: '2026-05-01',
    to: '2026-06-01',
    closedToDeparture: (date) => date === '2026-05-05',
    minStay: (date) => (date === '2026-05-02' ? 4 : 1),
    maxStay: (date) => (date === '2026-05-03' ? 2 : null),
  });
  extraIds.push(pair.property.id, single.property.id, strict.property.id);
}, 120_000);
afterAll(() => t?.close());

const stays = [
  { checkIn: '2026-04-13', checkOut: '2026-04-18', adults: 2, children: 0, pets: 0 },
  { checkIn: '2026-03-11', checkOut: '2026-03-12', adults: 1, children: 0, pets: 0 },
  { checkIn: '2026-05-01', checkOut: '2026-05-05', adults: 3, children: 1, pets: 1 },
  { checkIn: '2026-05-02', checkOut: '2026-05-06', adults: 2, children: 2, pets: 0 },
  { checkIn: '2026-05-03', checkOut: '2026-05-05', adults: 5, children: 0, pets: 2 },
  // The hand-made restrictions: a unit booked 05-02..05-04 of two, the only unit booked
  // 05-03..05-05, closed to departure on 05-05, at least 4 nights from 05-02, at most 2 from 05-03.
  { checkIn: '2026-05-02', checkOut: '2026-05-04', adults: 2, children: 0, pets: 0 },
  { checkIn: '2026-05-05', checkOut: '2026-05-08', adults: 2, children: 0, pets: 0 },
  { checkIn: '2026-05-01', checkOut: '2026-05-05', adults: 2, children: 0, pets: 0 },
  { checkIn: '2026-05-03', checkOut: '2026-05-06', adults: 2, children: 0, pets: 0 },
  { checkIn: '2026-07-03', checkOut: '2026-07-17', adults: 4, children: 0, pets: 0 },
  { checkIn: '2026-12-23', checkOut: '2027-01-02', adults: 2, children: 1, pets: 0 },
];

describe('the SQL twin of the cheapest stay total', () => {
  it.each(stays)('agrees with the domain for $checkIn → $checkOut, $adults + $children guests, $pets pets', async (stay) => {
    const guests = { adults: stay.adults, children: stay.children, pets: stay.pets };
    const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
    const properties = await queryRows<{ id: number; organization_id: number }>(t.db, sql`select p.id, p.organization_id from properties p where p.is_active order by p.id`);
    const organizationIds = [...new Set(properties.map((row) => row.organization_id))];
    // Every active property of every host, so hosts' own (non-direct) properties count too.
    const criteria: SearchCriteria = { filter: { sharedListing: false, excludedOrganizationIds: [] }, text: undefined, cityId: undefined, areaId: undefined, guests, bookingEngineOnly: false };
    const repository = createSearchRepository(t.db);
    const scanned = new Map<number, { total: number | null; uncertain: boolean }>();
    for (const organizationId of organizationIds) {
      const brands = await queryRows<{ id: number }>(t.db, sql`select id from brands where organization_id = ${organizationId} and is_active`);
      for (const brand of brands) {
        const scope = { ...criteria, filter: { ...criteria.filter, brandId: brand.id } };
        const ids = (await repository.candidates(scope)).map((row) => row.id);
        const rows = await repository.stayScan(scope.filter, { stay, nights, guests, bookingEngineOnly: false, now: fixedNow }, ids, 10_000, []);
        for (const row of rows) scanned.set(row.id, { total: row.total_minor, uncertain: row.uncertain });
      }
    }
    let compared = 0;
    for (const { id } of properties) {
      const query = `property=${id}&date[after]=${stay.checkIn}&date[before]=${stay.checkOut}&number_of_guests=${stay.adults}&number_of_children=${stay.children}&pets=${stay.pets}&calendar[from]=${stay.checkIn}&calendar[to]=${stay.checkIn}`;
      const response = await t.get(`/apis/rate_and_availability?${query}`);
      if (response.statusCode === 404) continue;
      const best = RateAndAvailabilityResponse.parse(response.json()).data[0];
      const domainTotal = best?.bookable ? best.quote!.totalMinor : null;
      const sqlRow = scanned.get(id);
      if (sqlRow?.uncertain) continue;
      expect(sqlRow?.total ?? null, `property ${id}`).toBe(domainTotal);
      compared += 1;
      if (domainTotal !== null && extraIds.includes(id)) pricedExtras.add(id);
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('priced every hand-made shape itself, not leaving it to the domain', () => {
    expect([...pricedExtras].sort()).toEqual([...extraIds].sort());
  });
});
