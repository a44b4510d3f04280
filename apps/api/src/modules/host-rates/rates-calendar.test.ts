import { queryRows } from '@direct/db';
import { createAllocation, createBooking } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesWorld, type RatesWorld } from '../../testing/host-rates-world.ts';

// The calendar and its bulk update through the host API: weekday filters, derived plans,
// booked/held/blocked counts, refusals that write nothing, and the guest seeing a change at once.

let w: RatesWorld;
let planId = 0;
let derivedId = 0;
let policyId = 0;

beforeAll(async () => {
  w = await createRatesWorld();
  ({ planId, policyId } = await w.policyAndPlan('Flexible'));
  derivedId = (await w.call('POST', `${w.base}/properties/${w.property.id}/rate-plans`, { name: 'Non-refundable', cancellationPolicyId: policyId, parentRatePlanId: planId, derivedPercent: -10 }, w.session)).json().id;
}, 180_000);
afterAll(async () => w?.close());

const bulk = (body: unknown) => w.call('POST', `${w.base}/properties/${w.property.id}/rates/bulk-update`, body, w.session);
const calendar = async (query: string) => {
  const answer = await w.call('GET', `${w.base}/properties/${w.property.id}/rates-calendar?${query}`, undefined, w.session);
  expect(answer.status, JSON.stringify(answer.json()).slice(0, 300)).toBe(200);
  return answer.json();
};
const fieldsOf = (answer: { json: () => { error: { fields: { field: string; reason: string }[] } } }) => answer.json().error.fields.map((entry) => `${entry.field}:${entry.reason}`);

describe('bulk update', () => {
  it('sets prices on the chosen weekdays only, in one audited write', async () => {
    const studio = w.unitTypes[0]!.id;
    const loft = w.unitTypes[1]!.id;
    // 2026-04-06 is a Monday.
    const everyDay = await bulk({ ratePlanId: planId, unitTypeIds: [studio, loft], ranges: [{ from: '2026-04-06', to: '2026-04-19' }], set: { priceMinor: 10_000, minStay: 2 } });
    expect(everyDay.json()).toEqual({ updated: 28, skippedWithoutPrice: 0 });
    const weekends = await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-04-06', to: '2026-04-19' }], weekdays: [6, 7], set: { priceMinor: 15_000, closedToArrival: true } });
    expect(weekends.json()).toEqual({ updated: 4, skippedWithoutPrice: 0 });
    expect(await w.lastAudit('rates.bulk_updated')).toMatchObject({ after: { weekdays: [6, 7], updated: 4, set: { priceMinor: 15_000, closedToArrival: true } } });

    const days = await calendar(`ratePlanId=${planId}&from=2026-04-10&to=2026-04-13`);
    expect(days.dates).toEqual(['2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']);
    const [studioRow, loftRow] = days.unitTypes;
    expect(studioRow).toMatchObject({ id: studio, units: 2, priceMinor: [10_000, 15_000, 15_000, 10_000], closedToArrival: [false, true, true, false], minStay: [2, 2, 2, 2], source: ['own', 'own', 'own', 'own'] });
    expect(loftRow.priceMinor).toEqual([10_000, 10_000, 10_000, 10_000]);
  });

  it('shows a derived plan’s prices from its parent, and its own rows once set', async () => {
    const studio = w.unitTypes[0]!.id;
    const before = await calendar(`ratePlanId=${derivedId}&from=2026-04-10&to=2026-04-11&unitTypeId[]=${studio}`);
    expect(before.unitTypes).toHaveLength(1);
    expect(before.unitTypes[0]).toMatchObject({ priceMinor: [9_000, 13_500], closedToArrival: [false, true], source: ['derived', 'derived'] });
    // A stop-sell on the derived plan alone starts from the parent's values.
    expect((await bulk({ ratePlanId: derivedId, unitTypeIds: [studio], ranges: [{ from: '2026-04-11', to: '2026-04-11' }], set: { stopSell: true } })).json()).toEqual({ updated: 1, skippedWithoutPrice: 0 });
    const after = await calendar(`ratePlanId=${derivedId}&from=2026-04-10&to=2026-04-11&unitTypeId[]=${studio}`);
    expect(after.unitTypes[0]).toMatchObject({ priceMinor: [9_000, 13_500], stopSell: [false, true], closedToArrival: [false, true], source: ['derived', 'own'] });
    // The parent is untouched.
    expect((await calendar(`ratePlanId=${planId}&from=2026-04-11&to=2026-04-11&unitTypeId[]=${studio}`)).unitTypes[0].stopSell).toEqual([false]);
  });

  it('skips nights without a price when none is given', async () => {
    const answer = await bulk({ ratePlanId: planId, unitTypeIds: [w.unitTypes[0]!.id], ranges: [{ from: '2026-04-19', to: '2026-04-21' }], set: { minStay: 3 } });
    expect(answer.json()).toEqual({ updated: 1, skippedWithoutPrice: 2 });
  });

  it('refuses a minimum above the maximum, in the request or against stored rows, and writes nothing', async () => {
    const studio = w.unitTypes[0]!.id;
    const inRequest = await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-04-06', to: '2026-04-07' }], set: { minStay: 5, maxStay: 3 } });
    expect(inRequest.status).toBe(400);
    expect(fieldsOf(inRequest)).toEqual(['set.maxStay:below_min_stay']);
    await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-04-06', to: '2026-04-06' }], set: { maxStay: 4 } });
    const againstStored = await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-04-06', to: '2026-04-08' }], set: { minStay: 6, priceMinor: 1 } });
    expect(againstStored.status).toBe(400);
    expect(fieldsOf(againstStored)).toEqual(['set.minStay:below_min_stay']);
    // All or nothing: the 7th and 8th, which had no maximum, kept their price too.
    expect((await calendar(`ratePlanId=${planId}&from=2026-04-06&to=2026-04-08&unitTypeId[]=${studio}`)).unitTypes[0]).toMatchObject({ priceMinor: [10_000, 10_000, 10_000], minStay: [2, 2, 2] });
  });

  it('refuses past dates, unknown unit types and empty changes by field', async () => {
    const studio = w.unitTypes[0]!.id;
    expect(fieldsOf(await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-01-01', to: '2026-01-02' }], set: { priceMinor: 100 } }))).toEqual(['ranges.0.from:in_past']);
    expect(fieldsOf(await bulk({ ratePlanId: planId, unitTypeIds: [999_999], ranges: [{ from: '2026-05-01', to: '2026-05-02' }], set: { priceMinor: 100 } }))).toEqual(['unitTypeIds:not_found']);
    expect(fieldsOf(await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-05-01', to: '2026-05-02' }], set: {} }))).toEqual(['set:required']);
    expect(fieldsOf(await bulk({ ratePlanId: planId, unitTypeIds: [studio], ranges: [{ from: '2026-05-01', to: '2026-05-02' }], set: { priceMinor: 0 } }))).toEqual(['set.priceMinor:too_small']);
  });

  it('is another organization’s 404', async () => {
    const answer = await w.call('POST', `/apis/host/organizations/${w.other.organizationId}/properties/${w.property.id}/rates/bulk-update`, { ratePlanId: planId, unitTypeIds: [w.unitTypes[0]!.id], ranges: [{ from: '2026-05-01', to: '2026-05-02' }], set: { priceMinor: 100 } }, w.other.session);
    expect(answer.status).toBe(404);
  });
});

describe('calendar availability', () => {
  it('counts booked, held and blocked units per night, with the allocations', async () => {
    const [studio] = w.unitTypes;
    const [first, second] = w.units.filter((unit) => unit.unitTypeId === studio!.id);
    const { booking } = await createBooking(w.db, { brand: { id: w.brandId }, property: w.property, unitType: studio!, unit: first!, ratePlan: { id: planId }, checkIn: '2026-04-14', checkOut: '2026-04-16' });
    await createBooking(w.db, {
      brand: { id: w.brandId },
      property: w.property,
      unitType: studio!,
      unit: second!,
      ratePlan: { id: planId },
      checkIn: '2026-04-15',
      checkOut: '2026-04-16',
      status: 'pending_payment',
      holdExpiresAt: new Date('2026-03-10T12:30:00Z'),
    });
    await createAllocation(w.db, { unit: second!, startsOn: '2026-04-16', endsOn: '2026-04-18', kind: 'block', blockReason: 'maintenance', note: 'Boiler' });
    const days = await calendar(`ratePlanId=${planId}&from=2026-04-14&to=2026-04-17&unitTypeId[]=${studio!.id}`);
    expect(days.unitTypes[0]).toMatchObject({ booked: [1, 1, 0, 0], held: [0, 1, 0, 0], blocked: [0, 0, 1, 1] });
    expect(days.unitTypes[0].allocations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'stay', bookingCode: booking.code, from: '2026-04-14', to: '2026-04-16' }),
        expect.objectContaining({ kind: 'block', blockReason: 'maintenance', note: 'Boiler' }),
      ]),
    );
  });
});

describe('what guests see', () => {
  it('shows a new price and a stop-sell on the next request', async () => {
    const loft = w.unitTypes[1]!.id;
    const stay = 'date[after]=2026-04-08&date[before]=2026-04-10';
    const priceOf = async () => {
      const answer = await w.guest(`/apis/rate_and_availability?property=${w.property.id}&${stay}`);
      const option = answer.json().data.find((entry: { unitType: { id: number }; ratePlan: { id: number } }) => entry.unitType.id === loft && entry.ratePlan.id === planId);
      return option.bookable ? option.quote.totalMinor : null;
    };
    expect(await priceOf()).toBe(20_000);
    await bulk({ ratePlanId: planId, unitTypeIds: [loft], ranges: [{ from: '2026-04-08', to: '2026-04-09' }], set: { priceMinor: 12_345 } });
    expect(await priceOf()).toBe(24_690);
    await bulk({ ratePlanId: planId, unitTypeIds: [loft], ranges: [{ from: '2026-04-09', to: '2026-04-09' }], set: { stopSell: true } });
    expect(await priceOf()).toBeNull();
  });

  it('moves the search’s cached card price with the host’s change', async () => {
    // The card price is the next 30 nights' average (from 2026-03-10): give them a price, search
    // by price (which loads the cached facts), change the price, search again.
    const everyUnitType = w.unitTypes.map((unitType) => unitType.id);
    await bulk({ ratePlanId: planId, unitTypeIds: everyUnitType, ranges: [{ from: '2026-03-10', to: '2026-04-08' }], set: { priceMinor: 10_000, stopSell: false } });
    const search = async (range: string) => (await w.guest(`/apis/property_search?brand_id=${w.brandId}&${range}`)).json();
    expect((await search('price[lte]=120')).data.map((card: { id: number }) => card.id)).toEqual([w.property.id]);
    await bulk({ ratePlanId: planId, unitTypeIds: everyUnitType, ranges: [{ from: '2026-03-10', to: '2026-04-08' }], set: { priceMinor: 30_000 } });
    expect((await search('price[gte]=250')).data.map((card: { id: number }) => card.id)).toEqual([w.property.id]);
    expect((await search('price[lte]=120')).meta.total).toBe(0);
    const [stamp] = await queryRows<{ organization_id: number }>(w.db, sql`select organization_id from listing_changes where organization_id = ${w.organizationId}`);
    expect(stamp).toBeDefined();
  });
});
