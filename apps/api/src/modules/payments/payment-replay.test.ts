import { bookingEvents, bookings, emailOutbox, instalments, payments, sandboxGatewayObjects } from '@direct/db';
import { and, asc, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stand-ins/stripe-stand-in.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

// THE REPLAY PROOF (docs/product.md §4: zero double charges). The same confirmation sent many times,
// at once and one after another, and the same webhooks sent many times and out of order, end in
// exactly one successful charge at the gateway, one paid instalment, one confirmation, one email.

async function assertPaidOnce(t: PaymentsTestApp, bookingId: number, instalmentId: number) {
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(booking?.status).toBe('confirmed');
  const [instalment] = await t.db.select().from(instalments).where(eq(instalments.id, instalmentId));
  expect(instalment?.status).toBe('paid');
  expect(booking?.paidMinor).toBe(instalment?.amountMinor);
  const charges = await t.db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'charge')));
  expect(charges.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  expect(await t.db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund')))).toHaveLength(0);
  const emails = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `booking-confirmed:${bookingId}`));
  expect(emails).toHaveLength(1);
  return charges;
}

describe('replay proof on the sandbox gateway', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => t.close());

  it('one confirmation sent 20 times at once and 10 times after → one charge', async () => {
    const { booking, token, instalments: parts } = await createPayableBooking(t.db, t.config.tokenSigningSecret, { parts: [12_000, 18_000] });
    const method = (await t.post('/apis/sandbox/payment_methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })).json<{ id: string }>().id;
    const body = { access_token: token, payment_method_id: method, save_card: true };
    const url = `/apis/booking_requests/send_payment_form_stripe/${booking.code}`;
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => t.post(url, body)));
    const sequential = [];
    for (let index = 0; index < 10; index++) sequential.push(await t.post(url, body));
    for (const response of [...concurrent, ...sequential]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'succeeded', amount: { amountMinor: 12_000 }, bookingStatus: 'confirmed' });
    }
    const ids = new Set([...concurrent, ...sequential].map((response) => response.json<{ paymentIntentId: string }>().paymentIntentId));
    expect(ids.size).toBe(1);
    const [intentId] = ids;
    // Finalize replays of the same payment change nothing either.
    const finalize = `/apis/booking_requests/finalize_stripe_payment/${booking.code}`;
    const finals = await Promise.all(Array.from({ length: 10 }, () => t.post(finalize, { access_token: token, payment_intent_id: intentId })));
    for (const response of finals) expect(response.json()).toMatchObject({ status: 'succeeded' });

    await assertPaidOnce(t, booking.id, parts[0]!.id);
    const ledger = await t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.kind, 'payment_intent'));
    expect(ledger.filter((row) => row.status === 'succeeded' && row.idempotencyKey?.startsWith(`booking:${booking.id}:`))).toHaveLength(1);
    // The second part was not paid by a replay.
    const [second] = await t.db.select().from(instalments).where(eq(instalments.id, parts[1]!.id));
    expect(second?.status).not.toBe('paid');
  });

  it('a 3-D Secure payment finalized many times at once after the challenge → one charge', async () => {
    const { booking, token, instalments: parts } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const started = (await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_card_authenticationRequiredOnSetup' })).json<{ paymentIntentId: string }>();
    await Promise.all(Array.from({ length: 5 }, () => t.post(`/apis/sandbox/payment_intents/${started.paymentIntentId}/authenticate`, { outcome: 'complete' })));
    const finals = await Promise.all(
      Array.from({ length: 15 }, () => t.post(`/apis/booking_requests/finalize_stripe_payment/${booking.code}`, { access_token: token, payment_intent_id: started.paymentIntentId })),
    );
    for (const response of finals) expect(response.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    await assertPaidOnce(t, booking.id, parts[0]!.id);
  });
});

describe('replay proof on Stripe (local stand-in) with signed webhooks', () => {
  const secrets = { secretKey: 'sk_test_replay', webhookSecret: 'whsec_replay_secret' };
  let t: PaymentsTestApp;
  let stripe: StripeStandIn;
  let events = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ secretKey: secrets.secretKey });
    t = await createPaymentsTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_replay',
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_API_BASE: stripe.apiBase,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const event = (type: string, intent: object, id = `evt_${++events}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object: intent } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.webhookSecret });
    return { id, payload, signature };
  };
  const deliver = (delivery: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/apis/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, payload: delivery.payload });

  it('concurrent confirmations, duplicate webhooks and a late "failed" → one charge, one paid instalment', async () => {
    const { booking, token, instalments: parts } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const url = `/apis/booking_requests/send_payment_form_stripe/${booking.code}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post(url, { access_token: token, payment_method_id: 'pm_card_visa' })));
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 'succeeded' });
    const intentId = answers[0]!.json<{ paymentIntentId: string }>().paymentIntentId;
    const intent = stripe.intents.get(intentId)!;

    const succeeded = event('payment_intent.succeeded', intent);
    const late = event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    const responses = await Promise.all([...Array.from({ length: 5 }, () => deliver(succeeded)), deliver(late), deliver(late), deliver(succeeded)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(responses.filter((response) => response.json<{ duplicate: boolean }>().duplicate)).toHaveLength(responses.length - 2);

    await assertPaidOnce(t, booking.id, parts[0]!.id);
    const creates = stripe.posts('/v1/payment_intents').filter((post) => post.params['metadata[booking_id]'] === String(booking.id));
    expect(new Set(creates.map((post) => post.idempotencyKey))).toEqual(new Set([`booking:${booking.id}:instalment:${parts[0]!.id}:attempt:1`]));
    expect(stripe.succeededCharges().filter((charge) => charge.id === intentId)).toHaveLength(1);
    expect(stripe.problems).toEqual([]);
  });

  it('processing → duplicate succeeded webhooks, a late processing and a late failed → recorded once', async () => {
    const { booking, token, instalments: parts } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const started = (await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_processing' })).json<{ status: string; paymentIntentId: string }>();
    expect(started.status).toBe('processing');
    const intent = stripe.setStatus(started.paymentIntentId, 'succeeded');
    const success = event('payment_intent.succeeded', intent);
    const results = await Promise.all([deliver(success), deliver(success), deliver(success), deliver(event('payment_intent.processing', { ...intent, status: 'processing' }))]);
    for (const result of results) expect(result.statusCode).toBe(200);
    await deliver(event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }));
    await assertPaidOnce(t, booking.id, parts[0]!.id);
  });

  it('a "succeeded" for a payment we marked failed moves it to succeeded and records the instalment once', async () => {
    const { booking, token, instalments: parts } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const declined = (await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_card_chargeDeclined' })).json<{ status: string; paymentIntentId: string; failureReason: string }>();
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'card_decline' });
    const intent = stripe.setStatus(declined.paymentIntentId, 'succeeded');
    const success = event('payment_intent.succeeded', intent);
    await Promise.all([deliver(success), deliver(success), deliver(event('payment_intent.succeeded', intent))]);
    await assertPaidOnce(t, booking.id, parts[0]!.id);
  });

  it('puts every gateway event once on the booking’s timeline, refunds and disputes included, in its own words', async () => {
    const { booking, token } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const paid = (await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_card_visa' })).json<{ paymentIntentId: string }>();
    const intent = stripe.intents.get(paid.paymentIntentId)!;
    const succeeded = event('payment_intent.succeeded', intent);
    const late = event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intent.id, amount_refunded: 2_000 });
    const disputed = event('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: intent.id, amount: 3_000 });
    const unrelated = event('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: 'pi_unknown', amount_refunded: 100 });
    for (const response of await Promise.all([deliver(succeeded), deliver(succeeded), deliver(late), deliver(refunded), deliver(refunded), deliver(disputed), deliver(unrelated)])) {
      expect(response.statusCode).toBe(200);
    }
    const timeline = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(asc(bookingEvents.id));
    const gateway = timeline.filter((row) => row.kind.startsWith('gateway_'));
    expect(gateway.map((row) => row.kind).sort()).toEqual(['gateway_disputed', 'gateway_failed', 'gateway_refunded', 'gateway_succeeded']);
    const byKind = (kind: string) => gateway.find((row) => row.kind === kind)!;
    expect(byKind('gateway_succeeded')).toMatchObject({ actorKind: 'system', organizationId: booking.organizationId, data: { provider: 'stripe', eventId: succeeded.id, eventType: 'payment_intent.succeeded', amountMinor: intent.amount, paymentStatus: 'succeeded' } });
    // The late "failed" is shown as the gateway said it; the payment stays succeeded.
    expect(byKind('gateway_failed').data).toMatchObject({ paymentStatus: 'succeeded', failureReason: 'card_decline' });
    expect(byKind('gateway_refunded').data).toMatchObject({ amountMinor: 2_000, eventType: 'charge.refunded' });
    expect(byKind('gateway_disputed').data).toMatchObject({ amountMinor: 3_000 });
    const [charge] = await t.db.select().from(payments).where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'charge')));
    expect(charge?.status).toBe('succeeded');
  });

  it('a bad signature is a 400 and records nothing', async () => {
    const delivery = event('payment_intent.succeeded', { id: 'pi_x' });
    const response = await deliver({ payload: delivery.payload, signature: Stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret: 'whsec_wrong' }) });
    expect(response.statusCode).toBe(400);
    expect((await deliver({ payload: delivery.payload, signature: 'nonsense' })).statusCode).toBe(400);
  });
});
