import { paymentFailureReasons, type DepositAuthorizeResult, type DepositTerminal, type PaymentFailureReason } from '@direct/contracts';
import { depositGuestNotice } from '@direct/domain';
import type { Booking } from '../bookings/booking-ports.ts';
import type { DepositContext } from './deposit-context.ts';
import type { DepositProviderInfo, SavedCard } from './deposit-ports.ts';
import { fallbackChargeReason, type DepositRow } from './deposits.repository.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function reasonOf(code: string | null): PaymentFailureReason | null {
  if (code === null) return null;
  return (paymentFailureReasons as readonly string[]).includes(code) ? (code as PaymentFailureReason) : 'generic';
}

const cardView = (card: SavedCard | null) => (card ? { brand: card.brand, last4: card.last4 } : null);

export function authorizeResultOf(deposit: DepositRow, card: SavedCard | null): DepositAuthorizeResult {
  return {
    status: deposit.status,
    failureReason: deposit.status === 'failed' ? (reasonOf(deposit.failureCode) ?? 'generic') : null,
    amount: { amountMinor: deposit.amountMinor, currency: deposit.currency },
    holdOn: isoDay(deposit.authorizedAt ?? deposit.scheduledFor),
    releaseOn: isoDay(deposit.releaseAfter),
    card: cardView(card),
  };
}

export function terminalOf(booking: Booking, context: DepositContext, card: SavedCard | null, provider: DepositProviderInfo, holdsNow: boolean): Omit<DepositTerminal, 'cardOnFile'> {
  const { deposit, timeline } = context;
  const notice = depositGuestNotice(timeline, { authorizedAt: deposit?.authorizedAt ?? null, authorizationExpiresAt: deposit?.authorizationExpiresAt ?? null });
  const currency = deposit?.currency ?? booking.currency;
  // A host's claim is shown with its reason; the fallback charge's marker is not a reason.
  const hostClaim = deposit?.captureReason && deposit.captureReason !== fallbackChargeReason ? deposit.captureReason : null;
  return {
    booking: {
      code: booking.code,
      status: booking.status,
      brandId: booking.brandId,
      propertyName: booking.propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      language: booking.language,
    },
    required: context.required,
    amount: { amountMinor: deposit?.amountMinor ?? context.settings?.depositAmountMinor ?? 0, currency },
    status: deposit && (deposit.status !== 'scheduled' || deposit.paymentMethodId !== null) ? deposit.status : null,
    failureReason: deposit?.status === 'failed' ? (reasonOf(deposit.failureCode) ?? 'generic') : null,
    timeline: {
      holdOn: notice.holdOn,
      releaseOn: deposit ? isoDay(deposit.releaseAfter) : notice.releaseOn,
      validUntil: notice.validUntil.toISOString(),
      plan: notice.plan,
      chargeOn: notice.chargeOn,
      bankWorkingDays: { ...notice.bankWorkingDays },
    },
    holdsNow,
    card: cardView(card),
    capturedAmount: { amountMinor: hostClaim ? (deposit?.capturedMinor ?? 0) : 0, currency },
    captureReason: hostClaim,
    provider,
  };
}
