import type { PaymentFailureReason, PaymentProviderName } from '@direct/contracts';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { GatewayHold, GatewayRefund, HoldInput } from '../payments/payment-ports.ts';

// What the deposits domain asks of the others (wired in services.ts): the bookings domain for
// access and booking facts, the payments domain for the gateway's holds and the saved card.

export type SavedCard = {
  id: number;
  providerRef: string;
  customerRef: string | null;
  brand: string | null;
  last4: string | null;
};

export type SaveCardOutcome = { ok: true; card: SavedCard } | { ok: false; reason: PaymentFailureReason };

export type DepositProviderInfo = { name: PaymentProviderName; stripePublishableKey: string | null; paypalClientId: string | null };

export interface DepositHolds {
  readonly providerName: PaymentProviderName;
  providerInfo(): DepositProviderInfo;
  /** Stores the browser's payment method for the booking and saves it with the gateway for off-session holds (idempotent per method). */
  saveCard(input: { organizationId: number; bookingId: number; paymentMethodRef: string; email: string | null; idempotencyKey: string }): Promise<SaveCardOutcome>;
  cardById(organizationId: number, id: number): Promise<SavedCard | null>;
  /** The booking's card on file (the newest saved card or PayPal account: new_card replaces it). */
  cardOnFile(organizationId: number, bookingId: number): Promise<SavedCard | null>;
  authorizeHold(input: HoldInput): Promise<GatewayHold>;
  captureHold(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<GatewayHold>;
  cancelHold(providerRef: string, idempotencyKey: string): Promise<GatewayHold>;
  /** An off-session charge on the saved card (the charge_and_refund fallback); never recorded as a booking payment. */
  charge(input: { amountMinor: number; currency: string; card: SavedCard; idempotencyKey: string; description: string }): Promise<{ providerRef: string; succeeded: boolean; failureReason: PaymentFailureReason | null }>;
  refund(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<GatewayRefund>;
}

export type DepositBookings = Pick<BookingsForPayments, 'findByAccess' | 'findById'> & {
  /** The access token of the booking's links (for the deposit link in emails); null when it is gone. */
  accessTokenOf(organizationId: number, bookingId: number): Promise<string | null>;
};
