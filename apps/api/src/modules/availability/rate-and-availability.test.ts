import { ErrorEnvelope, RateAndAvailabilityResponse } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { createAllocation, createBookableProperty, createBooking, createDailyRates, createRatePlan } from '@direct/db/testing';
import { adjustByPercent } from '@direct/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

async function rates(query: string) {
  const response = await t.get(`/apis/rate_and_availability?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return RateAndAvailabilityResponse.parse(response.json());
}

async function expectFieldError(query: string, field: string) {
  const response = await t.get(`/apis/rate_and_availability?${query}`);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), query).toContain(field);
}

// A listing with exact restrictions in May 2026 (today is 2026-03-10): one unit type of one unit
// for at most 2 adults, a flexible plan and a derived non-refundable plan.
async function restrictedListing() {
  const listing = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-03-02', unitType: { maxAdults: 2, maxChildren: 1, maxOccupancy: 3, baseOccupancy: 2 } });
  const { ratePlan, unitType, property } = listing;
  await createDailyRates(t.db, {
    ratePlan,
    unitTypeId: unitType.id,
    from: '2026-05-01',
    to: '2026-06-30',
    priceMinor: 10_003,
    closedToArrival: (date) => date === '2026-05-03',
    closedToDeparture: (date) => date === '2026-05-10',
    minStay: (date) => (date === '2026-05-15' ? 3 : 1),
    stopSell: (date) => date === '2026-05-20',
  });
  const { ratePlan: nonRefundable } = await createRatePlan(t.db, {
    property,
    name: 'Non-refundable',
    parentRatePlanId: ratePlan.id,
    derivedPercent: '-10.00',
    policy: { kind: 'non_refundable', name: 'Non-refundable', rules: [] },
  });
  return { ...listing, nonRefundable };
}

const codesOf = (response: RateAndAvailabilityResponse, planId: number) => response.data.find((item) => item.id === planId)?.reasons.map((reason) => reason.code);

describe('GET /apis/rate_and_availability', () => {
  it('quotes a bookable demo stay itemised, the derived non-refundable plan 10% cheaper', async () => {
    const candidates = await queryRows<{ id: number }>(t.db, sql`select p.id from properties p where p.is_active and p.default_brand_id = 1 order by p.id`);
    let found: RateAndAvailabilityResponse | undefined;
    for (const { id } of candidates) {
      const response = await rates(`property=${id}&date[after]=2026-04-13&date[before]=2026-04-18&number_of_guests=2`);
      if (response.data.some((item) => item.bookable && item.ratePlan.derived)) {
        found = response;
        break;
      }
    }
    expect(found).toBeDefined();
    const answer = found!;
    expect(answer.stay).toEqual({ checkIn: '2026-04-13', checkOut: '2026-04-18', nights: 5 });
    const bookable = answer.data.filter((item) => item.bookable);
    // Bookable first, then by total.
    expect(answer.data.slice(0, bookable.length).every((item) => item.bookable)).toBe(true);
    const totals = bookable.map((item) => item.quote!.totalMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const item of bookable) {
      const quote = item.quote!;
      expect(item.reasons).toEqual([]);
      expect(quote.totalMinor).toBe(quote.lines.reduce((sum, line) => sum + line.amountMinor, 0));
      expect(quote.nights).toHaveLength(5);
      expect(quote.currency).toBe(answer.property.currency);
      expect(item.freeUnits).toBeGreaterThan(0);
    }
    const derived = bookable.find((item) => item.ratePlan.derived)!;
    const flexible = answer.data.find((item) => item.unitType.id === derived.unitType.id && item.ratePlan.name === 'Flexible')!;
    expect(flexible.bookable).toBe(true);
    expect(derived.quote!.nights.map((night) => night.priceMinor)).toEqual(flexible.quote!.nights.map((night) => adjustByPercent(night.priceMinor, -10)));
    expect(derived.ratePlan.cancellation).toEqual({ kind: 'non_refundable', deadlines: [] });
    expect(flexible.ratePlan.cancellation.deadlines[0]?.refundPercent).toBe(100);
    expect(answer.calendar[0]).toMatchObject({ date: '2026-03-10' });
    const past = await rates(`property=${answer.property.id}&calendar[from]=2026-03-08&calendar[to]=2026-03-09`);
    expect(past.calendar.map((day) => [day.date, day.available, day.arrivalAllowed])).toEqual([['2026-03-08', false, false], ['2026-03-09', false, false]]);
    expect(answer.calendar).toHaveLength(91);
  });

  it('lists every plan without quotes when no dates are given', async () => {
    const { property, ratePlan, nonRefundable } = await restrictedListing();
    const answer = await rates(`property=${property.id}`);
    expect(answer.stay).toBeNull();
    expect(answer.data.map((item) => item.id).sort()).toEqual([ratePlan.id, nonRefundable.id].sort());
    expect(answer.data.every((item) => item.quote === null && item.reasons.length === 0 && !item.bookable)).toBe(true);
  });

  it('gives the reason for each restriction', async () => {
    const { property, ratePlan, nonRefundable, units } = await restrictedListing();
    const stay = (checkIn: string, checkOut: string, extra = '') => rates(`property=${property.id}&date[after]=${checkIn}&date[before]=${checkOut}${extra}`);
    const open = await stay('2026-05-04', '2026-05-07');
    expect(codesOf(open, ratePlan.id)).toEqual([]);
    expect(open.data[0]?.quote?.nights.map((night) => night.priceMinor)).toEqual([9_003, 9_003, 9_003]);
    expect(codesOf(await stay('2026-05-03', '2026-05-05'), ratePlan.id)).toEqual(['closed_to_arrival']);
    expect(codesOf(await stay('2026-05-07', '2026-05-10'), nonRefundable.id)).toEqual(['closed_to_departure']);
    expect((await stay('2026-05-15', '2026-05-17')).data.find((item) => item.id === ratePlan.id)?.reasons).toEqual([{ code: 'min_stay', minNights: 3 }]);
    expect(codesOf(await stay('2026-05-04', '2026-05-06', '&number_of_guests=3'), ratePlan.id)).toEqual(['capacity']);
    expect(codesOf(await stay('2026-05-04', '2026-05-06', '&pets=1'), ratePlan.id)).toEqual(['pets_not_allowed']);
    expect((await stay('2026-05-19', '2026-05-22')).data.find((item) => item.id === ratePlan.id)?.reasons).toEqual([{ code: 'stop_sell', dates: ['2026-05-20'] }]);
    expect(codesOf(await stay('2026-06-28', '2026-07-02'), ratePlan.id)).toEqual(['no_rates']);
    await createAllocation(t.db, { unit: units[0]!, startsOn: '2026-05-25', endsOn: '2026-05-27' });
    const full = await stay('2026-05-24', '2026-05-27');
    expect(full.data.find((item) => item.id === ratePlan.id)).toMatchObject({ bookable: false, freeUnits: 0, reasons: [{ code: 'sold_out', dates: ['2026-05-25', '2026-05-26'] }] });
  });

  it('frees the units of released allocations and lapsed holds, not of live holds', async () => {
    const listing = await restrictedListing();
    const { property, ratePlan, units } = listing;
    const query = `property=${property.id}&date[after]=2026-06-01&date[before]=2026-06-03`;
    await createAllocation(t.db, { unit: units[0]!, startsOn: '2026-06-01', endsOn: '2026-06-02', releasedAt: new Date('2026-03-01T00:00:00Z') });
    await createAllocation(t.db, { unit: units[0]!, startsOn: '2026-06-02', endsOn: '2026-06-03', kind: 'hold', expiresAt: new Date('2026-03-10T11:00:00Z') });
    expect(codesOf(await rates(query), ratePlan.id)).toEqual([]);
    await createBooking(t.db, { ...listing, unit: units[0]!, checkIn: '2026-06-05', checkOut: '2026-06-06', status: 'pending_payment', holdExpiresAt: new Date('2026-03-10T12:15:00Z') });
    expect(codesOf(await rates(`property=${property.id}&date[after]=2026-06-04&date[before]=2026-06-06`), ratePlan.id)).toEqual(['sold_out']);
  });

  it('prices a stay apart from the calendar and one inside it from the same nights', async () => {
    const { property, ratePlan } = await restrictedListing();
    // The calendar in early May, the stay seven weeks later: two ranges of nights, read apart.
    const apart = await rates(`property=${property.id}&calendar[from]=2026-05-04&calendar[to]=2026-05-06&date[after]=2026-06-22&date[before]=2026-06-25&number_of_guests=2`);
    expect(apart.calendar.map((day) => [day.date, day.lowestPriceMinor])).toEqual([
      ['2026-05-04', 9_003],
      ['2026-05-05', 9_003],
      ['2026-05-06', 9_003],
    ]);
    const flexible = apart.data.find((item) => item.id === ratePlan.id)!;
    expect(flexible.bookable).toBe(true);
    expect(flexible.quote!.nights.map((night) => [night.date, night.priceMinor])).toEqual([
      ['2026-06-22', 10_003],
      ['2026-06-23', 10_003],
      ['2026-06-24', 10_003],
    ]);
    // The same stay inside the calendar's window: each night once, the same quote.
    const inside = await rates(`property=${property.id}&calendar[from]=2026-06-15&calendar[to]=2026-06-28&date[after]=2026-06-22&date[before]=2026-06-25&number_of_guests=2`);
    expect(inside.calendar).toHaveLength(14);
    expect(inside.data.find((item) => item.id === ratePlan.id)!.quote).toEqual(flexible.quote);
  });

  it('counts a booked night once where the calendar and the stay overlap, and apart from the calendar', async () => {
    const listing = await restrictedListing();
    const { property, ratePlan, units } = listing;
    // The listing's only unit is taken on the night of 2026-06-23.
    await createAllocation(t.db, { unit: units[0]!, startsOn: '2026-06-23', endsOn: '2026-06-24' });
    const stay = 'date[after]=2026-06-22&date[before]=2026-06-25&number_of_guests=2';
    const inside = await rates(`property=${property.id}&calendar[from]=2026-06-15&calendar[to]=2026-06-28&${stay}`);
    expect(codesOf(inside, ratePlan.id)).toEqual(['sold_out']);
    expect(inside.calendar.filter((day) => !day.available).map((day) => day.date)).toEqual(['2026-06-23']);
    const apart = await rates(`property=${property.id}&calendar[from]=2026-05-04&calendar[to]=2026-05-06&${stay}`);
    expect(codesOf(apart, ratePlan.id)).toEqual(['sold_out']);
    expect(apart.calendar.every((day) => day.available)).toBe(true);
    expect(codesOf(await rates(`property=${property.id}&calendar[from]=2026-06-15&calendar[to]=2026-06-28&date[after]=2026-06-24&date[before]=2026-06-26&number_of_guests=2`), ratePlan.id)).toEqual([]);
  });

  it('marks closed-to-arrival dates in the calendar', async () => {
    const { property } = await restrictedListing();
    const { calendar } = await rates(`property=${property.id}&calendar[from]=2026-05-01&calendar[to]=2026-05-31`);
    expect(calendar).toHaveLength(31);
    expect(calendar.find((day) => day.date === '2026-05-03')).toMatchObject({ arrivalAllowed: false, available: true });
    expect(calendar.find((day) => day.date === '2026-05-04')).toMatchObject({ arrivalAllowed: true, lowestPriceMinor: 9_003, minStay: 1 });
    expect(calendar.find((day) => day.date === '2026-05-10')).toMatchObject({ departureAllowed: false, arrivalAllowed: true });
    expect(calendar.find((day) => day.date === '2026-05-20')).toMatchObject({ available: false, arrivalAllowed: false });
  });

  it('offers an arrival only when some stay can start there, the last days of the window included', async () => {
    const listing = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-03-02', unitType: { maxAdults: 2, maxChildren: 0, maxOccupancy: 2 } });
    const { property, ratePlan, unitType, units } = listing;
    const minStays: Record<string, number> = { '2026-07-10': 2, '2026-07-14': 2, '2026-07-19': 2, '2026-07-25': 4, '2026-07-29': 3, '2026-07-30': 3 };
    await createDailyRates(t.db, {
      ratePlan,
      unitTypeId: unitType.id,
      from: '2026-07-01',
      to: '2026-08-01',
      minStay: (date) => minStays[date] ?? 1,
      maxStay: (date) => (date === '2026-07-14' ? 2 : null),
      closedToDeparture: (date) => date === '2026-07-16',
      stopSell: (date) => date === '2026-07-11',
    });
    await createBooking(t.db, { ...listing, unit: units[0]!, checkIn: '2026-07-20', checkOut: '2026-07-21' });
    const { calendar } = await rates(`property=${property.id}&calendar[from]=2026-07-01&calendar[to]=2026-07-30`);
    const day = (date: string) => calendar.find((entry) => entry.date === date);
    const blocked = (checkInBlockedBy: string) => ({ canCheckIn: false, checkInBlockedBy });
    // Two nights from the 10th run into the stop-sold 11th: arrival is not closed, yet no stay can start.
    expect(day('2026-07-10')).toMatchObject({ arrivalAllowed: true, minStay: 2, ...blocked('no_valid_checkout') });
    expect(day('2026-07-11')).toMatchObject(blocked('stop_sell'));
    expect(day('2026-07-12')).toMatchObject({ canCheckIn: true, checkInBlockedBy: null });
    // Exactly two nights from the 14th, and the 16th is closed to departure.
    expect(day('2026-07-14')).toMatchObject(blocked('no_valid_checkout'));
    // The booked night of the 20th.
    expect(day('2026-07-19')).toMatchObject(blocked('no_valid_checkout'));
    expect(day('2026-07-20')).toMatchObject(blocked('sold_out'));
    // The window ends on the 30th: the 25th's four nights and the 29th's three reach past it
    // (the 29th leaves on 1 August, which has no row and so forbids nothing); three nights
    // from the 30th would need a price for 1 August.
    expect(day('2026-07-25')).toMatchObject({ canCheckIn: true });
    expect(day('2026-07-29')).toMatchObject({ canCheckIn: true });
    expect(day('2026-07-30')).toMatchObject(blocked('no_valid_checkout'));
    expect(calendar.filter((entry) => entry.canCheckIn)).toHaveLength(30 - 6);

    // The calendar and the rates agree: the 29th is bookable for its three nights, the 10th for no length.
    expect((await rates(`property=${property.id}&date[after]=2026-07-29&date[before]=2026-08-01`)).data.some((item) => item.bookable)).toBe(true);
    for (const checkOut of ['2026-07-11', '2026-07-12', '2026-07-13']) {
      expect((await rates(`property=${property.id}&date[after]=2026-07-10&date[before]=${checkOut}`)).data.some((item) => item.bookable)).toBe(false);
    }
    // Guests who fit no unit, and days gone by, say so.
    const tooMany = await rates(`property=${property.id}&number_of_guests=3&calendar[from]=2026-07-12&calendar[to]=2026-07-12`);
    expect(tooMany.calendar).toEqual([expect.objectContaining({ date: '2026-07-12', ...blocked('capacity') })]);
    const past = await rates(`property=${property.id}&calendar[from]=2026-03-09&calendar[to]=2026-03-10`);
    expect(past.calendar.map((entry) => entry.checkInBlockedBy)).toEqual(['past', 'no_rates']);
  });

  it('marks a demo property closed to arrival on its closed days', async () => {
    const [closed] = await queryRows<{ property_id: number; date: string }>(
      t.db,
      sql`select ut.property_id, d.date::text as date from daily_rates d join unit_types ut on ut.id = d.unit_type_id and ut.is_active
          where d.date between '2026-03-10' and '2026-06-08' group by ut.property_id, d.date
          having bool_and(d.closed_to_arrival) order by d.date, ut.property_id limit 1`,
    );
    expect(closed).toBeDefined();
    const { calendar } = await rates(`property=${closed!.property_id}`);
    expect(calendar.find((day) => day.date === closed!.date)?.arrivalAllowed).toBe(false);
    expect(calendar.some((day) => day.arrivalAllowed)).toBe(true);
  });

  it('keeps to the brand and to booking-engine plans when asked', async () => {
    const { property, brand, ratePlan } = await restrictedListing();
    await createRatePlan(t.db, { property, name: 'Channel only', allowForBookingEngine: false });
    expect((await rates(`property=${property.id}&brand_id=${brand.id}`)).data).toHaveLength(3);
    expect((await rates(`property=${property.id}&allow_for_booking_engine=true`)).data.map((item) => item.ratePlan.name).sort()).toEqual(['Flexible', 'Non-refundable']);
    await t.db.execute(sql`update properties set allow_for_booking_engine = false where id = ${property.id}`);
    expect((await rates(`property=${property.id}&allow_for_booking_engine=true`)).data).toEqual([]);
    expect((await rates(`property=${property.id}`)).data).toHaveLength(3);
    const other = await t.get(`/apis/rate_and_availability?property=${property.id}&brand_id=1`);
    expect(other.statusCode).toBe(404);
    expect(ratePlan.id).toBeGreaterThan(0);
  });

  it('prices a direct property on the shared listing, never an excluded or other brand’s one', async () => {
    const [shared] = await queryRows<{ id: number }>(t.db, sql`select id from brands where is_shared_listing and is_active order by id limit 1`);
    const [direct] = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from properties p where p.is_active and p.is_direct and p.organization_id <> 66 order by p.id limit 1`,
    );
    const [excluded] = await queryRows<{ id: number }>(t.db, sql`select p.id from properties p where p.is_active and p.organization_id = 66 order by p.id limit 1`);
    expect(shared && direct && excluded).toBeTruthy();
    expect((await rates(`property=${direct!.id}&brand_id=${shared!.id}`)).property.id).toBe(direct!.id);
    expect((await t.get(`/apis/rate_and_availability?property=${excluded!.id}&brand_id=${shared!.id}`)).statusCode).toBe(404);
    expect((await t.get(`/apis/rate_and_availability?property=${direct!.id}&brand_id=999999`)).statusCode).toBe(404);
  });

  it('rejects bad parameters with the field as sent, and unknown properties with 404', async () => {
    const { property } = await restrictedListing();
    const p = `property=${property.id}`;
    await expectFieldError('', 'property');
    await expectFieldError('property=abc', 'property');
    await expectFieldError(`${p}&date[after]=2026-02-30&date[before]=2026-03-02`, 'date[after]');
    await expectFieldError(`${p}&date[after]=tomorrow&date[before]=2026-05-02`, 'date[after]');
    await expectFieldError(`${p}&date[after]=0000-01-01&date[before]=0000-01-05`, 'date[after]');
    await expectFieldError(`${p}&calendar[from]=0000-12-01`, 'calendar[from]');
    await expectFieldError(`${p}&date[after]=2026-05-02&date[before]=2026-05-02`, 'date[before]');
    await expectFieldError(`${p}&date[after]=2026-05-02&date[before]=2026-05-01`, 'date[before]');
    await expectFieldError(`${p}&date[after]=2026-05-02&date[before]=2026-08-01`, 'date[before]');
    await expectFieldError(`${p}&date[after]=2026-05-02`, 'date[before]');
    await expectFieldError(`${p}&number_of_guests=0`, 'number_of_guests');
    await expectFieldError(`${p}&number_of_guests=-1`, 'number_of_guests');
    await expectFieldError(`${p}&number_of_children=x`, 'number_of_children');
    await expectFieldError(`${p}&calendar[from]=2026-05-01&calendar[to]=2027-06-10`, 'calendar[to]');
    await expectFieldError(`${p}&calendar[to]=2028-06-01`, 'calendar[to]');
    await expectFieldError(`${p}&calendar[from]=2026-05-01&calendar[to]=2026-04-01`, 'calendar[to]');
    await expectFieldError(`${p}&allow_for_booking_engine=maybe`, 'allow_for_booking_engine');
    await expectFieldError(`${p}&unknown=1`, 'unknown');
    expect((await t.get('/apis/rate_and_availability?property=99999999')).statusCode).toBe(404);
    expect((await t.get('/apis/rate_and_availability?property=99999999999')).statusCode).toBe(400);
  });
});
