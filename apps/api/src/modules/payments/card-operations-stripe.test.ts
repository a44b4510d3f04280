import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stand-ins/stripe-stand-in.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

// The card operations against the local Stripe stand-in (which checks every request): the card
// on file through a SetupIntent (3-D Secure, declines), checkout_card on it, and Google Pay's intent.

const secretKey = 'sk_test_cards';
let stripe: StripeStandIn;
let t: PaymentsTestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey });
  t = await createPaymentsTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_cards',
    STRIPE_WEBHOOK_SECRET: 'whsec_cards',
    STRIPE_API_BASE: stripe.apiBase,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const booking = (options: Parameters<typeof createPayableBooking>[2] = {}) => createPayableBooking(t.db, t.config.tokenSigningSecret, options);
const newCard = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/new_card/${code}`, body);

describe('new_card with Stripe (SetupIntent)', () => {
  it('saves the card for off-session use and answers its mask', async () => {
    const { booking: b, token } = await booking();
    const saved = await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_mastercard' });
    expect(saved.json()).toMatchObject({ status: 'saved', card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 } });
    const setup = stripe.posts('/v1/setup_intents').at(-1);
    expect(setup?.idempotencyKey).toBe(`booking:${b.id}:card:pm_card_mastercard`);
    expect(setup?.params).toMatchObject({ payment_method: 'pm_card_mastercard', usage: 'off_session', confirm: 'true', 'expand[0]': 'payment_method' });
    expect(setup?.params.customer).toMatch(/^cus_/);
    expect(stripe.problems).toEqual([]);
  });

  it('3-D Secure: requires_action with the client secret, then saved once authenticated', async () => {
    const { booking: b, token } = await booking();
    const started = await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_authenticationRequiredOnSetup' });
    const body = started.json();
    expect(body).toMatchObject({ status: 'requires_action', card: null });
    expect(body.clientSecret).toContain(`${body.setupIntentId}_secret_`);
    // Before the challenge is done: still requires_action.
    expect((await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_authenticationRequiredOnSetup', setup_intent_id: body.setupIntentId })).json().status).toBe('requires_action');
    stripe.authenticateSetup(body.setupIntentId);
    const done = await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_authenticationRequiredOnSetup', setup_intent_id: body.setupIntentId });
    expect(done.json()).toMatchObject({ status: 'saved', card: { brand: 'visa', last4: '3155' } });
    // The setup of another card can't finish this one.
    const other = await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_visa', setup_intent_id: body.setupIntentId });
    expect(other.statusCode).toBe(404);
    expect((await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_visa', setup_intent_id: 'seti_unknown' })).statusCode).toBe(400);
  });

  it('a card Stripe declines (402) is a failed answer with the reason', async () => {
    const { booking: b, token } = await booking();
    const declined = await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds', card: null });
  });
});

describe('checkout_card and Google Pay with Stripe', () => {
  it('checkout_card confirms a PaymentIntent on the saved card with its customer, guest present', async () => {
    const { booking: b, token } = await booking();
    await newCard(b.code, { access_token: token, payment_method_id: 'pm_card_visa' });
    const paid = await t.post(`/apis/booking_requests/checkout_card/${b.code}`, { access_token: token });
    expect(paid.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    const intent = stripe.posts('/v1/payment_intents').at(-1);
    expect(intent?.params).toMatchObject({ payment_method: 'pm_card_visa', confirm: 'true', amount: '30000', currency: 'eur' });
    expect(intent?.params.customer).toMatch(/^cus_/);
    expect(intent?.params.off_session).toBeUndefined();
  });

  it('get_google_pay_payment_intent answers the client secret and amount; a retry the same intent', async () => {
    const { booking: b, token } = await booking({ parts: [12_345, 20_000] });
    const url = `/apis/booking_requests/get_google_pay_payment_intent/${b.code}`;
    const first = await t.post(url, { access_token: token });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ amount: { amountMinor: 12_345, currency: 'EUR' } });
    expect(body.clientSecret).toContain(`${body.paymentIntentId}_secret_`);
    expect((await t.post(url, { access_token: token })).json().paymentIntentId).toBe(body.paymentIntentId);
    const created = stripe.posts('/v1/payment_intents').filter((post) => post.params.amount === '12345');
    expect(created).toHaveLength(1);
    expect(created[0]?.params.confirm).toBeUndefined();
    expect((await t.post(url, { access_token: `${token}x` })).statusCode).toBe(404);
    expect(stripe.problems).toEqual([]);
  });
});
