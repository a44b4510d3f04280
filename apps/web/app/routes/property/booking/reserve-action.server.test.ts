import { catalogs } from '@direct/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@direct/api-client';
import { createTranslator } from '@direct/i18n/translator';
import type * as BookingServer from './booking.server.ts';

const calls = vi.hoisted(() => ({ createBookingRequest: vi.fn(), getQuote: vi.fn() }));
vi.mock('./booking.server.ts', async (original) => ({
  ...(await original<typeof BookingServer>()),
  createBookingRequest: calls.createBookingRequest,
  getQuote: calls.getQuote,
}));
const { reserveAction } = await import('./reserve-action.server.ts');

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
const quote = {
  currency: 'EUR',
  nights: [{ date: '2026-12-21', price: eur(17000) }],
  lines: [{ kind: 'accommodation' as const, label: 'Accommodation', amount: eur(17000) }],
  voucher: null,
  total: eur(17000),
  perNight: eur(17000),
  schedule: [{ sequence: 1, amount: eur(17000), dueDate: '2026-11-01', dueNow: true, status: 'due' as const, paidAt: null }],
  dueNow: eur(17000),
};
const stay = { checkIn: '2026-12-21', checkOut: '2026-12-22', adults: 2, children: 0 };
const key = 'a'.repeat(32);

function post(entries: Record<string, string>, intent = 'reserve') {
  const form = new FormData();
  for (const [name, value] of Object.entries({ idempotencyKey: key, expectedTotal: '17000', ...entries })) form.set(name, value);
  return reserveAction({
    form,
    intent,
    brandId: 1,
    propertyId: 3,
    url: new URL('http://lisbon-stays.localhost:3000/de/stays/lisbon/terrace?plan=5-6&reserve=1'),
    plan: '5-6',
    stay,
    lng: 'de',
    t: createTranslator('de', catalogs.de),
  });
}
const guest = { firstName: 'Ana', lastName: 'Tester', email: 'ana@example.com', phone: '+351 912 345 678' };

describe('reserveAction', () => {
  beforeEach(() => {
    calls.createBookingRequest.mockReset();
    calls.getQuote.mockReset().mockResolvedValue(quote);
  });

  it('creates the booking request with the key, language, origin and shown total, then goes to payment', async () => {
    calls.createBookingRequest.mockResolvedValue({ paymentPath: '/payment/booking_payment_terminal/B-1/tok' });
    expect(await post(guest)).toEqual({ redirect: '/de/payment/booking_payment_terminal/B-1/tok' });
    const [body, usedKey] = calls.createBookingRequest.mock.calls[0]!;
    expect(usedKey).toBe(key);
    expect(body).toMatchObject({
      brand: 1,
      property: 3,
      unit_type: 5,
      rate_plan: 6,
      check_in: '2026-12-21',
      language: 'de',
      expected_total_minor: 17000,
      site_origin: 'http://lisbon-stays.localhost:3000',
      guest: { first_name: 'Ana', last_name: 'Tester', email: 'ana@example.com', phone: '+351 912 345 678' },
    });
  });

  it('sends the lapsed-hold reminder consent only when the guest ticked the box, and keeps the tick on a wrong field', async () => {
    calls.createBookingRequest.mockResolvedValue({ paymentPath: '/payment/booking_payment_terminal/B-1/tok' });
    await post(guest);
    expect(calls.createBookingRequest.mock.calls[0]![0]).toMatchObject({ follow_up_consent: false });
    await post({ ...guest, followUpConsent: '1' });
    expect(calls.createBookingRequest.mock.calls[1]![0]).toMatchObject({ follow_up_consent: true });
    const wrong = await post({ firstName: 'Ana', followUpConsent: '1' });
    expect(wrong).toMatchObject({ status: 400, result: { values: { followUpConsent: true } } });
  });

  it('answers every wrong guest field without calling the API, keeping what was typed', async () => {
    const answer = await post({ firstName: 'Ana', email: 'x' });
    expect(answer).toMatchObject({ status: 400, result: { status: 'invalid', errors: { lastName: 'lastNameRequired', email: 'emailInvalid', phone: 'phoneRequired' } } });
    expect('result' in answer && answer.result.values.firstName).toBe('Ana');
    expect(calls.createBookingRequest).not.toHaveBeenCalled();
  });

  it('says the accommodation is gone, and shows a new price to confirm', async () => {
    calls.createBookingRequest.mockRejectedValueOnce(new ApiError({ code: 'accommodation_unavailable', status: 409, message: 'taken' }));
    expect(await post(guest)).toMatchObject({ status: 409, result: { status: 'unavailable' } });
    calls.createBookingRequest.mockRejectedValueOnce(
      new ApiError({ code: 'conflict', status: 409, message: 'price', fields: [{ field: 'expected_total_minor', message: 'changed', reason: 'price_changed' }] }),
    );
    const changed = await post(guest);
    expect(changed).toMatchObject({ status: 409, result: { status: 'price_changed', quote: { totalMinor: 17000 } } });
    expect('result' in changed && changed.result.key).not.toBe(key);
  });

  it('keeps the key after a failure so a retry cannot hold twice', async () => {
    calls.createBookingRequest.mockRejectedValueOnce(new Error('socket hang up'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await post(guest)).toMatchObject({ status: 502, result: { status: 'failed', key } });
  });

  // The server-rendered overlay focuses the part whose button was pressed (a new document starts
  // at the top); Reserve's answer focuses the first field to correct instead.
  it('names the part of the form an answer is for', async () => {
    expect(await post({ appliedVoucher: 'WELCOME10' }, 'remove-voucher')).toMatchObject({ status: 200, result: { status: 'edit', values: { vouchers: [] }, answered: 'voucher' } });
    expect(await post({ addOn: '7' }, 'update')).toMatchObject({ status: 200, result: { status: 'edit', values: { addOns: [{ id: 7, quantity: 1 }] }, answered: 'addOns' } });
    expect(await post({ firstName: 'Ana' })).toMatchObject({ status: 400, result: { status: 'invalid', answered: null } });
  });

  it('applies a voucher with the ones already applied, and names the rule that refused it', async () => {
    expect(await post({ voucher: 'WELCOME10' }, 'voucher')).toMatchObject({ status: 200, result: { values: { vouchers: ['WELCOME10'], voucher: '' }, answered: 'voucher' } });
    calls.getQuote.mockRejectedValueOnce(
      new ApiError({ code: 'validation_failed', status: 400, message: 'bad', fields: [{ field: 'voucher_codes.1', message: 'twice', reason: 'voucher_already_applied' }] }),
    );
    const again = await post({ voucher: 'WELCOME10', appliedVoucher: 'WELCOME10' }, 'voucher');
    expect(again).toMatchObject({ status: 400, result: { voucherError: 'voucher_already_applied', values: { vouchers: ['WELCOME10'] }, answered: 'voucher' } });
    expect(calls.getQuote.mock.calls.at(-2)![0].voucher_codes).toEqual(['WELCOME10', 'WELCOME10']);
  });
});
