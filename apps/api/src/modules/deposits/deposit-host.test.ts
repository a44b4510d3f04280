import { auditLog, bookingEvents, deposits, emailOutbox, sandboxGatewayObjects } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDepositBooking, depositNow, type DepositBookingOptions } from '../../testing/deposits-world.ts';
import { createHostDepositsWorld, type HostDepositsWorld } from '../../testing/host-deposits-world.ts';

let w: HostDepositsWorld;
beforeAll(async () => {
  w = await createHostDepositsWorld();
});
afterAll(async () => w.t.close());
beforeEach(() => {
  w.t.clock.now = depositNow;
});

// Tomorrow's arrival: the hold's day has come. Far ahead: the hold is only scheduled.
const soon = { checkIn: '2026-03-11', checkOut: '2026-03-14' };
const later = { checkIn: '2026-06-10', checkOut: '2026-06-13' };

async function depositBooking(options: DepositBookingOptions, card: string | null = '4242424242424242') {
  const made = await createDepositBooking(w.t.db, w.t.config.tokenSigningSecret, options);
  if (card) {
    const response = await w.t.post(`/apis/booking_requests/authorize_deposit/${made.booking.code}`, { access_token: made.token, payment_method_id: await w.t.tokenize(card) });
    expect(response.statusCode).toBe(200);
  }
  const owner = await w.member(made.booking.organizationId, 'owner');
  const url = `/apis/host/organizations/${made.booking.organizationId}/bookings/${made.booking.id}/deposit`;
  return { ...made, owner, url };
}

const depositOf = async (bookingId: number) => (await w.t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId)))[0]!;
const eventsOf = async (bookingId: number) => (await w.t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).map((row) => row.kind);

describe('a held deposit claimed in part', () => {
  it('captures with the reason, emails the guest, writes the timeline and the audit log, and a replay claims once', async () => {
    const { booking, owner, url } = await depositBooking(soon);
    const seen = await w.call('GET', url, undefined, owner);
    expect(seen.status).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'authorized', amount: { amountMinor: 25_000 }, card: { last4: '4242' }, actions: { place: 'already_held', release: null, capture: null } });
    expect(seen.json().holdExpiresAt).toBe('2026-03-17T12:00:00.000Z');

    const claim = { amountMinor: 8_000, reason: 'Broken lamp in the living room' };
    const claimed = await w.call('POST', `${url}/capture`, claim, owner);
    expect(claimed.status).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'partially_captured', captured: { amountMinor: 8_000 }, captureReason: claim.reason, actions: { capture: 'already_captured', release: 'already_captured' } });
    expect(claimed.json().timeline.map((entry: { kind: string; actor: string }) => `${entry.kind}:${entry.actor}`)).toEqual(['scheduled:system', 'held:guest', 'captured:host']);

    const [email] = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, 'deposit_captured')));
    expect(email?.toAddress).toBe('ana@example.test');
    expect(email?.textBody).toContain(claim.reason);
    expect(email?.textBody).toContain('80.00');
    expect(await eventsOf(booking.id)).toContain('deposit_captured');
    const audits = await w.t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, booking.organizationId), eq(auditLog.action, 'deposit.captured')));
    expect(audits).toHaveLength(1);

    const replay = await w.call('POST', `${url}/capture`, claim, owner);
    expect(replay.status).toBe(200);
    const deposit = await depositOf(booking.id);
    const [hold] = await w.t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, deposit.providerRef!));
    expect(hold?.capturedMinor).toBe(8_000);
    expect(await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, 'deposit_captured')))).toHaveLength(1);

    const another = await w.call('POST', `${url}/capture`, { amountMinor: 1_000, reason: 'And a glass' }, owner);
    expect(another.status).toBe(409);
    expect(another.json().error.message).toBe('The deposit has already been claimed.');
    expect((await w.call('POST', `${url}/release`, undefined, owner)).status).toBe(409);
  });

  it('refuses a claim larger than the hold, naming the field, and nothing moves', async () => {
    const { booking, owner, url } = await depositBooking(soon);
    const answer = await w.call('POST', `${url}/capture`, { amountMinor: 25_001, reason: 'Everything' }, owner);
    expect(answer.status).toBe(400);
    expect(answer.json().error.fields).toEqual([expect.objectContaining({ field: 'amountMinor', reason: 'too_big' })]);
    expect((await depositOf(booking.id)).status).toBe('authorized');
  });

  it('refuses a claim without a reason', async () => {
    const { owner, url } = await depositBooking(soon);
    const answer = await w.call('POST', `${url}/capture`, { amountMinor: 100, reason: ' ' }, owner);
    expect(answer.status).toBe(400);
    expect(answer.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['reason']);
  });
});

describe('at the same time', () => {
  it('two claims sent together capture once: one answers the claim, the other is refused or replays it', async () => {
    const { booking, owner, url } = await depositBooking(soon);
    const claim = { amountMinor: 5_000, reason: 'Chipped mirror' };
    const answers = await Promise.all([w.call('POST', `${url}/capture`, claim, owner), w.call('POST', `${url}/capture`, claim, owner)]);
    expect(answers.map((answer) => answer.status).sort()).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const deposit = await depositOf(booking.id);
    expect(deposit).toMatchObject({ status: 'partially_captured', capturedMinor: 5_000 });
    const [hold] = await w.t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, deposit.providerRef!));
    expect(hold?.capturedMinor).toBe(5_000);
    expect((await eventsOf(booking.id)).filter((kind) => kind === 'deposit_captured')).toHaveLength(1);
    expect(await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, 'deposit_captured')))).toHaveLength(1);
  });

  it('a release racing a claim leaves one of them done, never both; the other is told it changed (409, never 503)', async () => {
    for (const first of ['release', 'capture'] as const) {
      const { booking, owner, url } = await depositBooking(soon);
      const release = () => w.call('POST', `${url}/release`, undefined, owner);
      const capture = () => w.call('POST', `${url}/capture`, { amountMinor: 1_000, reason: 'Broken cup' }, owner);
      const answers = await Promise.all(first === 'release' ? [release(), capture()] : [capture(), release()]);
      const deposit = await depositOf(booking.id);
      const done = (await eventsOf(booking.id)).filter((kind) => kind === 'deposit_released' || kind === 'deposit_captured');
      expect(done).toHaveLength(1);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(['released', 'partially_captured']).toContain(deposit.status);
      expect(deposit.leaseKey).toBeNull();
      // The gateway agrees with the row: nothing taken when released, the claim when claimed.
      const [hold] = await w.t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, deposit.providerRef!));
      expect(hold?.capturedMinor ?? 0).toBe(deposit.capturedMinor);
    }
  });
});

describe('placing and releasing', () => {
  it('places a scheduled hold now, once, and writes it to the timeline', async () => {
    const { booking, owner, url } = await depositBooking(later);
    expect((await depositOf(booking.id)).status).toBe('scheduled');
    const placed = await w.call('POST', `${url}/place`, undefined, owner);
    expect(placed.status).toBe(200);
    expect(placed.json()).toMatchObject({ status: 'authorized', actions: { place: 'already_held' } });
    expect(placed.json().timeline.at(-1)).toMatchObject({ kind: 'held', actor: 'host', actorName: 'Host owner' });
    const again = await w.call('POST', `${url}/place`, undefined, owner);
    expect(again.status).toBe(409);
    expect(again.json().error.message).toBe('The deposit is already held.');
    const holds = await w.t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'authorization'), eq(sandboxGatewayObjects.id, (await depositOf(booking.id)).providerRef!)));
    expect(holds).toHaveLength(1);
  });

  it('says when the guest has given no card yet', async () => {
    const { owner, url } = await depositBooking(later, null);
    const view = await w.call('GET', url, undefined, owner);
    expect(view.json()).toMatchObject({ status: null, actions: { place: 'no_card', capture: 'not_held' } });
    const answer = await w.call('POST', `${url}/place`, undefined, owner);
    expect(answer.status).toBe(409);
    expect(answer.json().error.message).toBe('The guest has not given a card for the deposit yet.');
  });

  it('records a hold the card refuses (it asks the guest\'s bank) as failed', async () => {
    const made = await createDepositBooking(w.t.db, w.t.config.tokenSigningSecret, later);
    await w.t.post(`/apis/booking_requests/authorize_deposit/${made.booking.code}`, { access_token: made.token, payment_method_id: await w.t.tokenize('4000000000003220') });
    const owner = await w.member(made.booking.organizationId, 'owner');
    const url = `/apis/host/organizations/${made.booking.organizationId}/bookings/${made.booking.id}/deposit`;
    expect((await w.call('GET', url, undefined, owner)).json().actions.place).toBeNull();
    const placed = await w.call('POST', `${url}/place`, undefined, owner);
    expect(placed.status).toBe(200);
    expect(placed.json().status).toBe('failed');
    expect(placed.json().timeline.at(-1)).toMatchObject({ kind: 'failed', actor: 'host' });
  });

  it('releases a hold, then refuses every action on the released deposit', async () => {
    const { booking, owner, url } = await depositBooking(soon);
    const released = await w.call('POST', `${url}/release`, undefined, owner);
    expect(released.status).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', holdExpiresAt: null, actions: { place: 'already_released', release: 'already_released', capture: 'already_released' } });
    const [hold] = await w.t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, (await depositOf(booking.id)).providerRef!));
    expect(hold?.status).not.toBe('authorized');
    expect((await w.call('POST', `${url}/release`, undefined, owner)).json().error.message).toBe('The deposit has already been released.');
    expect((await w.call('POST', `${url}/capture`, { amountMinor: 100, reason: 'Too late' }, owner)).status).toBe(409);
    expect(await eventsOf(booking.id)).toEqual(['deposit_held', 'deposit_released']);
  });

  it('cancels a hold that was only scheduled', async () => {
    const { owner, url } = await depositBooking(later);
    const answer = await w.call('POST', `${url}/release`, undefined, owner);
    expect(answer.json()).toMatchObject({ status: 'cancelled' });
    expect(answer.json().timeline.at(-1)).toMatchObject({ kind: 'cancelled', actor: 'host' });
  });
});

describe('who may', () => {
  it('lets the accountant read but not move money; housekeeping not even read', async () => {
    const { booking, url } = await depositBooking(soon);
    const accountant = await w.member(booking.organizationId, 'accountant');
    const housekeeping = await w.member(booking.organizationId, 'housekeeping');
    expect((await w.call('GET', url, undefined, accountant)).status).toBe(200);
    expect((await w.call('POST', `${url}/capture`, { amountMinor: 100, reason: 'Stain' }, accountant)).status).toBe(403);
    expect((await w.call('GET', url, undefined, housekeeping)).status).toBe(403);
    expect((await depositOf(booking.id)).status).toBe('authorized');
  });

  it("answers 404 for another organization's booking, and nothing changes", async () => {
    const mine = await depositBooking(soon);
    const theirs = await depositBooking(soon);
    const foreignUrl = `/apis/host/organizations/${mine.booking.organizationId}/bookings/${theirs.booking.id}/deposit`;
    expect((await w.call('GET', foreignUrl, undefined, mine.owner)).status).toBe(404);
    expect((await w.call('POST', `${foreignUrl}/capture`, { amountMinor: 100, reason: 'Not mine' }, mine.owner)).status).toBe(404);
    expect((await w.call('POST', `${foreignUrl}/release`, undefined, mine.owner)).status).toBe(404);
    expect((await w.call('POST', `${foreignUrl}/place`, undefined, mine.owner)).status).toBe(404);
    expect((await depositOf(theirs.booking.id)).status).toBe('authorized');
    expect(await eventsOf(theirs.booking.id)).toEqual(['deposit_held']);
  });
});
