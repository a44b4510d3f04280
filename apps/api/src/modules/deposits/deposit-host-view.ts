import type { DepositRefusal, DepositTimelineKind, HostDeposit } from '@direct/contracts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { DepositContext } from './deposit-context.ts';
import type { SavedCard } from './deposit-ports.ts';
import { fallbackChargeReason, type DepositRow, type DepositsRepository } from './deposits.repository.ts';

type EventRow = Awaited<ReturnType<DepositsRepository['events']>>[number];

const kindOfEvent: Record<string, DepositTimelineKind> = {
  deposit_held: 'held',
  deposit_reauthorized: 'reauthorized',
  deposit_fallback_charged: 'fallback_charged',
  deposit_fallback_refunded: 'fallback_refunded',
  deposit_released: 'released',
  deposit_captured: 'captured',
  deposit_failed: 'failed',
  deposit_expired: 'expired',
  deposit_cancelled: 'cancelled',
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const over: DepositRow['status'][] = ['released', 'expired', 'cancelled'];
const claimed = (deposit: DepositRow) => (deposit.status === 'captured' || deposit.status === 'partially_captured') && deposit.captureReason !== fallbackChargeReason;
// Under the charge_and_refund fallback the "hold" is a charge, claimed by refunding the rest.
export const heldAsCharge = (deposit: DepositRow) => deposit.status === 'captured' && deposit.captureReason === fallbackChargeReason;

// Why each host action is not possible now (null: it is); the service refuses with the same reason.
export function refusalsOf(booking: Booking, context: DepositContext): HostDeposit['actions'] {
  const { deposit } = context;
  const ended = (d: DepositRow): DepositRefusal | null => (over.includes(d.status) ? 'already_released' : claimed(d) ? 'already_captured' : null);
  const place = (): DepositRefusal | null => {
    if (!context.required) return 'no_deposit';
    if (booking.status !== 'confirmed') return 'booking_not_confirmed';
    if (!deposit || deposit.paymentMethodId === null) return 'no_card';
    if (deposit.status === 'authorized' || heldAsCharge(deposit)) return 'already_held';
    return ended(deposit);
  };
  const release = (): DepositRefusal | null => {
    if (!deposit) return context.required ? 'not_held' : 'no_deposit';
    if (deposit.status === 'failed') return 'not_held';
    return ended(deposit);
  };
  const capture = (): DepositRefusal | null => {
    if (!deposit) return context.required ? 'not_held' : 'no_deposit';
    if (deposit.status === 'authorized' || heldAsCharge(deposit)) return deposit.providerRef ? null : 'not_held';
    return ended(deposit) ?? 'not_held';
  };
  return { place: place(), release: release(), capture: capture() };
}

export const refusalMessages: Record<DepositRefusal, string> = {
  no_deposit: 'This booking has no security deposit.',
  no_card: 'The guest has not given a card for the deposit yet.',
  already_held: 'The deposit is already held.',
  not_held: 'No deposit is held on this booking.',
  already_released: 'The deposit has already been released.',
  already_captured: 'The deposit has already been claimed.',
  booking_not_confirmed: 'Only a confirmed booking takes a deposit.',
};

function timelineOf(deposit: DepositRow | null, events: EventRow[]): HostDeposit['timeline'] {
  if (!deposit) return [];
  const money = (amountMinor: number) => ({ amountMinor, currency: deposit.currency });
  const entries: HostDeposit['timeline'] = [{ kind: 'scheduled', at: deposit.createdAt.toISOString(), actor: 'system', actorName: null, amount: money(deposit.amountMinor), reason: null }];
  for (const event of events) {
    const kind = kindOfEvent[event.kind];
    if (!kind) continue;
    const data = event.data;
    const reason = typeof data['reason'] === 'string' && data['reason'] !== fallbackChargeReason ? data['reason'] : null;
    const amountMinor = typeof data['capturedMinor'] === 'number' ? data['capturedMinor'] : typeof data['amountMinor'] === 'number' ? data['amountMinor'] : deposit.amountMinor;
    entries.push({
      kind,
      at: event.createdAt.toISOString(),
      actor: event.actorKind === 'guest' ? 'guest' : event.actorKind === 'system' ? 'system' : 'host',
      actorName: event.actorName,
      amount: money(amountMinor),
      reason,
    });
  }
  // Deposits moved before the timeline was written keep their row's dates.
  const seen = new Set(entries.map((entry) => entry.kind));
  const fromRow = (kind: DepositTimelineKind, at: Date | null, amountMinor: number, reason: string | null = null) => {
    if (at && !seen.has(kind)) entries.push({ kind, at: at.toISOString(), actor: 'system', actorName: null, amount: money(amountMinor), reason });
  };
  fromRow('held', deposit.authorizedAt, deposit.amountMinor);
  if (claimed(deposit)) fromRow('captured', deposit.capturedAt, deposit.capturedMinor, deposit.captureReason);
  // A refunded fallback charge is the deposit's release.
  if (deposit.status === 'released' && !seen.has('fallback_refunded')) fromRow('released', deposit.releasedAt, deposit.amountMinor);
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export const photoEventKind = 'deposit_photo_added';

export function photosOf(events: EventRow[]): HostDeposit['photos'] {
  return events
    .filter((event) => event.kind === photoEventKind && typeof event.data['documentId'] === 'number')
    .map((event) => ({ documentId: event.data['documentId'] as number, addedAt: event.createdAt.toISOString() }));
}

export function hostDepositOf(booking: Booking, context: DepositContext, card: SavedCard | null, events: EventRow[]): HostDeposit {
  const { deposit, timeline } = context;
  const currency = deposit?.currency ?? booking.currency;
  return {
    bookingId: booking.id,
    bookingCode: booking.code,
    guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
    required: context.required,
    status: deposit?.status ?? null,
    amount: { amountMinor: deposit?.amountMinor ?? context.settings?.depositAmountMinor ?? 0, currency },
    captured: { amountMinor: deposit && claimed(deposit) ? deposit.capturedMinor : 0, currency },
    captureReason: deposit && claimed(deposit) ? deposit.captureReason : null,
    failureReason: deposit?.status === 'failed' ? (deposit.failureCode ?? 'generic') : null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    holdOn: context.required ? isoDay(deposit?.authorizedAt ?? deposit?.scheduledFor ?? timeline.holdAt) : null,
    releaseOn: context.required ? isoDay(deposit?.releaseAfter ?? timeline.releaseAt) : null,
    holdExpiresAt: deposit?.status === 'authorized' && deposit.authorizationExpiresAt ? deposit.authorizationExpiresAt.toISOString() : null,
    fallback: deposit?.fallback ?? context.settings?.fallback ?? 'reauthorize',
    actions: refusalsOf(booking, context),
    timeline: timelineOf(deposit, events),
    photos: photosOf(events),
  };
}
