import { bookingEvents, deposits, emailOutbox, sandboxGatewayObjects, bookings as bookingsTable } from '@direct/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import type { CheckinStep } from '../checkin/checkin-ports.ts';
import type { PaymentProvider } from '../payments/payment-ports.ts';
import { createDepositBooking, createDepositsTestApp, depositNow, type DepositBookingOptions, type DepositsTestApp } from '../../testing/deposits-world.ts';
import { depositLeaseMs } from './deposits.repository.ts';
import { createDepositsServices } from './deposits.services.ts';

// The deposit timeline run by the recurring job, each step run twice; and the check-in step
// completed through the CheckinProgress port (an in-test recorder here).

let t: DepositsTestApp;
let services: Services;
const clock = { now: depositNow };
const completed: { bookingId: number; step: CheckinStep }[] = [];
let deposit: ReturnType<typeof createDepositsServices>;
// Runs before each gateway step on a hold (capture, cancel, refund): a test pauses a step there,
// or makes the gateway fail, to see what the other actors do meanwhile.
let beforeStep: ((step: 'captureHold' | 'cancelHold' | 'refund') => Promise<void>) | null = null;

beforeAll(async () => {
  t = await createDepositsTestApp();
  services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => clock.now });
  deposit = createDepositsServices({
    db: t.db,
    config: t.config,
    now: () => clock.now,
    gateway: { provider: pausable(services.payments.provider), methods: services.payments.methods },
    progress: { complete: async (_org, bookingId, step) => void completed.push({ bookingId, step }), reopen: async () => undefined },
    documents: services.documents,
    bookings: { findByAccess: services.bookings.lifecycle.findByAccess, findById: services.bookings.lifecycle.findById, accessTokenOf: async () => 'link-token-0123456789' },
  });
});
afterAll(async () => t.close());
afterEach(() => {
  beforeStep = null;
});

function pausable(provider: PaymentProvider): PaymentProvider {
  const step =
    <A extends unknown[], R>(name: 'captureHold' | 'cancelHold' | 'refund', call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await beforeStep?.(name);
      return call(...args);
    };
  return {
    ...provider,
    captureHold: step('captureHold', provider.captureHold.bind(provider)),
    cancelHold: step('cancelHold', provider.cancelHold.bind(provider)),
    refund: step('refund', provider.refund.bind(provider)),
  };
}

const booking = (options: DepositBookingOptions) => createDepositBooking(t.db, t.config.tokenSigningSecret, options);
const rowOf = async (bookingId: number) => (await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId)))[0]!;
const holdsOf = (amountMinor: number) => t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'authorization'), eq(sandboxGatewayObjects.amountMinor, amountMinor)));
const run = async (at: string) => {
  clock.now = new Date(at);
  const first = await deposit.jobs.runTimeline(clock.now);
  const second = await deposit.jobs.runTimeline(clock.now);
  return { first, second };
};
async function scheduled(options: DepositBookingOptions, card = '4242424242424242') {
  clock.now = depositNow;
  const made = await booking(options);
  const result = await deposit.service.authorize(made.booking.code, { access_token: made.token, payment_method_id: await t.tokenize(card) });
  expect(result.status).toBe('scheduled');
  return made;
}

describe('deposit timeline job', () => {
  it('completes the check-in step when the hold is scheduled on a saved card', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-13', depositMinor: 31_001 });
    expect(completed).toContainEqual({ bookingId: b.id, step: 'security_deposit' });
  });

  it('places a scheduled hold when due (off-session on the saved card), once when run twice', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-13', depositMinor: 31_002 });
    await run('2026-06-09T14:00:00Z');
    expect((await rowOf(b.id)).status).toBe('scheduled');
    const { second } = await run('2026-06-09T15:05:00Z');
    expect(second.place).toBeUndefined();
    expect(await rowOf(b.id)).toMatchObject({ status: 'authorized', authorizationExpiresAt: new Date('2026-06-16T15:05:00Z') });
    expect(await holdsOf(31_002)).toHaveLength(1);
  });

  it('a failed placement marks the deposit failed and emails the guest the deposit link', async () => {
    // Saves fine, but asks for 3-D Secure on every payment: an off-session hold fails.
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-13', depositMinor: 31_003 }, '4000000000003220');
    await run('2026-06-09T15:05:00Z');
    expect(await rowOf(b.id)).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    const emails = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `deposit-hold-failed:deposit:sandbox:booking:${b.id}:%`));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.textBody).toContain(`/deposit/booking_deposit_terminal/${b.code}/link-token-0123456789`);
  });

  it('renews the hold of a long stay before it lapses, then releases after check-out + release days', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-20', depositMinor: 31_004, releaseDays: 2 });
    await run('2026-06-09T15:00:00Z');
    const first = await rowOf(b.id);
    expect(first.status).toBe('authorized');
    const { first: renewal, second } = await run('2026-06-15T15:30:00Z');
    expect(renewal.renew).toBe(1);
    expect(second.renew).toBeUndefined();
    const renewed = await rowOf(b.id);
    expect(renewed.providerRef).not.toBe(first.providerRef);
    expect(renewed.authorizationExpiresAt).toEqual(new Date('2026-06-22T15:30:00Z'));
    const holds = await holdsOf(31_004);
    expect(holds.map((hold) => hold.status).sort()).toEqual(['authorized', 'cancelled']);
    // The renewed hold outlasts the release: no second renewal.
    await run('2026-06-21T15:30:00Z');
    expect((await rowOf(b.id)).providerRef).toBe(renewed.providerRef);
    await run('2026-06-22T11:00:00Z');
    expect(await rowOf(b.id)).toMatchObject({ status: 'released', releasedAt: new Date('2026-06-22T11:00:00Z') });
    expect((await holdsOf(31_004)).every((hold) => hold.status === 'cancelled')).toBe(true);
  });

  it('charge_and_refund: charges before the hold lapses and refunds the charge at the release', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-20', depositMinor: 31_005 });
    await t.db.update(deposits).set({ fallback: 'charge_and_refund' }).where(eq(deposits.bookingId, b.id));
    await run('2026-06-09T15:00:00Z');
    const { first } = await run('2026-06-15T15:30:00Z');
    expect(first.charge).toBe(1);
    expect(await rowOf(b.id)).toMatchObject({ status: 'captured', capturedMinor: 31_005 });
    const charges = await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'payment_intent'), eq(sandboxGatewayObjects.amountMinor, 31_005)));
    expect(charges).toHaveLength(1);
    const { first: refunded } = await run('2026-06-22T11:00:00Z');
    expect(refunded.refund).toBe(1);
    expect(await rowOf(b.id)).toMatchObject({ status: 'released', capturedMinor: 0 });
    expect(await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'refund'), eq(sandboxGatewayObjects.amountMinor, 31_005)))).toHaveLength(1);
  });

  it('follows the property’s charge_and_refund choice: charged before the hold lapses, refunded at the release, on the timeline', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-20', depositMinor: 31_008, fallback: 'charge_and_refund' });
    expect((await rowOf(b.id)).fallback).toBe('charge_and_refund');
    await run('2026-06-09T15:00:00Z');
    const { first, second } = await run('2026-06-15T15:30:00Z');
    expect(first.charge).toBe(1);
    expect(second.charge).toBeUndefined();
    expect(await rowOf(b.id)).toMatchObject({ status: 'captured', capturedMinor: 31_008 });
    await run('2026-06-22T11:00:00Z');
    expect(await rowOf(b.id)).toMatchObject({ status: 'released', capturedMinor: 0 });
    expect(await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'refund'), eq(sandboxGatewayObjects.amountMinor, 31_008)))).toHaveLength(1);
    const view = await deposit.host.view({ organizationId: b.organizationId, bookingId: b.id });
    expect(view.fallback).toBe('charge_and_refund');
    expect(view.timeline.map((entry) => entry.kind)).toEqual(['scheduled', 'held', 'fallback_charged', 'fallback_refunded']);
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events.find((event) => event.kind === 'deposit_fallback_charged')?.data).toMatchObject({ fallback: 'charge_and_refund', capturedMinor: 31_008 });
  });

  it('follows the property’s reauthorize choice: a new hold before the old one lapses, on the timeline', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-20', depositMinor: 31_009, fallback: 'reauthorize' });
    expect((await rowOf(b.id)).fallback).toBe('reauthorize');
    await run('2026-06-09T15:00:00Z');
    const { first } = await run('2026-06-15T15:30:00Z');
    expect(first.renew).toBe(1);
    expect(first.charge).toBeUndefined();
    expect(await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'payment_intent'), eq(sandboxGatewayObjects.amountMinor, 31_009)))).toHaveLength(0);
    const view = await deposit.host.view({ organizationId: b.organizationId, bookingId: b.id });
    expect(view.fallback).toBe('reauthorize');
    expect(view.timeline.map((entry) => entry.kind)).toEqual(['scheduled', 'held', 'reauthorized']);
  });

  it('fallback none: the hold lapses and is marked expired', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-20', depositMinor: 31_006 });
    await t.db.update(deposits).set({ fallback: 'none' }).where(eq(deposits.bookingId, b.id));
    await run('2026-06-09T15:00:00Z');
    await run('2026-06-15T16:00:00Z');
    expect((await rowOf(b.id)).status).toBe('authorized');
    const { first } = await run('2026-06-16T15:00:00Z');
    expect(first.expire).toBe(1);
    expect((await rowOf(b.id)).status).toBe('expired');
  });

  it('cancels a scheduled hold of a cancelled booking', async () => {
    const { booking: b } = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-13', depositMinor: 31_007 });
    await t.db.update(bookingsTable).set({ status: 'cancelled' }).where(eq(bookingsTable.id, b.id));
    await run('2026-04-01T00:00:00Z');
    expect((await rowOf(b.id)).status).toBe('cancelled');
    expect(await holdsOf(31_007)).toEqual([]);
  });
});

// The job and a host acting on the same hold: one gateway step on it at a time (the deposit's lease).
describe('deposit timeline job beside a host', () => {
  const host = { kind: 'user' as const, id: 'host-1', name: 'Host' };
  const placeOf = (b: { organizationId: number; id: number }) => ({ organizationId: b.organizationId, bookingId: b.id });
  const eventKinds = async (bookingId: number) => (await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).map((row) => row.kind);

  // Checked out 2026-06-13, released two days later at check-out time.
  async function held(depositMinor: number) {
    const made = await scheduled({ checkIn: '2026-06-10', checkOut: '2026-06-13', depositMinor });
    await run('2026-06-09T15:05:00Z');
    expect((await rowOf(made.booking.id)).status).toBe('authorized');
    return made.booking;
  }

  it("a release falling due while the host's claim is at the gateway waits; the claim lands, nothing is released", async () => {
    const b = await held(31_020);
    clock.now = new Date('2026-06-15T11:30:00Z');
    let during: Awaited<ReturnType<typeof deposit.jobs.runTimeline>> | undefined;
    beforeStep = async (name) => {
      if (name !== 'captureHold') return;
      beforeStep = null;
      during = await deposit.jobs.runTimeline(clock.now);
    };
    const claimed = await deposit.host.capture(placeOf(b), { amountMinor: 4_000, reason: 'Stained sofa' }, host);
    expect(during?.release).toBeUndefined();
    expect(claimed).toMatchObject({ status: 'partially_captured', captured: { amountMinor: 4_000 } });
    const row = await rowOf(b.id);
    expect(row).toMatchObject({ status: 'partially_captured', capturedMinor: 4_000, leaseKey: null, leaseUntil: null });
    const [hold] = await t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, row.providerRef!));
    expect(hold).toMatchObject({ status: 'captured', capturedMinor: 4_000 });
    expect(await eventKinds(b.id)).not.toContain('deposit_released');
    const { first } = await run('2026-06-15T12:00:00Z');
    expect(first.release).toBeUndefined();
  });

  it("a host's release while the job releases the same hold: one release, and the host is told it changed (409)", async () => {
    const b = await held(31_021);
    clock.now = new Date('2026-06-15T11:30:00Z');
    let answer: unknown;
    beforeStep = async (name) => {
      if (name !== 'cancelHold') return;
      beforeStep = null;
      answer = await deposit.host.release(placeOf(b), host).catch((error: unknown) => error);
    };
    const done = await deposit.jobs.runTimeline(clock.now);
    expect(done.release).toBe(1);
    expect(answer).toMatchObject({ code: 'conflict', message: 'The deposit changed meanwhile; please look again.' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'released', leaseKey: null });
    expect((await eventKinds(b.id)).filter((kind) => kind === 'deposit_released')).toHaveLength(1);
  });

  it('a gateway that does not answer gives the deposit back, to the job as to the host: the next run releases', async () => {
    const b = await held(31_022);
    clock.now = new Date('2026-06-15T11:30:00Z');
    beforeStep = async () => {
      throw new Error('gateway timed out');
    };
    await expect(deposit.host.capture(placeOf(b), { amountMinor: 1_000, reason: 'Broken glass' }, host)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'authorized', leaseKey: null, leaseUntil: null });
    const failed = await deposit.jobs.runTimeline(clock.now);
    expect(failed.release).toBeUndefined();
    expect(await rowOf(b.id)).toMatchObject({ status: 'authorized', leaseKey: null });
    beforeStep = null;
    const { first } = await run('2026-06-15T11:40:00Z');
    expect(first.release).toBe(1);
    expect((await rowOf(b.id)).status).toBe('released');
  });

  it('a lease its holder never gave back (a crash mid-step) holds the deposit until it lapses, then the release goes on', async () => {
    const b = await held(31_023);
    const takenAt = new Date('2026-06-15T11:20:00Z');
    await t.db
      .update(deposits)
      .set({ leaseKey: 'crashed-process', leaseUntil: new Date(takenAt.getTime() + depositLeaseMs) })
      .where(eq(deposits.bookingId, b.id));
    const { first: meanwhile } = await run('2026-06-15T11:25:00Z');
    expect(meanwhile.release).toBeUndefined();
    expect((await rowOf(b.id)).status).toBe('authorized');
    await expect(deposit.host.release(placeOf(b), host)).rejects.toMatchObject({ code: 'conflict' });
    const { first } = await run(new Date(takenAt.getTime() + depositLeaseMs + 1_000).toISOString());
    expect(first.release).toBe(1);
    expect(await rowOf(b.id)).toMatchObject({ status: 'released', leaseKey: null, leaseUntil: null });
  });
});
