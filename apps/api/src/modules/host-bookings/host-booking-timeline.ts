import type { HostBookingTimelineEntry } from '@direct/contracts';
import type { HostBookingDetailRepository } from './host-booking-detail.repository.ts';

// A booking's timeline: everything that happened to it, newest first, merged from the rows that
// record it (the request, the booking's own timestamps, payments and refunds, check-in steps,
// emails, the deposit, and the booking_events other domains write in their changes' transactions).
// Opens aren't tracked, so an email shows as pending, sent or failed.

type Booking = NonNullable<Awaited<ReturnType<HostBookingDetailRepository['booking']>>>['booking'];
type Related = Awaited<ReturnType<HostBookingDetailRepository['related']>>;
type Value = string | number | boolean | null;

// Only flat values travel: nested data from other domains' events is left out rather than guessed at.
function flat(data: Record<string, unknown>): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') result[key] = value;
  }
  return result;
}

export function bookingTimeline(booking: Booking, related: Related): HostBookingTimelineEntry[] {
  const entries: (HostBookingTimelineEntry & { order: number })[] = [];
  let order = 0;
  const add = (at: Date | null | undefined, entry: Omit<HostBookingTimelineEntry, 'at' | 'actor'> & { actor?: HostBookingTimelineEntry['actor'] }) => {
    if (at) entries.push({ at: at.toISOString(), actor: null, ...entry, order: (order += 1) });
  };

  for (const request of related.requests) add(request.createdAt, { kind: 'requested', origin: 'request', data: { source: request.source } });
  add(booking.createdAt, { kind: booking.holdExpiresAt ? 'held' : 'created', origin: 'booking', data: { source: booking.source, holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null } });
  add(booking.confirmedAt, { kind: 'confirmed', origin: 'booking', data: {} });
  add(booking.cancelledAt, { kind: 'cancelled', origin: 'booking', data: { reason: booking.cancelReason } });
  if (booking.status === 'expired') add(booking.holdExpiresAt, { kind: 'expired', origin: 'booking', data: {} });
  add(booking.checkinReadyAt, { kind: 'checkin_ready', origin: 'checkin', data: {} });

  for (const payment of related.payments) {
    const kind = payment.kind === 'refund' ? 'refund' : 'payment';
    add(payment.succeededAt ?? payment.createdAt, {
      kind: `${kind}_${payment.status}`,
      origin: 'payment',
      data: { amountMinor: payment.amountMinor, currency: payment.currency, provider: payment.provider, failureCode: payment.failureCode },
    });
  }
  for (const step of related.steps) {
    if (step.status === 'completed') add(step.completedAt, { kind: 'checkin_step_completed', origin: 'checkin', data: { step: step.step } });
  }
  for (const email of related.emails) {
    add(email.status === 'sent' ? (email.sentAt ?? email.createdAt) : email.createdAt, {
      kind: `email_${email.status}`,
      origin: 'email',
      data: { emailKind: email.kind, subject: email.subject, to: email.toAddress },
    });
  }
  const deposit = related.deposit;
  if (deposit) {
    const money = { amountMinor: deposit.amountMinor, currency: deposit.currency };
    add(deposit.authorizedAt, { kind: 'deposit_authorized', origin: 'deposit', data: money });
    add(deposit.releasedAt, { kind: 'deposit_released', origin: 'deposit', data: money });
    add(deposit.capturedAt, { kind: 'deposit_captured', origin: 'deposit', data: { capturedMinor: deposit.capturedMinor, currency: deposit.currency, reason: deposit.captureReason } });
    if (deposit.status === 'failed' || deposit.status === 'expired') add(deposit.updatedAt, { kind: `deposit_${deposit.status}`, origin: 'deposit', data: { ...money, failureCode: deposit.failureCode } });
  }
  for (const event of related.events) {
    add(event.createdAt, { kind: event.kind, origin: 'event', actor: { kind: event.actorKind, name: event.actorName }, data: flat(event.data) });
  }

  // Newest first; what was recorded later comes first among entries of the same instant.
  entries.sort((a, b) => (a.at === b.at ? b.order - a.order : a.at < b.at ? 1 : -1));
  return entries.map(({ order: _order, ...entry }) => entry);
}
