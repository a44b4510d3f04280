import { bookings, instalments, paymentMethods, payments } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => t.close());

const booking = (options: Parameters<typeof createPayableBooking>[2] = {}) => createPayableBooking(t.db, t.config.tokenSigningSecret, options);
const tokenize = async (number: string) => {
  const response = await t.post('/apis/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};
const send = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/send_payment_form_stripe/${code}`, body);

describe('payment terminal', () => {
  it('shows what is due now, the schedule and the provider', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    const response = await t.get(`/apis/payment_terminal/${b.code}/${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amountDueNow: { amountMinor: 9_000, currency: 'EUR' }, total: { amountMinor: 30_000 }, expired: false, provider: { name: 'sandbox' }, lastAttempt: null });
    expect(body.instalments).toHaveLength(2);
    expect(body.instalments[0].dueNow).toBe(true);
  });

  it('answers 404 for a wrong token or code, and marks a lapsed hold expired', async () => {
    const { booking: b, token } = await booking();
    expect((await t.get(`/apis/payment_terminal/${b.code}/${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await t.get(`/apis/payment_terminal/NOPE-123/${token}`)).statusCode).toBe(404);
    const lapsed = await booking({ holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await t.get(`/apis/payment_terminal/${lapsed.booking.code}/${lapsed.token}`)).json()).toMatchObject({ expired: true });
  });
});

describe('send_payment_form_stripe (sandbox)', () => {
  it('pays the first part, confirms the booking and saves the card when later parts remain', async () => {
    const { booking: b, token, instalments: parts } = await booking({ parts: [9_000, 21_000] });
    const response = await send(b.code, { access_token: token, payment_method_id: await tokenize('4242424242424242') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', failureReason: null, amount: { amountMinor: 9_000, currency: 'EUR' }, bookingStatus: 'confirmed' });
    const [first] = await t.db.select().from(instalments).where(eq(instalments.id, parts[0]!.id));
    expect(first?.status).toBe('paid');
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, b.id));
    expect(method).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(method?.providerCustomerRef).toMatch(/^cus_sbx_/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment?.idempotencyKey).toBe(`booking:${b.id}:instalment:${parts[0]!.id}:attempt:1`);
  });

  it('a decline is a 200 with the reason; a new card afterwards is a new attempt', async () => {
    const { booking: b, token } = await booking();
    const declined = await send(b.code, { access_token: token, payment_method_id: await tokenize('4000000000009995') });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds', bookingStatus: 'pending_payment' });
    expect((await t.get(`/apis/payment_terminal/${b.code}/${token}`)).json().lastAttempt).toEqual({ status: 'failed', failureReason: 'insufficient_funds' });
    const paid = await send(b.code, { access_token: token, payment_method_id: await tokenize('4242424242424242') });
    expect(paid.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(rows.map((row) => row.idempotencyKey.split(':').pop()).sort()).toEqual(['1', '2']);
  });

  it('3-D Secure: requires_action with the challenge page, then authenticate + finalize', async () => {
    const { booking: b, token } = await booking();
    const started = (await send(b.code, { access_token: token, payment_method_id: await tokenize('4000002500003155') })).json();
    expect(started.status).toBe('requires_action');
    expect(started.nextActionUrl).toBe(`/payment/authenticate/${b.code}/${token}?payment_intent=${started.paymentIntentId}`);
    const challenge = await t.post(`/apis/sandbox/payment_intents/${started.paymentIntentId}/authenticate`, { outcome: 'complete' });
    expect(challenge.json()).toMatchObject({ status: 'succeeded' });
    const finalized = await t.post(`/apis/booking_requests/finalize_stripe_payment/${b.code}`, { access_token: token, payment_intent_id: started.paymentIntentId });
    expect(finalized.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
  });

  it('a failed challenge finalizes as failed (authentication_failed)', async () => {
    const { booking: b, token } = await booking();
    const started = (await send(b.code, { access_token: token, payment_method_id: await tokenize('4000000000003220') })).json();
    await t.post(`/apis/sandbox/payment_intents/${started.paymentIntentId}/authenticate`, { outcome: 'fail' });
    const finalized = await t.post(`/apis/booking_requests/finalize_stripe_payment/${b.code}`, { access_token: token, payment_intent_id: started.paymentIntentId });
    expect(finalized.json()).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
  });

  it('rules: wrong token 404, expired hold / cancelled 410, nothing due 409, bad input 400', async () => {
    const method = await tokenize('4242424242424242');
    const { booking: b, token } = await booking();
    expect((await send(b.code, { access_token: `${token}x`, payment_method_id: method })).statusCode).toBe(404);
    const lapsed = await booking({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await send(lapsed.booking.code, { access_token: lapsed.token, payment_method_id: method })).json()).toMatchObject({ error: { code: 'expired' } });
    const cancelled = await booking({ status: 'cancelled' });
    expect((await send(cancelled.booking.code, { access_token: cancelled.token, payment_method_id: method })).statusCode).toBe(410);
    await t.db.update(instalments).set({ status: 'paid' }).where(eq(instalments.bookingId, b.id));
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, b.id));
    expect((await send(b.code, { access_token: token, payment_method_id: method })).statusCode).toBe(409);
    const other = await booking();
    const bad = await send(other.booking.code, { access_token: other.token, payment_method_id: 'pm_sbx_unknown' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('payment_method_id');
    const missing = await send(other.booking.code, { access_token: other.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.map((field: { field: string }) => field.field)).toContain('payment_method_id');
  });

  it('finalize with a payment of another booking → 404', async () => {
    const { booking: b, token } = await booking();
    const response = await t.post(`/apis/booking_requests/finalize_stripe_payment/${b.code}`, { access_token: token, payment_intent_id: 'pi_sbx_other' });
    expect(response.statusCode).toBe(404);
  });
});

describe('other payment operations', () => {
  it('finalize_google_pay_stripe pays with a wallet method', async () => {
    const { booking: b, token } = await booking();
    const response = await t.post(`/apis/booking_requests/finalize_google_pay_stripe/${b.code}`, { access_token: token, payment_method_id: 'pm_card_visa', pay_part: -1 });
    expect(response.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
  });

  it('save_google_pay_attempt needs access', async () => {
    const { booking: b, token } = await booking();
    expect((await t.post('/apis/save_google_pay_attempt', { booking_code: b.code, access_token: token, outcome: 'shown' })).statusCode).toBe(204);
    expect((await t.post('/apis/save_google_pay_attempt', { booking_code: b.code, access_token: `${token}x`, outcome: 'shown' })).statusCode).toBe(404);
    expect((await t.post('/apis/save_google_pay_attempt', { booking_code: b.code, access_token: token, outcome: 'maybe' })).statusCode).toBe(400);
  });

  it('PayPal routes answer 404 while the provider is the sandbox', async () => {
    const { booking: b, token } = await booking();
    expect((await t.post(`/apis/booking_requests/create_order_paypal/${b.code}`, { access_token: token, pay_part: -1 })).statusCode).toBe(404);
  });

  it('get_payment_info: the spec’s path, 404 without access or for other names', async () => {
    const { booking: b, token } = await booking({ parts: [9_000, 21_000] });
    const url = '/apis/rest/direct_api_frontend_api_payment/latest/get_payment_info';
    const info = await t.post(url, { BOOKINGCODE: b.code, access_token: token, pay_part: 2 });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ bookingCode: b.code, payPart: 2, amount: { amountMinor: 21_000 }, provider: 'sandbox' });
    expect((await t.post(url, { BOOKINGCODE: b.code })).statusCode).toBe(404);
    expect((await t.post('/apis/rest/other/latest/get_payment_info', { BOOKINGCODE: b.code, access_token: token })).statusCode).toBe(404);
    expect((await t.post(url, { BOOKINGCODE: b.code, access_token: token, payment_mode: 'deposit' })).statusCode).toBe(404);
  });

  it('the Stripe webhook is 404 while the provider is the sandbox', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/apis/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
  });

  it('sandbox tokenizer route: field errors', async () => {
    const response = await t.post('/apis/sandbox/payment_methods', { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual(expect.objectContaining({ field: 'exp_month', message: 'Expiry date must be valid' }));
  });
});

describe('off-session instalments', () => {
  it('charges a due later instalment on the saved card; no saved card → instalmentChargeFailed', async () => {
    const { booking: b, token, instalments: parts } = await booking({ parts: [9_000, 21_000] });
    await send(b.code, { access_token: token, payment_method_id: await tokenize('4242424242424242') });
    const noCard = await booking({ parts: [9_000, 21_000], status: 'confirmed' });
    await t.db.update(instalments).set({ status: 'paid', paidAt: new Date() }).where(eq(instalments.id, noCard.instalments[0]!.id));
    // Due dates are the check-in day: charge as of then.
    const due = new Date(`${parts[1]!.dueDate}T12:00:00Z`);
    const paid = await chargeDue(due);
    expect(paid).toBeGreaterThanOrEqual(1);
    const [second] = await t.db.select().from(instalments).where(eq(instalments.id, parts[1]!.id));
    expect(second?.status).toBe('paid');
    const [unpaid] = await t.db.select().from(instalments).where(eq(instalments.id, noCard.instalments[1]!.id));
    expect(unpaid?.status).not.toBe('paid');
    // Run again: nothing is charged twice.
    await chargeDue(due);
    const charges = await t.db.select().from(payments).where(eq(payments.instalmentId, parts[1]!.id));
    expect(charges.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });
});

// The jobs worker's entry point, on the same database as the app.
async function chargeDue(at: Date): Promise<number> {
  const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test' });
  return services.payments.chargeDueInstalments(at);
}
