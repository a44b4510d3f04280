import { bookingEvents, paymentMethods, payments } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

// The card operations against the sandbox gateway: new_card, checkout_card, the top-level
// finalize_google_pay_stripe, and Google Pay's intent (Stripe only).

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => t.close());

const booking = (options: Parameters<typeof createPayableBooking>[2] = {}) => createPayableBooking(t.db, t.config.tokenSigningSecret, options);
const tokenize = async (number: string) => (await t.post('/apis/sandbox/payment_methods', { number, exp_month: 11, exp_year: 2031, cvc: '123' })).json<{ id: string }>().id;
const newCard = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/new_card/${code}`, body);
const checkout = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/checkout_card/${code}`, body);

describe('new_card', () => {
  it('replaces the card on file, answers the masked card, is on the timeline and on the terminal', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    const first = await tokenize('4242424242424242');
    const saved = await newCard(b.code, { access_token: token, payment_method_id: first });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'saved', card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2031 }, failureReason: null, setupIntentId: null, clientSecret: null });
    // A double submit keeps one card.
    expect((await newCard(b.code, { access_token: token, payment_method_id: first })).json()).toMatchObject({ status: 'saved', card: { last4: '4242' } });
    const second = await newCard(b.code, { access_token: token, payment_method_id: await tokenize('5555555555554444') });
    expect(second.json()).toMatchObject({ status: 'saved', card: { brand: 'mastercard', last4: '4444' } });
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, b.id))).toHaveLength(2);
    expect((await t.get(`/apis/payment_terminal/${b.code}/${token}`)).json().cardOnFile).toEqual({ brand: 'mastercard', last4: '4444' });
    const events = await t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.kind, 'card_updated')));
    expect(events.map((event) => event.data)).toEqual([
      { provider: 'sandbox', brand: 'visa', last4: '4242' },
      { provider: 'sandbox', brand: 'mastercard', last4: '4444' },
    ]);
    expect(events[0]?.actorKind).toBe('guest');
  });

  it('a declined card is an answer and keeps the card on file; bad input 400; wrong token 404; over 410', async () => {
    const { booking: b, token } = await booking();
    await newCard(b.code, { access_token: token, payment_method_id: await tokenize('4242424242424242') });
    const declined = await newCard(b.code, { access_token: token, payment_method_id: await tokenize('4000000000000002') });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', card: null, failureReason: 'card_decline' });
    expect((await t.get(`/apis/payment_terminal/${b.code}/${token}`)).json().cardOnFile).toEqual({ brand: 'visa', last4: '4242' });
    const unknown = await newCard(b.code, { access_token: token, payment_method_id: 'pm_sbx_unknown' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].field).toBe('payment_method_id');
    const missing = await newCard(b.code, { access_token: token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.map((field: { field: string }) => field.field)).toContain('payment_method_id');
    expect((await newCard(b.code, { access_token: `${token}x`, payment_method_id: 'pm_card_visa' })).statusCode).toBe(404);
    const cancelled = await booking({ status: 'cancelled' });
    expect((await newCard(cancelled.booking.code, { access_token: cancelled.token, payment_method_id: 'pm_card_visa' })).statusCode).toBe(410);
  });
});

describe('checkout_card', () => {
  it('pays the part due with the card on file; nothing left → 409; no card → 409', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    expect((await checkout(b.code, { access_token: token })).json()).toMatchObject({ error: { code: 'conflict' } });
    await newCard(b.code, { access_token: token, payment_method_id: await tokenize('4242424242424242') });
    const paid = await checkout(b.code, { access_token: token });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amount: { amountMinor: 9_000 }, bookingStatus: 'confirmed' });
    const second = await checkout(b.code, { access_token: token, pay_part: 2 });
    expect(second.json()).toMatchObject({ status: 'succeeded', amount: { amountMinor: 21_000 } });
    expect((await checkout(b.code, { access_token: token })).statusCode).toBe(409);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(rows.every((row) => row.offSession === null)).toBe(true);
  });

  it('3-D Secure: requires_action, a retry answers the same attempt, then authenticate + finalize', async () => {
    const { booking: b, token } = await booking();
    await newCard(b.code, { access_token: token, payment_method_id: await tokenize('4000002500003155') });
    const started = (await checkout(b.code, { access_token: token })).json();
    expect(started).toMatchObject({ status: 'requires_action', nextActionUrl: `/payment/authenticate/${b.code}/${token}?payment_intent=${started.paymentIntentId}` });
    expect((await checkout(b.code, { access_token: token })).json().paymentIntentId).toBe(started.paymentIntentId);
    await t.post(`/apis/sandbox/payment_intents/${started.paymentIntentId}/authenticate`, { outcome: 'complete' });
    const finalized = await t.post(`/apis/booking_requests/finalize_stripe_payment/${b.code}`, { access_token: token, payment_intent_id: started.paymentIntentId });
    expect(finalized.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
  });

  it('wrong token 404, lapsed hold 410, bad pay_part 400', async () => {
    const { booking: b, token } = await booking();
    expect((await checkout(b.code, { access_token: `${token}x` })).statusCode).toBe(404);
    await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_visa' });
    const bad = await checkout(b.code, { access_token: token, pay_part: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('pay_part');
    const lapsed = await booking({ holdExpiresAt: new Date(Date.now() - 1000) });
    await newCard(lapsed.booking.code, { access_token: lapsed.token, payment_method_id: 'pm_card_visa' });
    expect((await checkout(lapsed.booking.code, { access_token: lapsed.token })).statusCode).toBe(410);
  });
});

describe('Google Pay', () => {
  it('/apis/finalize_google_pay_stripe answers as the booking_requests one', async () => {
    const { booking: b, token } = await booking();
    const paid = await t.post('/apis/finalize_google_pay_stripe', { booking_code: b.code, access_token: token, payment_method_id: 'pm_card_visa', pay_part: -1 });
    expect(paid.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    expect((await t.post('/apis/finalize_google_pay_stripe', { booking_code: b.code, access_token: `${token}x`, payment_method_id: 'pm_card_visa' })).statusCode).toBe(404);
    const missing = await t.post('/apis/finalize_google_pay_stripe', { access_token: token, payment_method_id: 'pm_card_visa' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.map((field: { field: string }) => field.field)).toContain('booking_code');
  });

  it('get_google_pay_payment_intent needs Stripe (404 on the sandbox); PayPal routes too', async () => {
    const { booking: b, token } = await booking();
    expect((await t.post(`/apis/booking_requests/get_google_pay_payment_intent/${b.code}`, { access_token: token })).statusCode).toBe(404);
    expect((await t.post(`/apis/booking_requests/paypal_save_checkout_card/${b.code}`, { access_token: token })).statusCode).toBe(404);
    expect((await t.post(`/apis/booking_requests/paypal_checkout_card/${b.code}`, { access_token: token, payment_mode: 'deposit' })).statusCode).toBe(404);
  });
});
