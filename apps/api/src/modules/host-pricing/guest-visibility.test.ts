import { BookingQuote, RateAndAvailabilityResponse } from '@direct/contracts';
import { bookings } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody, selection } from '../../testing/bookings-world.ts';
import { createPricingWorld, type PricingWorld } from '../../testing/pricing-world.ts';

// What a host changes in pricing is in the guest's very next quote (the public booking-quote
// call the site makes, and the property page's rates), computed by the one domain rule; a
// booking already made keeps its price. Today is 2026-03-10; the stay is 10 nights at 100.00.

let w: PricingWorld;

beforeAll(async () => {
  w = await createPricingWorld();
}, 180_000);
afterAll(() => w?.t.close());

const stay = { check_in: '2026-05-01', check_out: '2026-05-11', adults: 2, children: 1 };

async function guestQuote(overrides: Record<string, unknown> = {}) {
  const answer = await w.t.post('/apis/booking_quotes', selection(w.listing, { ...stay, ...overrides }));
  expect(answer.statusCode, answer.body).toBe(200);
  return BookingQuote.parse(answer.json());
}
const linesOf = (quote: BookingQuote) => quote.lines.map((line) => [line.kind, line.label, line.amount.amountMinor]);

async function propertyPageTotal(): Promise<{ total: number; lines: (string | number)[][] }> {
  const query = `property=${w.listing.property.id}&brand_id=${w.listing.brand.id}&date[after]=${stay.check_in}&date[before]=${stay.check_out}&number_of_guests=2&number_of_children=1`;
  const answer = await w.t.get(`/apis/rate_and_availability?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const option = RateAndAvailabilityResponse.parse(answer.json()).data.find((item) => item.ratePlan.id === w.listing.ratePlan.id && item.bookable);
  return { total: option!.quote!.totalMinor, lines: option!.quote!.lines.map((line) => [line.kind, line.label, line.amountMinor]) };
}

describe('a host’s pricing on the guest site', () => {
  it('shows a new cleaning fee, a capped tourist tax with an age exemption and an early-bird promotion in the next quote', async () => {
    expect(linesOf(await guestQuote())).toEqual([['accommodation', 'Accommodation', 100_000]]);

    const fee = await w.call('POST', `${w.propertyBase}/fees`, { kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 6000 }, w.owner);
    expect(fee.status).toBe(201);
    expect(linesOf(await guestQuote())).toEqual([
      ['accommodation', 'Accommodation', 100_000],
      ['fee', 'Cleaning', 6000],
    ]);

    // €4 per person per night, at most 7 nights; children pay, but not under 13: two adults pay.
    const tax = { name: 'Lisbon tourist tax', kind: 'per_person_per_night', amountMinor: 400, maxNights: 7, appliesToChildren: true, exemptUnderAge: 13 };
    expect((await w.call('POST', `${w.propertyBase}/taxes`, tax, w.owner)).status).toBe(201);
    const taxed = await guestQuote();
    expect(linesOf(taxed).at(-1)).toEqual(['tax', 'Lisbon tourist tax', 2 * 7 * 400]);

    // Booked 52 days ahead: an early bird of 10% off the nights (never the fee or the tax).
    const promotion = await w.call('POST', `${w.base}/promotions`, { name: 'Early bird', kind: 'percentage', percent: 10, minDaysBeforeArrival: 30 }, w.owner);
    expect(promotion.status).toBe(201);
    const discounted = await guestQuote();
    expect(linesOf(discounted)).toEqual([
      ['accommodation', 'Accommodation', 100_000],
      ['fee', 'Cleaning', 6000],
      ['tax', 'Lisbon tourist tax', 5600],
      ['discount', 'Early bird', -10_000],
    ]);
    expect(discounted.total.amountMinor).toBe(100_000 + 6000 + 5600 - 10_000);

    // The property page prices the stay with the same rule: the same fee, tax and promotion,
    // the same total as the booking quote (one price, decision 0030).
    expect(await propertyPageTotal()).toEqual({
      total: discounted.total.amountMinor,
      lines: [
        ['accommodation', 'Accommodation', 100_000],
        ['fee', 'Cleaning', 6000],
        ['tax', 'Lisbon tourist tax', 5600],
        ['discount', 'Early bird', -10_000],
      ],
    });
    // Too late for the early bird: no discount.
    expect(linesOf(await guestQuote({ check_in: '2026-03-20', check_out: '2026-03-23' })).map(([kind]) => kind)).toEqual(['accommodation', 'fee', 'tax']);
  });

  it('reprices the next quote after an edit, but never a booking already made', async () => {
    const made = await w.t.post('/apis/booking_requests', requestBody(w.listing, { ...stay, check_in: '2026-06-01', check_out: '2026-06-04' }));
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = made.json().bookingId as number;
    const [before] = await w.t.db.select().from(bookings).where(eq(bookings.id, bookingId));

    const fees = (await w.call('GET', `${w.propertyBase}/fees`, undefined, w.owner)).json().data;
    const cleaning = fees.find((fee: { name: string }) => fee.name === 'Cleaning');
    const edited = await w.call('PUT', `${w.propertyBase}/fees/${cleaning.id}`, { kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 9000, version: cleaning.version }, w.owner);
    expect(edited.status).toBe(200);
    expect(linesOf(await guestQuote())).toContainEqual(['fee', 'Cleaning', 9000]);

    const [after] = await w.t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after?.totalMinor).toBe(before?.totalMinor);
    expect(after?.quote).toEqual(before?.quote);
    expect(after?.quote.lines).toContainEqual({ kind: 'fee', label: 'Cleaning', labelLanguage: 'en', amountMinor: 6000 });
  });

  it('applies a new voucher once the promotion is switched off (one discount per booking)', async () => {
    const voucher = await w.call('POST', `${w.base}/vouchers`, { code: 'FAMILY20', kind: 'fixed', amountMinor: 2000, currency: 'EUR', propertyIds: [w.listing.property.id] }, w.owner);
    expect(voucher.status).toBe(201);
    const combined = await w.t.post('/apis/booking_quotes', selection(w.listing, { ...stay, voucher_codes: ['family20'] }));
    expect(combined.json().error.fields).toEqual([expect.objectContaining({ field: 'voucher_codes.0', reason: 'voucher_not_combinable' })]);

    const promotions = (await w.call('GET', `${w.base}/promotions`, undefined, w.owner)).json().data;
    const bird = promotions.find((promotion: { name: string }) => promotion.name === 'Early bird');
    const off = await w.call('PUT', `${w.base}/promotions/${bird.id}`, { name: 'Early bird', kind: 'percentage', percent: 10, minDaysBeforeArrival: 30, isActive: false, version: bird.version }, w.owner);
    expect(off.status).toBe(200);
    const quote = await guestQuote({ voucher_codes: ['family20'] });
    expect(quote.voucher).toEqual({ code: 'FAMILY20', label: 'Voucher FAMILY20' });
    expect(linesOf(quote).at(-1)).toEqual(['discount', 'Voucher FAMILY20', -2000]);
  });
});
