import { bookings, emailOutbox, instalments, payments, sandboxGatewayObjects } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stand-ins/stripe-stand-in.ts';
import { attemptKey } from './payment-engine.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

// The reconciliation job in-process: attempts left open as a dead process leaves them (the row
// written, the gateway's answer never stored), settled from what the gateway says.

const quietLog = () => {
  const lines: { object: Record<string, unknown>; message: string }[] = [];
  const record = (object: object, message: string) => void lines.push({ object: object as Record<string, unknown>, message });
  return { lines, info: record, warn: record, debug: record, error: record };
};
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function stateOf(t: PaymentsTestApp, bookingId: number) {
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const parts = await t.db.select().from(instalments).where(eq(instalments.bookingId, bookingId));
  const rows = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const emails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.organizationId, booking!.organizationId), eq(emailOutbox.toAddress, 'ana@example.test')));
  return { booking: booking!, parts, rows, emails };
}

// The row the payment service writes before calling the gateway, and nothing after it.
async function openRow(t: PaymentsTestApp, provider: 'sandbox' | 'stripe', made: Awaited<ReturnType<typeof createPayableBooking>>) {
  const part = made.instalments[0]!;
  return createPaymentsRepository(t.db).openAttempt({
    organizationId: made.booking.organizationId,
    bookingId: made.booking.id,
    instalmentId: part.id,
    provider,
    kind: 'charge',
    idempotencyKey: attemptKey(made.booking.id, part.id, 1),
    amountMinor: part.amountMinor,
    currency: part.currency,
  });
}

describe('reconciliation with the sandbox gateway', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => t.close());

  const servicesAt = (now: Date) => createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => now });
  const sandbox = () => createSandboxProvider({ repository: createSandboxGatewayRepository(t.db), now: () => new Date() });
  const charge = (key: string, amountMinor: number, paymentMethodRef: string) =>
    sandbox().createPayment({ amountMinor, currency: 'EUR', paymentMethodRef, customerRef: null, idempotencyKey: key, saveForLater: false, offSession: false, returnUrl: null, challengePath: null, description: 'x', metadata: {} });

  it('charged at the gateway, answer lost: paid once, booking confirmed once, one confirmation email, even when run twice at once', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const row = await openRow(t, 'sandbox', made);
    const charged = await charge(row.idempotencyKey, row.amountMinor, 'pm_card_visa');
    expect(charged.status).toBe('succeeded');

    // Too recent: left alone (the request may still be in flight).
    expect(await servicesAt(minutes(1)).payments.reconcileOpenAttempts(minutes(1), quietLog())).toMatchObject({ checked: 0 });
    expect((await stateOf(t, made.booking.id)).rows[0]?.status).toBe('created');

    const log = quietLog();
    const later = minutes(6);
    const [first, second] = await Promise.all([
      servicesAt(later).payments.reconcileOpenAttempts(later, log),
      servicesAt(later).payments.reconcileOpenAttempts(later, log),
    ]);
    expect(first!.succeeded + second!.succeeded).toBe(1);
    expect(first!.checked + second!.checked).toBe(1);
    const state = await stateOf(t, made.booking.id);
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]).toMatchObject({ status: 'succeeded', providerRef: charged.providerRef });
    expect(state.parts[0]).toMatchObject({ status: 'paid' });
    expect(state.booking).toMatchObject({ status: 'confirmed', paidMinor: row.amountMinor });
    expect(state.emails).toHaveLength(1);
    expect(log.lines).toEqual([
      { message: 'payment attempt reconciled', object: expect.objectContaining({ paymentId: row.id, from: 'created', to: 'succeeded', gatewayRef: charged.providerRef, refunded: false }) },
    ]);

    // Later runs find nothing open; the booking isn't touched again.
    expect(await servicesAt(minutes(20)).payments.reconcileOpenAttempts(minutes(20), quietLog())).toMatchObject({ checked: 0 });
    expect((await stateOf(t, made.booking.id)).emails).toHaveLength(1);
  });

  it('never reached the gateway: cancelled, nothing charged, the guest can pay with a new attempt', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const row = await openRow(t, 'sandbox', made);
    const summary = await servicesAt(minutes(6)).payments.reconcileOpenAttempts(minutes(6), quietLog());
    expect(summary).toMatchObject({ checked: 1, cancelled: 1 });
    const state = await stateOf(t, made.booking.id);
    expect(state.rows[0]).toMatchObject({ id: row.id, status: 'cancelled', failureCode: 'not_at_gateway', providerRef: null });
    expect(state.booking.status).toBe('pending_payment');
    expect(state.parts[0]?.status).toBe('due');
    expect(await t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.idempotencyKey, row.idempotencyKey))).toEqual([]);

    const paid = await t.post(`/apis/booking_requests/send_payment_form_stripe/${made.booking.code}`, { access_token: made.token, payment_method_id: 'pm_card_visa' });
    expect(paid.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    expect((await stateOf(t, made.booking.id)).rows.map((r) => [r.idempotencyKey.split(':').pop(), r.status]).sort()).toEqual([
      ['1', 'cancelled'],
      ['2', 'succeeded'],
    ]);
  });

  it('declined at the gateway, answer lost: failed with the reason', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const row = await openRow(t, 'sandbox', made);
    await charge(row.idempotencyKey, row.amountMinor, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(await servicesAt(minutes(6)).payments.reconcileOpenAttempts(minutes(6), quietLog())).toMatchObject({ checked: 1, failed: 1 });
    const state = await stateOf(t, made.booking.id);
    expect(state.rows[0]).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(state.booking.status).toBe('pending_payment');
  });

  it('an off-session instalment charge declined, answer lost: the instalment is failed (pay-by-link), not charged again', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret, { status: 'confirmed', parts: [9_000, 21_000] });
    const part = made.instalments[1]!;
    const row = await createPaymentsRepository(t.db).openAttempt({
      organizationId: made.booking.organizationId,
      bookingId: made.booking.id,
      instalmentId: part.id,
      provider: 'sandbox',
      kind: 'charge',
      idempotencyKey: attemptKey(made.booking.id, part.id, 1),
      amountMinor: part.amountMinor,
      currency: part.currency,
      offSession: 'true',
    });
    await charge(row.idempotencyKey, row.amountMinor, 'pm_card_chargeDeclined');
    expect(await servicesAt(minutes(6)).payments.reconcileOpenAttempts(minutes(6), quietLog())).toMatchObject({ checked: 1, failed: 1 });
    const state = await stateOf(t, made.booking.id);
    expect(state.parts.find((candidate) => candidate.id === part.id)?.status).toBe('failed');
    expect(state.rows).toEqual([expect.objectContaining({ status: 'failed', failureCode: 'card_decline' })]);
  });

  it('a 3-D Secure challenge pending past its window is cancelled at the gateway, not before', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const started = await t.post(`/apis/booking_requests/send_payment_form_stripe/${made.booking.code}`, { access_token: made.token, payment_method_id: 'pm_card_authenticationRequiredOnSetup' });
    expect(started.json()).toMatchObject({ status: 'requires_action' });
    const ref = started.json<{ paymentIntentId: string }>().paymentIntentId;

    // Past the open-attempt window but within the challenge's: the guest may still be on it.
    expect(await servicesAt(minutes(10)).payments.reconcileOpenAttempts(minutes(10), quietLog())).toMatchObject({ checked: 0 });
    const summary = await servicesAt(minutes(31)).payments.reconcileOpenAttempts(minutes(31), quietLog());
    expect(summary).toMatchObject({ checked: 1, cancelled: 1 });
    const [intent] = await t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, ref));
    expect(intent?.status).toBe('cancelled');
    expect((await stateOf(t, made.booking.id)).rows[0]).toMatchObject({ status: 'cancelled', providerRef: ref });
    // The challenge can no longer complete.
    await t.post(`/apis/sandbox/payment_intents/${ref}/authenticate`, { outcome: 'complete' });
    expect((await t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, ref)))[0]?.status).toBe('cancelled');
    expect((await stateOf(t, made.booking.id)).booking.status).toBe('pending_payment');
  });
});

describe('reconciliation with Stripe (local stand-in)', () => {
  const secretKey = 'sk_test_reconcile';
  let standIn: StripeStandIn;
  let t: PaymentsTestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey });
    t = await createPaymentsTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_reconcile',
      STRIPE_WEBHOOK_SECRET: 'whsec_reconcile',
      STRIPE_API_BASE: standIn.apiBase,
    });
  });
  afterAll(async () => {
    // The stand-in first: it drops the request it left hanging, so the app can close.
    await standIn.close();
    await t.close();
  });

  const servicesAt = (now: Date) => createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => now });

  it('an intent charged under our key but never stored is found by its key and paid once', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const stalled = standIn.stallNextCreate('after_create');
    const request = t.post(`/apis/booking_requests/send_payment_form_stripe/${made.booking.code}`, { access_token: made.token, payment_method_id: 'pm_card_visa' });
    await stalled;
    void request.catch(() => undefined);
    const [row] = (await stateOf(t, made.booking.id)).rows;
    expect(row).toMatchObject({ status: 'created', providerRef: null });

    expect(await servicesAt(minutes(6)).payments.reconcileOpenAttempts(minutes(6), quietLog())).toMatchObject({ checked: 1, succeeded: 1 });
    const [intent] = standIn.succeededCharges().filter((candidate) => (candidate.metadata as Record<string, string>).idempotency_key === row!.idempotencyKey);
    const state = await stateOf(t, made.booking.id);
    expect(state.rows).toEqual([expect.objectContaining({ status: 'succeeded', providerRef: intent?.id })]);
    expect(state.booking.status).toBe('confirmed');
    expect(state.emails).toHaveLength(1);
    expect(standIn.succeededCharges().filter((candidate) => (candidate.metadata as Record<string, string>).booking_code === made.booking.code)).toHaveLength(1);
  });

  it('nothing under our key at Stripe: cancelled', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const row = await openRow(t, 'stripe', made);
    expect(await servicesAt(minutes(6)).payments.reconcileOpenAttempts(minutes(6), quietLog())).toMatchObject({ checked: 1, cancelled: 1 });
    expect((await stateOf(t, made.booking.id)).rows[0]).toMatchObject({ id: row.id, status: 'cancelled' });
  });

  it('3-D Secure abandoned: the intent is cancelled at Stripe with its own key, then the attempt', async () => {
    const made = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    const started = await t.post(`/apis/booking_requests/send_payment_form_stripe/${made.booking.code}`, { access_token: made.token, payment_method_id: 'pm_card_authenticationRequired' });
    const ref = started.json<{ paymentIntentId: string }>().paymentIntentId;
    expect(await servicesAt(minutes(31)).payments.reconcileOpenAttempts(minutes(31), quietLog())).toMatchObject({ checked: 1, cancelled: 1 });
    expect(standIn.intents.get(ref)?.status).toBe('canceled');
    const [row] = (await stateOf(t, made.booking.id)).rows;
    expect(standIn.posts(`/v1/payment_intents/${ref}/cancel`)).toEqual([{ idempotencyKey: `${row!.idempotencyKey}:cancel`, params: {} }]);
    expect(row?.status).toBe('cancelled');
  });

  it('every request carried the secret key and our idempotency key', () => {
    expect(standIn.problems).toEqual([]);
  });
});
