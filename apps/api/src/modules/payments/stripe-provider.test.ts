import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stand-ins/stripe-stand-in.ts';
import { WebhookSignatureError, type CreatePaymentInput, type PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const config = { secretKey: 'sk_test_adapter', webhookSecret: 'whsec_adapter' };
let standIn: StripeStandIn;
let stripe: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: config.secretKey });
  stripe = createStripeProvider({ ...config, apiBase: standIn.apiBase });
});
afterAll(async () => standIn.close());

const input = (overrides: Partial<CreatePaymentInput>): CreatePaymentInput => ({
  amountMinor: 12_345,
  currency: 'EUR',
  paymentMethodRef: 'pm_card_visa',
  customerRef: null,
  idempotencyKey: `key-${Math.random()}`,
  saveForLater: false,
  offSession: false,
  returnUrl: null,
  challengePath: null,
  description: 'Booking T-1',
  metadata: { booking_code: 'T-1' },
  ...overrides,
});

describe('stripe adapter against the local stand-in', () => {
  it('creates and confirms a PaymentIntent: minor units, lower-case currency, our idempotency key', async () => {
    const payment = await stripe.createPayment(input({ idempotencyKey: 'booking:1:instalment:1:attempt:1' }));
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 12_345, currency: 'eur' });
    const [post] = standIn.posts('/v1/payment_intents').filter((request) => request.idempotencyKey === 'booking:1:instalment:1:attempt:1');
    expect(post?.params).toMatchObject({ amount: '12345', currency: 'eur', payment_method: 'pm_card_visa', confirm: 'true', 'automatic_payment_methods[enabled]': 'false' });
    expect(post?.params.off_session).toBeUndefined();
  });

  it('a repeated key answers the same intent (Stripe replays it)', async () => {
    const first = await stripe.createPayment(input({ idempotencyKey: 'replayed-key' }));
    const second = await stripe.createPayment(input({ idempotencyKey: 'replayed-key' }));
    expect(second.providerRef).toBe(first.providerRef);
  });

  it('saving for later: a customer (own key) and setup_future_usage=off_session', async () => {
    const payment = await stripe.createPayment(input({ idempotencyKey: 'save-key', saveForLater: true }));
    expect(standIn.posts('/v1/customers').map((post) => post.idempotencyKey)).toContain('save-key:customer');
    const post = standIn.posts('/v1/payment_intents').find((request) => request.idempotencyKey === 'save-key');
    expect(post?.params.setup_future_usage).toBe('off_session');
    expect(post?.params.customer).toMatch(/^cus_/);
    expect(payment.savedMethod).toMatchObject({ paymentMethodRef: 'pm_card_visa' });
  });

  it('off-session charges send off_session=true and confirm=true', async () => {
    await stripe.createPayment(input({ idempotencyKey: 'off-key', offSession: true, customerRef: 'cus_saved' }));
    const post = standIn.posts('/v1/payment_intents').find((request) => request.idempotencyKey === 'off-key');
    expect(post?.params).toMatchObject({ off_session: 'true', confirm: 'true', customer: 'cus_saved' });
    expect(post?.params.setup_future_usage).toBeUndefined();
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
  ])('a card error (%s) becomes a failed payment with reason %s', async (method, reason) => {
    expect(await stripe.createPayment(input({ paymentMethodRef: method }))).toMatchObject({ status: 'failed', failureReason: reason });
  });

  it('3-D Secure: requires_action with the client secret; off-session it fails', async () => {
    const payment = await stripe.createPayment(input({ paymentMethodRef: 'pm_card_authenticationRequired' }));
    expect(payment.status).toBe('requires_action');
    expect(payment.clientSecret).toMatch(/_secret_/);
    expect(await stripe.createPayment(input({ paymentMethodRef: 'pm_card_authenticationRequired', offSession: true, customerRef: 'cus_1' }))).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
  });

  it('holds: capture_method=manual, partial capture, cancel; refunds with their own key', async () => {
    const hold = await stripe.authorizeHold({ amountMinor: 20_000, currency: 'GBP', paymentMethodRef: 'pm_card_visa', customerRef: null, idempotencyKey: 'hold-key', returnUrl: null, description: 'deposit' });
    expect(hold.status).toBe('authorized');
    expect(standIn.posts('/v1/payment_intents').find((post) => post.idempotencyKey === 'hold-key')?.params).toMatchObject({ capture_method: 'manual', currency: 'gbp', amount: '20000' });
    expect(await stripe.captureHold(hold.providerRef, 5_000, 'hold-key:capture')).toMatchObject({ status: 'captured', capturedMinor: 5_000 });
    expect(standIn.posts(`/v1/payment_intents/${hold.providerRef}/capture`)[0]).toMatchObject({ idempotencyKey: 'hold-key:capture', params: { amount_to_capture: '5000' } });
    const other = await stripe.authorizeHold({ amountMinor: 20_000, currency: 'eur', paymentMethodRef: 'pm_card_visa', customerRef: null, idempotencyKey: 'hold-key-2', returnUrl: null, description: 'deposit' });
    expect((await stripe.cancelHold(other.providerRef, 'hold-key-2:cancel')).status).toBe('cancelled');
    const paid = await stripe.createPayment(input({}));
    const refund = await stripe.refund(paid.providerRef, 12_345, 'payment:1:refund');
    expect(refund.status).toBe('succeeded');
    expect(standIn.posts('/v1/refunds').at(-1)).toMatchObject({ idempotencyKey: 'payment:1:refund', params: { amount: '12345', payment_intent: paid.providerRef } });
  });

  it('saves a card with a SetupIntent', async () => {
    const saved = await stripe.savePaymentMethod({ paymentMethodRef: 'pm_card_visa', customerRef: null, email: 'a@example.test', idempotencyKey: 'setup-key' });
    expect(saved.customerRef).toMatch(/^cus_/);
    expect(standIn.posts('/v1/setup_intents')[0]).toMatchObject({ idempotencyKey: 'setup-key', params: { usage: 'off_session', confirm: 'true' } });
  });

  it('finds an intent by id, or by our idempotency key (metadata search) when the id was never stored', async () => {
    const paid = await stripe.createPayment(input({ idempotencyKey: "booking:7:instalment:9:attempt:1 it's" }));
    expect(standIn.posts('/v1/payment_intents').at(-1)?.params['metadata[idempotency_key]']).toBe("booking:7:instalment:9:attempt:1 it's");
    expect(await stripe.findPayment({ providerRef: null, idempotencyKey: "booking:7:instalment:9:attempt:1 it's" })).toMatchObject({ providerRef: paid.providerRef, status: 'succeeded' });
    expect(await stripe.findPayment({ providerRef: paid.providerRef, idempotencyKey: 'ignored' })).toMatchObject({ providerRef: paid.providerRef, status: 'succeeded' });
    expect(await stripe.findPayment({ providerRef: null, idempotencyKey: 'never-sent' })).toBeNull();
    expect(await stripe.findPayment({ providerRef: 'pi_unknown', idempotencyKey: 'never-sent' })).toBeNull();
  });

  it('every request carried the secret key and our own idempotency key', () => {
    expect(standIn.problems).toEqual([]);
  });

  it('verifies webhook signatures', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: config.webhookSecret });
    expect(await stripe.parseWebhook(payload, { 'stripe-signature': signature })).toMatchObject({ id: 'evt_1', providerRef: 'pi_1', status: 'succeeded' });
    await expect(stripe.parseWebhook(payload.replace('pi_1', 'pi_2'), { 'stripe-signature': signature })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(payload, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
