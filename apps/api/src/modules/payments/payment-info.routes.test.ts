import { bookings, instalments } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

// get_payment_info with the spec's payload (BOOKINGCODE, pay_part -1, payment_mode payment): what
// the payment terminal needs, 404 when nothing matches, and never a guest's data for a code alone.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => t.close());

const url = '/apis/rest/direct_api_frontend_api_payment/latest/get_payment_info';
const booking = (options: Parameters<typeof createPayableBooking>[2] = {}) => createPayableBooking(t.db, t.config.tokenSigningSecret, options);
const info = (body: Record<string, unknown>) => t.post(url, body);
const pay = async (code: string, token: string, number: string) => {
  const method = await t.post('/apis/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  return t.post(`/apis/booking_requests/send_payment_form_stripe/${code}`, { access_token: token, payment_method_id: method.json<{ id: string }>().id });
};

describe('get_payment_info', () => {
  it('answers the spec’s payload with what the terminal needs', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    const response = await info({ BOOKINGCODE: b.code, pay_part: -1, payment_mode: 'payment', access_token: token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      bookingCode: b.code,
      bookingStatus: 'pending_payment',
      paymentMode: 'payment',
      payPart: -1,
      amount: { amountMinor: 9_000, currency: 'EUR' },
      total: { amountMinor: 30_000, currency: 'EUR' },
      paid: { amountMinor: 0 },
      balance: { amountMinor: 30_000 },
      provider: 'sandbox',
      expired: false,
      lastAttempt: null,
    });
    expect(Date.parse(body.holdExpiresAt)).toBeGreaterThan(Date.now());
    expect(body.instalments.map((part: { sequence: number; dueNow: boolean }) => [part.sequence, part.dueNow])).toEqual([
      [1, true],
      [2, false],
    ]);
    // pay_part and payment_mode default to the spec's values.
    expect((await info({ BOOKINGCODE: b.code, access_token: token })).json()).toEqual(body);
  });

  it('tells the last attempt’s outcome, then the next part once one is paid', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    await pay(b.code, token, '4000000000000002');
    expect((await info({ BOOKINGCODE: b.code, access_token: token })).json().lastAttempt).toEqual({ status: 'failed', failureReason: 'card_decline' });
    await pay(b.code, token, '4242424242424242');
    const body = (await info({ BOOKINGCODE: b.code, access_token: token })).json();
    expect(body).toMatchObject({
      bookingStatus: 'confirmed',
      amount: { amountMinor: 21_000 },
      paid: { amountMinor: 9_000 },
      balance: { amountMinor: 21_000 },
      holdExpiresAt: null,
      lastAttempt: { status: 'succeeded', failureReason: null },
    });
  });

  it('a booking code alone reveals nothing: the same 404 as an unknown code', async () => {
    const { booking: b, token } = await booking();
    // Exactly what the spec's client sends: no proof of access.
    const codeOnly = await info({ BOOKINGCODE: b.code, pay_part: -1, payment_mode: 'payment' });
    const unknown = await info({ BOOKINGCODE: 'NOPE-12345', pay_part: -1, payment_mode: 'payment', access_token: token });
    const wrongToken = await info({ BOOKINGCODE: b.code, access_token: `${token.slice(0, -2)}xx` });
    for (const response of [codeOnly, unknown, wrongToken]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect(response.body).not.toContain('amountMinor');
    }
    expect(codeOnly.json().error.message).toBe(unknown.json().error.message);
  });

  it('404 when nothing matches: a part outside the schedule, a deposit, another operation name', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    const part = await info({ BOOKINGCODE: b.code, access_token: token, pay_part: 7 });
    expect(part.statusCode).toBe(404);
    expect(part.json().error.fields).toContainEqual(expect.objectContaining({ field: 'pay_part' }));
    expect((await info({ BOOKINGCODE: b.code, access_token: token, payment_mode: 'deposit' })).statusCode).toBe(404);
    expect((await t.post('/apis/rest/direct_api_frontend_api_deposit/latest/get_payment_info', { BOOKINGCODE: b.code, access_token: token })).statusCode).toBe(404);
  });

  it('paid in full: 200 with nothing due; an expired hold says so', async () => {
    const paid = await booking({ parts: [9_000] });
    await t.db.update(instalments).set({ status: 'paid', paidAt: new Date() }).where(eq(instalments.bookingId, paid.booking.id));
    await t.db.update(bookings).set({ status: 'confirmed', paidMinor: 9_000 }).where(eq(bookings.id, paid.booking.id));
    expect((await info({ BOOKINGCODE: paid.booking.code, access_token: paid.token })).json()).toMatchObject({
      amount: { amountMinor: 0 },
      balance: { amountMinor: 0 },
      expired: false,
    });
    const lapsed = await booking({ holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await info({ BOOKINGCODE: lapsed.booking.code, access_token: lapsed.token })).json()).toMatchObject({ expired: true, holdExpiresAt: null });
  });

  it('bad input is a 400 naming the field; no bearer token is a 401', async () => {
    const { booking: b, token } = await booking();
    const cases: [Record<string, unknown>, string][] = [
      [{ access_token: token }, 'BOOKINGCODE'],
      [{ BOOKINGCODE: b.code, access_token: token, pay_part: -2 }, 'pay_part'],
      [{ BOOKINGCODE: b.code, access_token: token, pay_part: '1' }, 'pay_part'],
      [{ BOOKINGCODE: b.code, access_token: token, payment_mode: 'refund' }, 'payment_mode'],
      [{ BOOKINGCODE: b.code, access_token: token, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await info(body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error.fields)).toContain(field);
    }
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { BOOKINGCODE: b.code, access_token: token } });
    expect(anonymous.statusCode).toBe(401);
  });
});
