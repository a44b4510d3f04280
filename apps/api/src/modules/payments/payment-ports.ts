import type { PaymentProviderName } from '@direct/contracts';
import type { HostChargeOutcome } from './host-money.service.ts';
import type { GatewayRefund, SavedMethodDetails } from './payment-provider.ts';

// What other modules may use of payments (wired in services.ts): the configured gateway's port
// (holds, refunds, off-session charges) and the booking's stored payment methods. The deposits
// domain builds its holds on these; payments knows nothing of deposits.
export {
  CardDeclinedError,
  GatewayRequestError,
  type GatewayHold,
  type GatewayRefund,
  type HoldInput,
  type PaymentProvider,
  type SavedMethodDetails,
} from './payment-provider.ts';

export type StoredPaymentMethod = {
  id: number;
  providerRef: string;
  providerCustomerRef: string | null;
  brand: string | null;
  last4: string | null;
};

export interface PaymentMethodStore {
  byRef(organizationId: number, bookingId: number, provider: PaymentProviderName, providerRef: string): Promise<StoredPaymentMethod | null>;
  byId(organizationId: number, id: number): Promise<StoredPaymentMethod | null>;
  /** The booking's card on file (the newest saved method), null when none. */
  latestSaved(organizationId: number, bookingId: number): Promise<StoredPaymentMethod | null>;
  add(input: { organizationId: number; bookingId: number; provider: PaymentProviderName; providerRef: string }): Promise<StoredPaymentMethod>;
  /** A method becomes reusable off-session once the gateway saved it to a customer. */
  markSaved(organizationId: number, id: number, details: SavedMethodDetails): Promise<void>;
}

export type { HostChargeOutcome };
export type { DepositsOnCardOnFile } from './card-operations.routes.ts';

/** Money a host moves on a booking (refunds against the original charges, a charge on the saved card). */
export interface PaymentsForHosts {
  readonly providerName: PaymentProviderName;
  refundableMinor(organizationId: number, bookingId: number): Promise<number>;
  hasSavedMethod(organizationId: number, bookingId: number): Promise<boolean>;
  chargeInstalmentNow(organizationId: number, bookingId: number, instalmentId: number): Promise<HostChargeOutcome>;
  /** One refund the caller reserved on a charge, under the caller's key (the gateway answers a retry with its first answer). */
  refundCharge(input: { chargeRef: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayRefund>;
}
