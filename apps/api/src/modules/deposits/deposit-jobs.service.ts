import { depositHoldExpiry, nextDepositAction, renewalLeadHours, type DepositAction } from '@direct/domain';
import type { Booking } from '../bookings/booking-ports.ts';
import { holdKeyOf } from './deposit-context.ts';
import type { createDepositEmails } from './deposit-emails.ts';
import type { DepositBookings, DepositHolds } from './deposit-ports.ts';
import { fallbackChargeReason, type DepositRow, type DepositsRepository } from './deposits.repository.ts';

export type DepositJobsService = ReturnType<typeof createDepositJobsService>;
export type DepositTimelineRun = Partial<Record<DepositAction | 'failed', number>>;

// The deposit's timeline, run by a recurring job: place scheduled holds (off-session on the saved
// card), renew holds of long stays or follow the fallback, release after check-out, mark lapsed
// holds expired. Each step is a gateway call with a key derived from the deposit and the hold it
// is about, then a compare-and-set on the row: a second run (or a concurrent worker) reaches the
// gateway with the same key and finds the row already moved.
export function createDepositJobsService(options: {
  repository: DepositsRepository;
  bookings: DepositBookings;
  holds: DepositHolds;
  emails: ReturnType<typeof createDepositEmails>;
}) {
  const { repository, bookings, holds, emails } = options;

  // The platform's steps, for the booking's timeline.
  const event = (deposit: DepositRow, kind: string, data: Record<string, unknown> = {}) => ({
    organizationId: deposit.organizationId,
    bookingId: deposit.bookingId,
    kind,
    actor: { kind: 'system' as const },
    data: { amountMinor: deposit.amountMinor, currency: deposit.currency, ...data },
  });

  async function holdFailed(booking: Booking, deposit: DepositRow, attemptKey: string, reason: string, now: Date): Promise<void> {
    const token = await bookings.accessTokenOf(booking.organizationId, booking.id);
    const email = emails.holdFailed(booking, { amountMinor: deposit.amountMinor, attemptKey, token });
    await repository.transition(booking.organizationId, deposit.id, ['scheduled'], { status: 'failed', failureCode: reason }, { email, event: event(deposit, 'deposit_failed', { reason }), now });
  }

  // The steps that spend the hold take the deposit's lease first (a host's release or claim may be
  // under way); a step that finds it taken waits for the next run. A step that throws (the
  // gateway did not answer) gives the lease back and the next run retries with the same key.
  // Without a hold at the gateway there is nothing to spend: the step runs without a lease.
  async function leased(deposit: DepositRow, from: DepositRow['status'][], now: Date, run: (lease: string | undefined) => Promise<DepositAction | 'failed'>): Promise<DepositAction | 'failed' | 'wait'> {
    if (!deposit.providerRef) return run(undefined);
    const lease = await repository.lease(deposit.organizationId, deposit.id, from, deposit.providerRef, now);
    if (!lease) return 'wait';
    try {
      const done = await run(lease);
      if (done === 'failed') await repository.giveBack(deposit.organizationId, deposit.id, lease);
      return done;
    } catch (error) {
      await repository.giveBack(deposit.organizationId, deposit.id, lease);
      throw error;
    }
  }

  async function step(booking: Booking, deposit: DepositRow, action: DepositAction, now: Date): Promise<DepositAction | 'failed' | 'wait'> {
    const org = booking.organizationId;
    const ref = deposit.providerRef;
    // The hold goes on the card on file when the guest replaced the card since (new_card).
    const given = deposit.paymentMethodId ? await holds.cardById(org, deposit.paymentMethodId) : null;
    const card = action === 'place' && given ? ((await holds.cardOnFile(org, deposit.bookingId)) ?? given) : given;
    const description = `Security deposit, booking ${booking.code}`;
    switch (action) {
      case 'place': {
        if (!card) {
          await holdFailed(booking, deposit, `${deposit.idempotencyKey}:no-card`, 'generic', now);
          return 'failed';
        }
        const key = holdKeyOf(deposit, card.providerRef);
        const hold = await holds.authorizeHold({ amountMinor: deposit.amountMinor, currency: deposit.currency, paymentMethodRef: card.providerRef, customerRef: card.customerRef, idempotencyKey: key, returnUrl: null, description });
        if (hold.status !== 'authorized') {
          await holdFailed(booking, deposit, key, hold.failureReason ?? 'card_decline', now);
          return 'failed';
        }
        await repository.transition(org, deposit.id, ['scheduled'], { status: 'authorized', providerRef: hold.providerRef, authorizedAt: now, authorizationExpiresAt: depositHoldExpiry(now), failureCode: null }, { event: event(deposit, 'deposit_held'), now });
        return action;
      }
      case 'renew': {
        if (!card || !ref) return 'wait';
        return leased(deposit, ['authorized'], now, async (lease) => {
          const renewed = await holds.authorizeHold({ amountMinor: deposit.amountMinor, currency: deposit.currency, paymentMethodRef: card.providerRef, customerRef: card.customerRef, idempotencyKey: `${deposit.idempotencyKey}:renew:${ref}`, returnUrl: null, description });
          // A refused renewal keeps the current hold until it lapses (then 'expire').
          if (renewed.status !== 'authorized') return 'failed';
          const moved = await repository.transition(org, deposit.id, ['authorized'], { providerRef: renewed.providerRef, authorizedAt: now, authorizationExpiresAt: depositHoldExpiry(now) }, { providerRef: ref, lease, event: event(deposit, 'deposit_reauthorized', { fallback: deposit.fallback }), now });
          if (moved) await holds.cancelHold(ref, `${deposit.idempotencyKey}:cancel:${ref}`).catch(() => undefined);
          return action;
        });
      }
      case 'charge': {
        if (!card || !ref) return 'wait';
        return leased(deposit, ['authorized'], now, async (lease) => {
          const charge = await holds.charge({ amountMinor: deposit.amountMinor, currency: deposit.currency, card, idempotencyKey: `${deposit.idempotencyKey}:charge:${ref}`, description });
          if (!charge.succeeded) return 'failed';
          const moved = await repository.transition(
            org,
            deposit.id,
            ['authorized'],
            { status: 'captured', providerRef: charge.providerRef, capturedMinor: deposit.amountMinor, captureReason: fallbackChargeReason, capturedAt: now, authorizationExpiresAt: null },
            { providerRef: ref, lease, event: event(deposit, 'deposit_fallback_charged', { capturedMinor: deposit.amountMinor, reason: fallbackChargeReason, fallback: deposit.fallback }), now },
          );
          if (moved) await holds.cancelHold(ref, `${deposit.idempotencyKey}:cancel:${ref}`).catch(() => undefined);
          return action;
        });
      }
      case 'release':
        return leased(deposit, ['authorized'], now, async (lease) => {
          if (ref) await holds.cancelHold(ref, `${deposit.idempotencyKey}:release:${ref}`);
          await repository.transition(org, deposit.id, ['authorized'], { status: 'released', releasedAt: now }, { providerRef: ref, lease, event: event(deposit, 'deposit_released'), now });
          return action;
        });
      case 'refund':
        return leased(deposit, ['captured'], now, async (lease) => {
          if (ref) await holds.refund(ref, deposit.amountMinor, `${deposit.idempotencyKey}:refund:${ref}`);
          await repository.transition(org, deposit.id, ['captured'], { status: 'released', releasedAt: now, capturedMinor: 0, captureReason: null, capturedAt: null }, { providerRef: ref, lease, event: event(deposit, 'deposit_fallback_refunded', { fallback: deposit.fallback }), now });
          return action;
        });
      case 'expire':
        await repository.transition(org, deposit.id, ['authorized'], { status: 'expired' }, { providerRef: ref, event: event(deposit, 'deposit_expired'), now });
        return action;
      case 'cancel':
        await repository.transition(org, deposit.id, ['scheduled'], { status: 'cancelled' }, { event: event(deposit, 'deposit_cancelled'), now });
        return action;
      default:
        return action;
    }
  }

  return {
    /** Takes every deposit's due step; answers how many of each were taken. */
    async runTimeline(now: Date, limit = 100): Promise<DepositTimelineRun> {
      const counts: DepositTimelineRun = {};
      for (const due of await repository.dueForTimeline(now, renewalLeadHours * 3_600_000, limit)) {
        const deposit = await repository.byId(due.organizationId, due.id);
        const booking = deposit ? await bookings.findById(deposit.organizationId, deposit.bookingId) : null;
        if (!deposit || !booking) continue;
        const action = nextDepositAction(
          {
            status: deposit.status,
            scheduledFor: deposit.scheduledFor,
            releaseAfter: deposit.releaseAfter,
            authorizationExpiresAt: deposit.authorizationExpiresAt,
            fallback: deposit.fallback,
            chargedAsFallback: deposit.captureReason === fallbackChargeReason,
            bookingGone: booking.status === 'cancelled' || booking.status === 'expired',
          },
          now,
        );
        if (action === 'wait') continue;
        try {
          const done = await step(booking, deposit, action, now);
          if (done !== 'wait') counts[done] = (counts[done] ?? 0) + 1;
        } catch {
          // The gateway didn't answer: nothing moved, and the next run retries with the same key.
          continue;
        }
      }
      return counts;
    },
  };
}
