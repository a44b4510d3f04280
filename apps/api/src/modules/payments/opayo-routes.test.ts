import { bookings, paymentMethods, payments } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { createDepositBooking } from '../../testing/deposits-world.ts';
import { attemptKey } from './payment-engine.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createOpayoProvider } from './opayo-provider.ts';
import { opayoTestCards, startOpayoStandIn, type OpayoStandIn } from '../../testing/stand-ins/opayo-stand-in.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

const credentials = { integrationKey: 'route-key', integrationPassword: 'route-password', vendorName: 'routevendor' };
let standIn: OpayoStandIn;
let t: PaymentsTestApp;

beforeAll(async () => {
  standIn = await startOpayoStandIn(credentials);
  t = await createPaymentsTestApp({
    PAYMENT_PROVIDER: 'opayo',
    OPAYO_INTEGRATION_KEY: credentials.integrationKey,
    OPAYO_INTEGRATION_PASSWORD: credentials.integrationPassword,
    OPAYO_VENDOR_NAME: credentials.vendorName,
    OPAYO_API_BASE: standIn.apiBase,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const address = { address1: 'Rua Augusta 1', city: 'Lisbon', postal_code: '1100-053', country: 'PT' };
const browser = { javascript_enabled: true, language: 'pt-PT', color_depth: 24, screen_height: 900, screen_width: 1440, time_zone_offset: 0, ip: '203.0.113.9', user_agent: 'Test', accept_header: 'text/html' };

async function payableBooking(parts?: number[]) {
  const made = await createPayableBooking(t.db, t.config.tokenSigningSecret, parts ? { parts } : {});
  // The brand site the guest pays on: the 3-D Secure notification URL is on it.
  await t.db.update(bookings).set({ siteOrigin: 'https://stays.example' }).where(eq(bookings.id, made.booking.id));
  return made;
}

// The drop-in form in the browser: our session key, Opayo's card identifier.
async function dropIn(code: string, token: string, number: string = opayoTestCards.ok, name = 'Ana Silva') {
  const response = await t.post(`/apis/booking_requests/sagepay_merchant_session_key/${code}`, { access_token: token });
  expect(response.statusCode).toBe(200);
  const { merchantSessionKey, dropInScriptUrl } = response.json<{ merchantSessionKey: string; dropInScriptUrl: string }>();
  expect(dropInScriptUrl).toBe(`${standIn.apiBase}/api/v1/js/sagepay.js`);
  return { merchant_session_key: merchantSessionKey, card_identifier: await standIn.tokenize(merchantSessionKey, number, name) };
}

const send = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/send_payment_form_sagepay/${code}`, body);

describe('Opayo through the API', () => {
  it('pays the first part with the drop-in’s card identifier, saves the card, and a replay changes nothing', async () => {
    const { booking, token } = await payableBooking([9_000, 21_000]);
    const body = { access_token: token, ...(await dropIn(booking.code, token)), billing_address: address, browser };
    const paid = await send(booking.code, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amount: { amountMinor: 9_000, currency: 'EUR' }, bookingStatus: 'confirmed', failureReason: null });
    const again = await send(booking.code, body);
    expect(again.json()).toMatchObject({ status: 'succeeded', paymentIntentId: paid.json<{ paymentIntentId: string }>().paymentIntentId });
    expect(standIn.posts('/api/v1/transactions')).toHaveLength(1);
    expect(standIn.posts('/api/v1/transactions')[0]).toMatchObject({ customerFirstName: 'Ana', customerLastName: 'Silva', currency: 'EUR', amount: 9_000, paymentMethod: { card: { save: true } } });
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, booking.id));
    expect(method).toMatchObject({ provider: 'opayo', brand: 'visa', last4: '0006' });
    expect(method?.providerCustomerRef).toContain(paid.json<{ paymentIntentId: string }>().paymentIntentId);

    // The second part, with the guest present, on the saved card.
    const saved = await t.post(`/apis/booking_requests/sagepay_saved_card/${booking.code}`, { access_token: token });
    expect(saved.json()).toMatchObject({ status: 'succeeded', amount: { amountMinor: 21_000 } });
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ transactionType: 'Repeat', amount: 21_000 });
    expect(standIn.problems).toEqual([]);
  });

  it('authorize_deposit holds the deposit with a Deferred on the card saved at payment', async () => {
    // Arriving today: the hold's day (24 hours before arrival) has come.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { booking, token } = await createDepositBooking(t.db, t.config.tokenSigningSecret, { checkIn: today, checkOut: tomorrow, depositMinor: 25_000 });
    // The guest's first payment saved the card (as send_payment_form_sagepay does).
    const gateway = createOpayoProvider({ ...credentials, apiBase: standIn.apiBase });
    const { merchantSessionKey } = await gateway.merchantSessionKey();
    const first = await gateway.createPayment({
      amountMinor: 30_000, currency: 'EUR', paymentMethodRef: await standIn.tokenize(merchantSessionKey, opayoTestCards.ok), customerRef: null, idempotencyKey: `deposit-test:${booking.id}`,
      saveForLater: true, offSession: false, returnUrl: null, challengePath: null, description: 'first', metadata: {},
      browserSession: { sessionKey: merchantSessionKey, browser: null, payer: { firstName: 'Ana', lastName: 'Silva', billingAddress: { address1: 'Rua Augusta 1', city: 'Lisbon', country: 'PT' } } },
    });
    const saved = first.savedMethod;
    if (!saved) throw new Error('card not saved');
    await t.db.insert(paymentMethods).values({ organizationId: booking.organizationId, bookingId: booking.id, provider: 'opayo', providerRef: saved.paymentMethodRef, providerCustomerRef: saved.customerRef, brand: saved.brand, last4: saved.last4 });
    const held = await t.post(`/apis/booking_requests/authorize_deposit/${booking.code}`, { access_token: token, payment_method_id: saved.paymentMethodRef });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ status: 'authorized', amount: { amountMinor: 25_000 }, card: { last4: '0006' } });
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ transactionType: 'Deferred', amount: 25_000, paymentMethod: { card: { cardIdentifier: saved.paymentMethodRef, reusable: true } } });
  });

  it('a declined card answers failed with card_decline; the booking waits for another card', async () => {
    const { booking, token } = await payableBooking();
    const declined = await send(booking.code, { access_token: token, ...(await dropIn(booking.code, token, opayoTestCards.decline)), billing_address: address });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'card_decline', bookingStatus: 'pending_payment' });
    const paid = await send(booking.code, { access_token: token, ...(await dropIn(booking.code, token)), billing_address: address });
    expect(paid.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
  });

  it('3-D Secure: the ACS and cReq for the browser; the cres completes the payment once', async () => {
    const { booking, token } = await payableBooking([9_000, 21_000]);
    const started = await send(booking.code, { access_token: token, ...(await dropIn(booking.code, token, opayoTestCards.ok, 'CHALLENGE')), billing_address: address, browser });
    const attempt = started.json<{ status: string; paymentIntentId: string; nextActionUrl: string; clientSecret: string }>();
    expect(attempt).toMatchObject({ status: 'requires_action', nextActionUrl: `${standIn.apiBase}/acs/${attempt.paymentIntentId}` });
    expect(attempt.clientSecret).toBeTruthy();
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({
      strongCustomerAuthentication: { notificationURL: `https://stays.example/payment/opayo/3ds/${booking.code}/${encodeURIComponent(token)}`, browserIP: '203.0.113.9' },
    });

    const complete = `/apis/booking_requests/sagepay_3ds_complete/${booking.code}`;
    const cres = standIn.challenge(attempt.paymentIntentId, 'complete');
    expect((await t.post(complete, { access_token: token, transaction_id: attempt.paymentIntentId, cres: 'forged' })).statusCode).toBe(400);
    const done = await Promise.all([1, 2].map(() => t.post(complete, { access_token: token, transaction_id: attempt.paymentIntentId, cres })));
    for (const response of done) expect(response.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    expect((await t.post(complete, { access_token: token, transaction_id: attempt.paymentIntentId, cres })).json()).toMatchObject({ status: 'succeeded' });
    const other = await payableBooking();
    expect((await t.post(`/apis/booking_requests/sagepay_3ds_complete/${other.booking.code}`, { access_token: other.token, transaction_id: attempt.paymentIntentId, cres })).statusCode).toBe(404);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    // The card saved by the challenge keeps the cardholder for later deposit holds.
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, booking.id));
    expect(JSON.parse(method?.providerCustomerRef ?? '{}')).toEqual({ tx: attempt.paymentIntentId, payer: { firstName: 'Ana', lastName: 'Silva', billingAddress: { address1: 'Rua Augusta 1', city: 'Lisbon', postalCode: '1100-053', country: 'PT' } } });
  });

  it('reconciliation: an unanswered challenge is cancelled after its window; an attempt without a transaction id stays open, logged', async () => {
    const challenged = await payableBooking();
    const started = await send(challenged.booking.code, { access_token: challenged.token, ...(await dropIn(challenged.booking.code, challenged.token, opayoTestCards.ok, 'CHALLENGE')), billing_address: address, browser });
    expect(started.json()).toMatchObject({ status: 'requires_action' });
    const lost = await payableBooking();
    const part = lost.instalments[0]!;
    await createPaymentsRepository(t.db).openAttempt({
      organizationId: lost.booking.organizationId, bookingId: lost.booking.id, instalmentId: part.id, provider: 'opayo', kind: 'charge',
      idempotencyKey: attemptKey(lost.booking.id, part.id, 1), amountMinor: part.amountMinor, currency: part.currency,
    });
    const later = new Date(Date.now() + 31 * 60_000);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_object: object, message: string) => void warnings.push(message) };
    const summary = await createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => later }).payments.reconcileOpenAttempts(later, log);
    expect(summary).toMatchObject({ cancelled: 1, errors: 1 });
    expect(warnings).toEqual(['payment attempt could not be reconciled; will retry']);
    const [cancelled] = await t.db.select().from(payments).where(eq(payments.bookingId, challenged.booking.id));
    expect(cancelled?.status).toBe('cancelled');
    const [open] = await t.db.select().from(payments).where(eq(payments.bookingId, lost.booking.id));
    expect(open?.status).toBe('created');
  });

  it('proves access, names bad fields, and leaves the other gateways’ routes closed', async () => {
    const { booking, token } = await payableBooking();
    const card = await dropIn(booking.code, token);
    expect((await send(booking.code, { access_token: `${token.slice(0, -2)}xx`, ...card, billing_address: address })).statusCode).toBe(404);
    expect((await send('NOPE-123', { access_token: token, ...card, billing_address: address })).statusCode).toBe(404);
    expect((await t.post(`/apis/booking_requests/sagepay_merchant_session_key/NOPE-123`, { access_token: token })).statusCode).toBe(404);
    const missing = await send(booking.code, { access_token: token, ...card });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('billing_address');
    const badCountry = await send(booking.code, { access_token: token, ...card, billing_address: { ...address, country: 'Portugal' } });
    expect(badCountry.statusCode).toBe(400);
    expect(JSON.stringify(badCountry.json())).toContain('billing_address.country');
    // A card identifier Opayo doesn't know: the field is named.
    const unknown = await send(booking.code, { access_token: token, merchant_session_key: card.merchant_session_key, card_identifier: 'AAAAAAAA-0000-0000-0000-000000000000', billing_address: address });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('card_identifier');
    expect((await t.post(`/apis/booking_requests/sagepay_saved_card/${booking.code}`, { access_token: token })).statusCode).toBe(404);
    expect((await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_card_visa' })).statusCode).toBe(404);
    expect((await t.post(`/apis/booking_requests/create_order_paypal/${booking.code}`, { access_token: token })).statusCode).toBe(404);
    expect((await t.get(`/apis/payment_terminal/${booking.code}/${token}`)).json()).toMatchObject({ provider: { name: 'opayo' } });
  });
});
