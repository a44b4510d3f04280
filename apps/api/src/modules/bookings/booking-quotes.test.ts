import { AddOnsResponse, BookingQuote, ErrorEnvelope, PropertySearchResponse, RateAndAvailabilityResponse } from '@direct/contracts';
import { createAllocation, createPromotion, createProperty, createVoucher } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsTestApp, createListing, selection, type BookingsTestApp, type Listing } from '../../testing/bookings-world.ts';

let t: BookingsTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await createBookingsTestApp();
  listing = await createListing(t);
  const organizationId = listing.organization.id;
  await createVoucher(t.db, { organizationId, code: 'WELCOME10', percent: '10.00' });
  await createVoucher(t.db, { organizationId, code: 'TAKE50', kind: 'fixed', percent: null, amountMinor: 5000, currency: 'EUR' });
  await createVoucher(t.db, { organizationId, code: 'OLD', validUntil: new Date('2026-03-01T00:00:00Z') });
  await createVoucher(t.db, { organizationId, code: 'USEDUP', usageLimit: 3, usedCount: 3 });
  await createVoucher(t.db, { organizationId, code: 'LONGSTAY', minNights: 5 });
  // Another of the same host's properties: a voucher can only name its own host's (tenant keys).
  const other = await createProperty(t.db, { brand: listing.brand });
  await createVoucher(t.db, { organizationId, code: 'ELSEWHERE', propertyIds: [other.property.id] });
});
afterAll(() => t?.close());

async function quote(overrides: Record<string, unknown> = {}) {
  const response = await t.post('/apis/booking_quotes', selection(listing, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return BookingQuote.parse(response.json());
}

async function expectError(payload: unknown, status: number, field?: string, reason?: string) {
  const response = await t.post('/apis/booking_quotes', payload);
  expect(response.statusCode, response.body).toBe(status);
  const envelope = ErrorEnvelope.parse(response.json());
  if (field) expect(envelope.error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, ...(reason ? { reason } : {}) })]));
  return envelope;
}

describe('POST /apis/booking_quotes', () => {
  it('quotes the stay itemised, lines summing to the total, paid in full now', async () => {
    const answer = await quote();
    expect(answer.currency).toBe('EUR');
    expect(answer.nights.map((night) => night.date)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(answer.lines[0]).toEqual({ kind: 'accommodation', label: 'Accommodation', amount: { amountMinor: 30_000, currency: 'EUR' } });
    expect(answer.total.amountMinor).toBe(answer.lines.reduce((sum, line) => sum + line.amount.amountMinor, 0));
    expect(answer.schedule).toEqual([{ sequence: 1, amount: answer.total, dueDate: '2026-03-10', dueNow: true, status: 'due', paidAt: null }]);
    expect(answer.dueNow).toEqual(answer.total);
  });

  it('splits a 30% plan into now and 30 days before arrival', async () => {
    const answer = await quote({ rate_plan: listing.instalmentPlan.id });
    expect(answer.schedule.map((part) => [part.amount.amountMinor, part.dueDate, part.dueNow])).toEqual([
      [9000, '2026-03-10', true],
      [21_000, '2026-04-01', false],
    ]);
    expect(answer.dueNow.amountMinor).toBe(9000);
  });

  it('adds add-ons of every calculation', async () => {
    const { breakfast, bikes, protection, early } = listing.addOns;
    const answer = await quote({ add_ons: [{ id: breakfast.id }, { id: bikes.id, quantity: 2 }, { id: protection.id }, { id: early.id }] });
    expect(answer.lines.filter((line) => line.kind === 'add_on').map((line) => [line.label, line.amount.amountMinor])).toEqual([
      ['Breakfast', 7200],
      ['Bikes', 9000],
      ['Protection', 2400],
      ['Early check-in 12:00', 3000],
    ]);
  });

  it('applies a voucher as a negative line, percent or fixed, whatever the letter case', async () => {
    const percent = await quote({ voucher_codes: ['welcome10'] });
    expect(percent.voucher).toEqual({ code: 'WELCOME10', label: 'Voucher WELCOME10' });
    expect(percent.lines.at(-1)).toEqual({ kind: 'discount', label: 'Voucher WELCOME10', amount: { amountMinor: -3000, currency: 'EUR' } });
    const fixed = await quote({ voucher_codes: ['TAKE50'] });
    expect(fixed.lines.at(-1)?.amount.amountMinor).toBe(-5000);
  });

  it('names the voucher line in the guest’s language, as the booking keeps it', async () => {
    const german = await quote({ voucher_codes: ['welcome10'], language: 'de' });
    expect(german.voucher).toEqual({ code: 'WELCOME10', label: 'Gutschein WELCOME10' });
    expect(german.lines.at(-1)).toEqual({ kind: 'discount', label: 'Gutschein WELCOME10', amount: { amountMinor: -3000, currency: 'EUR' } });
    expect((await quote({ voucher_codes: ['welcome10'], language: 'pt' })).voucher?.label).toBe('Voucher WELCOME10');
  });

  it.each([
    ['unknown', ['NOPE'], 'voucher_codes.0', 'invalid_voucher'],
    ['expired', ['OLD'], 'voucher_codes.0', 'invalid_voucher'],
    ['used up', ['USEDUP'], 'voucher_codes.0', 'invalid_voucher'],
    ['below its minimum nights', ['LONGSTAY'], 'voucher_codes.0', 'invalid_voucher'],
    ['for another property', ['ELSEWHERE'], 'voucher_codes.0', 'invalid_voucher'],
    ['combined with another', ['WELCOME10', 'TAKE50'], 'voucher_codes.1', 'voucher_not_combinable'],
    ['applied twice', ['WELCOME10', 'WELCOME10'], 'voucher_codes.1', 'voucher_already_applied'],
  ])('refuses a voucher %s with a field error', async (_name, codes, field, reason) => {
    await expectError(selection(listing, { voucher_codes: codes }), 400, field, reason);
  });

  it('refuses a voucher when a promotion applies, and applies the promotion on its own', async () => {
    const promoListing = await createListing(t);
    await createPromotion(t.db, { organizationId: promoListing.organization.id, name: 'Long stay', percent: '15.00', minNights: 3 });
    await createVoucher(t.db, { organizationId: promoListing.organization.id, code: 'WELCOME10' });
    await expectError(selection(promoListing, { voucher_codes: ['WELCOME10'] }), 400, 'voucher_codes.0', 'voucher_not_combinable');
    const response = await t.post('/apis/booking_quotes', selection(promoListing));
    const answer = BookingQuote.parse(response.json());
    expect(answer.lines.at(-1)).toEqual({ kind: 'discount', label: 'Long stay', amount: { amountMinor: -4500, currency: 'EUR' } });
    expect(answer.voucher).toBeNull();
  });

  it('prices the stay the same in search, rate_and_availability and the booking quote, the promotion in each', async () => {
    const promoListing = await createListing(t);
    const organizationId = promoListing.organization.id;
    // Booked 52 days ahead (today is 2026-03-10): the early bird applies, the bigger last-minute one doesn't.
    await createPromotion(t.db, { organizationId, name: 'Early bird', percent: '12.50', minDaysBeforeArrival: 30 });
    await createPromotion(t.db, { organizationId, name: 'Last minute', percent: '40.00', stayUntil: '2026-03-20' });
    const stay = 'date[after]=2026-05-01&date[before]=2026-05-04&number_of_guests=2';
    const rates = RateAndAvailabilityResponse.parse((await t.get(`/apis/rate_and_availability?property=${promoListing.property.id}&${stay}`)).json());
    const option = rates.data.find((item) => item.ratePlan.id === promoListing.ratePlan.id && item.unitType.id === promoListing.unitType.id)!;
    expect(option.quote?.promotion).toEqual({ id: expect.any(Number), name: 'Early bird', amountMinor: 3750 });
    expect(option.quote?.lines.at(-1)).toEqual({ kind: 'discount', label: 'Early bird', labelLanguage: 'en', amountMinor: -3750 });
    expect(option.quote?.totalMinor).toBe(option.quote!.totalBeforePromotionMinor - 3750);
    expect(option.quote?.perNightMinor).toBe(Math.round(option.quote!.totalMinor / 3));

    const search = await t.get(`/apis/property_search?brand_id=${promoListing.brand.id}&${stay}`);
    expect(search.statusCode, search.body).toBe(200);
    const item = PropertySearchResponse.parse(search.json()).data.find((card) => card.id === promoListing.property.id);
    expect(item?.stayTotal).toEqual({ amountMinor: option.quote!.totalMinor, currency: 'EUR' });
    expect(item?.stayPromotion).toEqual({ name: 'Early bird', amount: { amountMinor: 3750, currency: 'EUR' } });

    const answer = await quote({ ...selection(promoListing) });
    expect(answer.total.amountMinor).toBe(option.quote!.totalMinor);
    expect(answer.lines.filter((line) => line.kind === 'discount')).toEqual([{ kind: 'discount', label: 'Early bird', amount: { amountMinor: -3750, currency: 'EUR' } }]);
  });

  it('names the field of bad input', async () => {
    await expectError({ ...selection(listing), adults: 0 }, 400, 'adults');
    await expectError({ ...selection(listing), check_in: '2026-02-30' }, 400, 'check_in');
    await expectError(selection(listing, { check_out: '2026-05-01' }), 400, 'check_out', 'invalid_range');
    await expectError(selection(listing, { check_in: '2026-03-01', check_out: '2026-03-03' }), 400, 'check_in', 'in_the_past');
    await expectError(selection(listing, { add_ons: [{ id: 999_999 }] }), 400, 'add_ons.0.id', 'not_found');
    await expectError(selection(listing, { add_ons: [{ id: listing.addOns.inactive.id }] }), 400, 'add_ons.0.id');
    await expectError(selection(listing, { add_ons: [{ id: listing.addOns.breakfast.id, quantity: 2 }] }), 400, 'add_ons.0.quantity');
    await expectError(selection(listing, { rate_plan: 999_999 }), 400, 'rate_plan');
    await expectError({ ...selection(listing), surprise: 1 }, 400);
  });

  it('answers 404 for a property not on the brand and 409 when nothing is free', async () => {
    const other = await createListing(t);
    await expectError(selection(listing, { brand: other.brand.id }), 404, 'property');
    const single = await createListing(t, { units: 1 });
    const [unit] = single.units;
    await createAllocation(t.db, { unit: unit!, startsOn: '2026-05-02', endsOn: '2026-05-03' });
    const envelope = await expectError(selection(single), 409);
    expect(envelope.error.code).toBe('accommodation_unavailable');
    expect(envelope.error.message).toMatch(/not available for these dates/);
  });
});

describe('GET /apis/properties/{id}/add_ons', () => {
  const url = (id: number, query: string) => `/apis/properties/${id}/add_ons?${query}`;

  it('lists active add-ons, priced for the stay', async () => {
    const response = await t.get(url(listing.property.id, `brand_id=${listing.brand.id}&date[after]=2026-05-01&date[before]=2026-05-04&number_of_guests=2`));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = AddOnsResponse.parse(response.json());
    expect(data.map((addOn) => [addOn.label, addOn.priceForStay?.amountMinor, addOn.unavailable])).toEqual([
      ['Breakfast', 7200, false],
      ['Bikes', 4500, false],
      ['Protection', 2400, false],
      ['Early check-in 12:00', 3000, false],
      ['Late check-out 15:00', 3500, false],
    ]);
    expect(data[3]).toMatchObject({ kind: 'arrival_time', slotTime: '12:00', percent: null });
  });

  it('has no prices without a stay', async () => {
    const { data } = AddOnsResponse.parse((await t.get(url(listing.property.id, `brand_id=${listing.brand.id}`))).json());
    expect(data.every((addOn) => addOn.priceForStay === null && !addOn.unavailable)).toBe(true);
  });

  it('marks a slot unavailable when every free unit has a stay departing on arrival day', async () => {
    const busy = await createListing(t, { units: 1 });
    await createAllocation(t.db, { unit: busy.units[0]!, startsOn: '2026-06-01', endsOn: '2026-06-05' });
    const { data } = AddOnsResponse.parse((await t.get(url(busy.property.id, `brand_id=${busy.brand.id}&date[after]=2026-06-05&date[before]=2026-06-08`))).json());
    expect(data.find((addOn) => addOn.kind === 'arrival_time')?.unavailable).toBe(true);
    expect(data.find((addOn) => addOn.kind === 'departure_time')?.unavailable).toBe(false);
    const error = await t.post('/apis/booking_quotes', selection(busy, { check_in: '2026-06-05', check_out: '2026-06-08', add_ons: [{ id: busy.addOns.early.id }] }));
    expect(ErrorEnvelope.parse(error.json()).error.fields[0]).toMatchObject({ field: 'add_ons.0.id', reason: 'slot_unavailable' });
  });

  it('answers 404 on another brand and 400 for a bad query', async () => {
    const other = await createListing(t);
    expect((await t.get(url(listing.property.id, `brand_id=${other.brand.id}`))).statusCode).toBe(404);
    const bad = await t.get(url(listing.property.id, `brand_id=x`));
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).error.fields[0]?.field).toBe('brand_id');
  });
});
