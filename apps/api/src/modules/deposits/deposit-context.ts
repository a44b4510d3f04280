import { depositTimeline, type DepositFallback, type DepositTimeline } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { DepositRow, DepositsRepository, DepositSettings } from './deposits.repository.ts';

// The facts every deposit decision starts from: the property's settings, whether the step applies,
// the timeline, and the deposit row (if the guest gave a card yet).

export type DepositContext = {
  settings: DepositSettings | null;
  required: boolean;
  timeline: DepositTimeline;
  deposit: DepositRow | null;
};

// The fallback when the property says none; the deposit row keeps the one it was made with.
export const defaultFallback: DepositFallback = 'reauthorize';

export async function depositContext(repository: DepositsRepository, booking: Booking): Promise<DepositContext> {
  const settings = await repository.settingsFor(booking.organizationId, booking.id);
  const deposit = await repository.byBooking(booking.organizationId, booking.id);
  const required = settings !== null && settings.requiredSteps.includes('security_deposit') && settings.depositAmountMinor > 0;
  const timeline = depositTimeline({
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: settings?.checkInTime ?? null,
    checkOutTime: settings?.checkOutTime ?? null,
    hoursBeforeArrival: settings?.hoursBeforeArrival ?? 24,
    releaseDaysAfterCheckout: settings?.releaseDaysAfterCheckout ?? 2,
    fallback: deposit?.fallback ?? settings?.fallback ?? defaultFallback,
  });
  return { settings, required, timeline, deposit };
}

export const depositKeyOf = (provider: string, bookingId: number) => `deposit:${provider}:booking:${bookingId}`;
// Gateway keys derive from the deposit's key and what the call is about, so a retried call (a
// double submit, a job run twice) reaches the gateway with the same key and holds once.
export const holdKeyOf = (deposit: DepositRow, cardRef: string) => `${deposit.idempotencyKey}:hold:${cardRef}`;

// Another step moved the deposit, or is under way on its hold, since it was read.
export const depositChanged = () => new AppError('conflict', 'The deposit changed meanwhile; please look again.');

// One gateway step on a hold at a time (decision 0055): the lease for a host's or an API client's
// release or claim, or 409 when another step has the deposit.
export async function leaseForStep(repository: DepositsRepository, deposit: DepositRow, providerRef: string, at: Date): Promise<string> {
  const lease = await repository.lease(deposit.organizationId, deposit.id, [deposit.status], providerRef, at);
  if (!lease) throw depositChanged();
  return lease;
}
