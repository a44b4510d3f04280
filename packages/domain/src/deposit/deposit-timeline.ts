import { addDays, type IsoDate } from '../dates/iso-date.ts';

// The security deposit's timeline (docs/product.md §3): a card hold, never a charge, placed a set time
// before arrival (default: the day before), released automatically a few days after check-out when
// the host raises no claim. Card holds lapse (about 7 days for most cards), so a hold that would
// lapse before the release is renewed before it does, or follows the host's fallback.

/** How long a card authorization stays valid at most gateways (Stripe: 7 days for online cards). */
export const holdValidityDays = 7;
/** How long before a hold lapses it is renewed (or the fallback applies): one job outage of slack. */
export const renewalLeadHours = 24;
/** What banks take to show a released hold as available again (spec §8: 10 to 14 working days). */
export const bankReleaseWorkingDays = { min: 10, max: 14 } as const;

export type DepositFallback = 'reauthorize' | 'charge_and_refund' | 'none';
export type DepositStatus = 'scheduled' | 'authorized' | 'released' | 'captured' | 'partially_captured' | 'failed' | 'expired' | 'cancelled';

// How the deposit covers the stay: one hold; a hold renewed before it lapses; a hold turned into a
// charge refunded after check-out; or (fallback none) a hold allowed to lapse before the release.
export type DepositPlan = 'single_hold' | 'reauthorize' | 'charge_and_refund' | 'hold_may_lapse';

export type DepositTimelineInput = {
  checkIn: IsoDate;
  checkOut: IsoDate;
  // The property's times, "HH:MM" or "HH:MM:SS" (read as UTC, like every stay date here).
  checkInTime?: string | null;
  checkOutTime?: string | null;
  hoursBeforeArrival: number;
  releaseDaysAfterCheckout: number;
  fallback: DepositFallback;
};

export type DepositTimeline = {
  holdAt: Date;
  releaseAt: Date;
  plan: DepositPlan;
  // Re-authorizations a 'reauthorize' plan expects (0 otherwise).
  renewals: number;
  // charge_and_refund: when the hold becomes a charge (a day before the first hold lapses).
  chargeAt: Date | null;
};

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

function at(date: IsoDate, time: string | null | undefined, fallback: string): Date {
  const clock = /^\d{2}:\d{2}(:\d{2})?$/.test(time ?? '') ? (time as string) : fallback;
  return new Date(`${date}T${clock.length === 5 ? `${clock}:00` : clock}Z`);
}

/** When an authorization made at `authorizedAt` lapses. */
export function depositHoldExpiry(authorizedAt: Date): Date {
  return new Date(authorizedAt.getTime() + holdValidityDays * dayMs);
}

/** When a hold lapsing at `expiresAt` is renewed (or charged under the charge_and_refund fallback). */
export function renewalTime(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - renewalLeadHours * hourMs);
}

export function depositTimeline(input: DepositTimelineInput): DepositTimeline {
  const arrival = at(input.checkIn, input.checkInTime, '15:00');
  const holdAt = new Date(arrival.getTime() - Math.max(0, input.hoursBeforeArrival) * hourMs);
  const releaseAt = at(addDays(input.checkOut, Math.max(0, input.releaseDaysAfterCheckout)), input.checkOutTime, '11:00');
  const firstExpiry = depositHoldExpiry(holdAt);
  if (firstExpiry.getTime() >= releaseAt.getTime()) return { holdAt, releaseAt, plan: 'single_hold', renewals: 0, chargeAt: null };
  if (input.fallback === 'charge_and_refund') return { holdAt, releaseAt, plan: 'charge_and_refund', renewals: 0, chargeAt: renewalTime(firstExpiry) };
  if (input.fallback === 'none') return { holdAt, releaseAt, plan: 'hold_may_lapse', renewals: 0, chargeAt: null };
  let renewals = 0;
  for (let expiry = firstExpiry; expiry.getTime() < releaseAt.getTime(); expiry = depositHoldExpiry(renewalTime(expiry))) renewals++;
  return { holdAt, releaseAt, plan: 'reauthorize', renewals, chargeAt: null };
}

const isoDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** The hold is placed when the guest gives the card if its day has come; otherwise it waits for its time. */
export function placeHoldNow(holdAt: Date, now: Date): boolean {
  return isoDay(holdAt) <= isoDay(now);
}

// What a deposit row needs for the next step of its timeline.
export type DepositState = {
  status: DepositStatus;
  scheduledFor: Date;
  releaseAfter: Date;
  authorizationExpiresAt: Date | null;
  fallback: DepositFallback;
  // The hold became a charge under the charge_and_refund fallback (refunded at the release).
  chargedAsFallback: boolean;
  // The booking was cancelled or expired: nothing is to be held any more.
  bookingGone: boolean;
};

export type DepositAction = 'place' | 'renew' | 'charge' | 'release' | 'refund' | 'expire' | 'cancel' | 'wait';

// The one step a recurring job takes for a deposit at `now`. Running it twice is safe because every
// step moves the deposit to a state whose next action is later (or 'wait').
export function nextDepositAction(state: DepositState, now: Date): DepositAction {
  const time = now.getTime();
  switch (state.status) {
    case 'scheduled':
      if (state.bookingGone || time >= state.releaseAfter.getTime()) return 'cancel';
      return time >= state.scheduledFor.getTime() ? 'place' : 'wait';
    case 'authorized': {
      if (state.bookingGone) return 'release';
      if (time >= state.releaseAfter.getTime()) return 'release';
      const expires = state.authorizationExpiresAt;
      if (!expires) return 'wait';
      if (time >= expires.getTime()) return 'expire';
      if (time < renewalTime(expires).getTime() || expires.getTime() >= state.releaseAfter.getTime()) return 'wait';
      if (state.fallback === 'reauthorize') return 'renew';
      if (state.fallback === 'charge_and_refund') return 'charge';
      return 'wait';
    }
    case 'captured':
      return state.chargedAsFallback && (state.bookingGone || time >= state.releaseAfter.getTime()) ? 'refund' : 'wait';
    default:
      return 'wait';
  }
}

// What the guest is told: the day the hold is placed, how long it is valid, the day it is released,
// and that the bank may take 10 to 14 working days to show the money again.
export type DepositGuestNotice = {
  holdOn: IsoDate;
  validUntil: Date;
  releaseOn: IsoDate;
  plan: DepositPlan;
  chargeOn: IsoDate | null;
  bankWorkingDays: typeof bankReleaseWorkingDays;
};

export function depositGuestNotice(timeline: DepositTimeline, state: { authorizedAt: Date | null; authorizationExpiresAt: Date | null }): DepositGuestNotice {
  const holdFrom = state.authorizedAt ?? timeline.holdAt;
  return {
    holdOn: isoDay(holdFrom),
    validUntil: state.authorizationExpiresAt ?? depositHoldExpiry(holdFrom),
    releaseOn: isoDay(timeline.releaseAt),
    plan: timeline.plan,
    chargeOn: timeline.chargeAt ? isoDay(timeline.chargeAt) : null,
    bankWorkingDays: bankReleaseWorkingDays,
  };
}
