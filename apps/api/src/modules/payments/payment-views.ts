import type { Instalment, PaymentInfo, PaymentLastAttempt, PaymentTerminal } from '@direct/contracts';
import { refundDeadlines, type CancellationPolicy } from '@direct/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { Booking, BookingInstalment } from '../bookings/booking-ports.ts';
import type { PaymentRow } from './payments.repository.ts';

const unpaid = (instalment: BookingInstalment) => instalment.status !== 'paid' && instalment.status !== 'cancelled';

export function isExpired(booking: Booking, now: Date): boolean {
  if (booking.status === 'expired' || booking.status === 'cancelled') return true;
  return booking.status === 'pending_payment' && booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= now.getTime();
}

// The instalment a payment is for: pay_part -1 = the next unpaid part, else that sequence.
export function instalmentToPay(booking: Booking, payPart: number): BookingInstalment | null {
  const ordered = [...booking.instalments].sort((a, b) => a.sequence - b.sequence);
  if (payPart === -1) return ordered.find(unpaid) ?? null;
  return ordered.find((instalment) => instalment.sequence === payPart) ?? null;
}

// Paying needs a live booking and something unpaid: an expired hold or a cancelled booking is
// gone (410, the page shows Page Expired); nothing due is a conflict.
export function payableInstalment(booking: Booking, payPart: number, now: Date): BookingInstalment {
  if (isExpired(booking, now)) throw new AppError('expired', 'This booking can no longer be paid: the reservation has expired.');
  const instalment = instalmentToPay(booking, payPart);
  if (!instalment) {
    if (payPart !== -1) {
      throw new AppError('validation_failed', 'There is no such part of the payment schedule.', {
        fields: [{ field: 'pay_part', message: 'No instalment has this number', reason: 'not_found' }],
      });
    }
    throw new AppError('conflict', 'Nothing is due on this booking.');
  }
  if (!unpaid(instalment)) throw new AppError('conflict', 'This part of the payment is already paid.');
  return instalment;
}

function instalmentsOf(booking: Booking): Instalment[] {
  const next = instalmentToPay(booking, -1);
  return [...booking.instalments]
    .sort((a, b) => a.sequence - b.sequence)
    .map((instalment) => ({
      sequence: instalment.sequence,
      amount: { amountMinor: instalment.amountMinor, currency: instalment.currency },
      dueDate: instalment.dueDate,
      dueNow: next?.id === instalment.id,
      status: instalment.status,
      paidAt: instalment.paidAt ? instalment.paidAt.toISOString() : null,
    }));
}

const money = (amountMinor: number, currency: string) => ({ amountMinor, currency });

// The terms the guest accepted, as dates for this stay (the rate card showed the same ones).
function cancellationOf(policy: CancellationPolicy | null, checkIn: string): PaymentTerminal['cancellation'] {
  if (!policy) return null;
  const deadlines = policy.kind === 'non_refundable' ? [] : refundDeadlines(policy, checkIn);
  return { kind: policy.kind, deadlines: deadlines.map(({ lastDate, daysBeforeArrival, refundPercent }) => ({ lastDate, daysBeforeArrival, refundPercent })) };
}

export function terminalOf(booking: Booking, config: Config, lastAttempt: PaymentRow | null, now: Date, policy: CancellationPolicy | null = null): Omit<PaymentTerminal, 'cardOnFile'> {
  const next = instalmentToPay(booking, -1);
  const { provider, stripe, paypal } = config.payments;
  return {
    booking: {
      id: booking.id,
      code: booking.code,
      status: booking.status,
      brandId: booking.brandId,
      propertyName: booking.propertyName,
      unitTypeName: booking.unitTypeName,
      ratePlanName: booking.ratePlanName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      adults: booking.adults,
      children: booking.children,
      guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
      language: booking.language,
    },
    quote: booking.quote,
    total: money(booking.totalMinor, booking.currency),
    paid: money(booking.paidMinor, booking.currency),
    balance: money(Math.max(0, booking.totalMinor - booking.paidMinor), booking.currency),
    amountDueNow: money(next?.amountMinor ?? 0, booking.currency),
    instalments: instalmentsOf(booking),
    cancellation: cancellationOf(policy, booking.checkIn),
    holdExpiresAt: booking.status === 'pending_payment' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    expired: isExpired(booking, now),
    provider: {
      name: provider,
      stripePublishableKey: provider === 'stripe' ? (stripe?.publishableKey ?? null) : null,
      paypalClientId: provider === 'paypal' ? (paypal?.clientId ?? null) : null,
    },
    lastAttempt: lastAttemptOf(lastAttempt),
  };
}

function lastAttemptOf(row: PaymentRow | null): PaymentLastAttempt | null {
  return row ? { status: row.status, failureReason: row.status === 'failed' ? toReason(row.failureCode) : null } : null;
}

function toReason(code: string | null): NonNullable<PaymentTerminal['lastAttempt']>['failureReason'] {
  const known = ['card_decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', 'authentication_failed'] as const;
  return (known as readonly string[]).includes(code ?? '') ? (code as (typeof known)[number]) : 'generic';
}

// get_payment_info's answer. pay_part -1 with nothing left to pay answers amount 0 (a paid-up
// booking still has info to show); a pay_part that is not in the schedule matches nothing: 404.
export function paymentInfoOf(booking: Booking, config: Config, payPart: number, lastAttempt: PaymentRow | null, now: Date): PaymentInfo {
  const instalment = instalmentToPay(booking, payPart);
  if (payPart !== -1 && !instalment) {
    throw new AppError('not_found', 'There is no such part of the payment schedule.', {
      fields: [{ field: 'pay_part', message: 'No instalment has this number', reason: 'not_found' }],
    });
  }
  return {
    bookingCode: booking.code,
    bookingStatus: booking.status,
    paymentMode: 'payment',
    payPart,
    amount: money(instalment && unpaid(instalment) ? instalment.amountMinor : 0, booking.currency),
    total: money(booking.totalMinor, booking.currency),
    paid: money(booking.paidMinor, booking.currency),
    balance: money(Math.max(0, booking.totalMinor - booking.paidMinor), booking.currency),
    instalments: instalmentsOf(booking),
    provider: config.payments.provider,
    holdExpiresAt: booking.status === 'pending_payment' && booking.holdExpiresAt && !isExpired(booking, now) ? booking.holdExpiresAt.toISOString() : null,
    expired: isExpired(booking, now),
    lastAttempt: lastAttemptOf(lastAttempt),
  };
}
