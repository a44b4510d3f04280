import type { OpayoBrowserDetails, PaymentFailureReason, PaymentProviderName } from '@direct/contracts';

// One interface for every gateway (Medusa-style): the payment service never knows which one it
// talks to. Every call that changes something at the gateway carries our idempotency key, so a
// retried call answers the object the first call made instead of charging again.

export type GatewayPaymentStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'cancelled';

export type SavedMethodDetails = {
  paymentMethodRef: string;
  customerRef: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
};

export type GatewayPayment = {
  providerRef: string;
  status: GatewayPaymentStatus;
  amountMinor: number;
  currency: string;
  // Stripe: for stripe.handleNextAction in the browser.
  clientSecret: string | null;
  // Sandbox 3-D Secure page or PayPal approval page.
  nextActionUrl: string | null;
  failureReason: PaymentFailureReason | null;
  failureMessage: string | null;
  // Set when the payment saved its method for later (off-session) use.
  savedMethod: SavedMethodDetails | null;
};

// What a gateway's browser form hands over besides the method id, for gateways that need it
// (Opayo: the merchant session key the card identifier was made under, and the browser's details
// for 3-D Secure v2). Absent for the others and for off-session charges.
export type BrowserSession = { sessionKey: string; browser: OpayoBrowserDetails | null; payer: Cardholder | null };

// The cardholder's name and billing address, for gateways that require them with the card (Opayo).
export type Cardholder = {
  firstName: string;
  lastName: string;
  billingAddress: { address1: string; city: string; postalCode?: string; country: string };
};

export type CreatePaymentInput = {
  amountMinor: number;
  currency: string;
  // A payment method made in the browser (Stripe.js / the sandbox tokenizer) or a saved one;
  // null for PayPal orders (the guest picks the funding source on PayPal's page).
  paymentMethodRef: string | null;
  customerRef: string | null;
  idempotencyKey: string;
  // Keep the method for later instalments and the security deposit.
  saveForLater: boolean;
  // A charge without the guest present (later instalments on the saved card).
  offSession: boolean;
  // Where the guest comes back after a challenge or approval (absolute URL or site path).
  returnUrl: string | null;
  // The site's own 3-D Secure page, for a gateway without a hosted challenge (the sandbox).
  challengePath: string | null;
  description: string;
  // Gateway-visible references (booking code, instalment) for reconciliation.
  metadata: Record<string, string>;
  browserSession?: BrowserSession;
};

// What we stored about an attempt before calling the gateway: its id there once we learned it, and
// always our idempotency key (the gateway received it with the call, if the call arrived).
export type AttemptLookup = {
  providerRef: string | null;
  idempotencyKey: string;
};

export type HoldInput = {
  amountMinor: number;
  currency: string;
  paymentMethodRef: string | null;
  customerRef: string | null;
  idempotencyKey: string;
  returnUrl: string | null;
  description: string;
};

export type GatewayHold = {
  providerRef: string;
  status: 'authorized' | 'requires_action' | 'failed' | 'captured' | 'cancelled';
  amountMinor: number;
  capturedMinor: number;
  nextActionUrl: string | null;
  failureReason: PaymentFailureReason | null;
};

// A card saved with the guest present (Stripe SetupIntent): the bank may ask for 3-D Secure first.
export type GatewaySetup = {
  providerRef: string | null;
  status: 'succeeded' | 'requires_action' | 'failed';
  clientSecret: string | null;
  failureReason: PaymentFailureReason | null;
  savedMethod: SavedMethodDetails | null;
};

export type SetupCardInput = { paymentMethodRef: string; customerRef: string | null; email: string | null; idempotencyKey: string };

export type GatewayRefund = { providerRef: string; status: 'succeeded' | 'pending' | 'failed'; amountMinor: number };

export type WebhookEvent = {
  id: string;
  type: string;
  // The payment (intent / order) the event is about; null for events we don't act on.
  providerRef: string | null;
  status: GatewayPaymentStatus | null;
  failureReason: PaymentFailureReason | null;
  // Money moved back after the payment succeeded (a refund made at the gateway, a dispute or
  // chargeback): nothing to apply, but the host sees it on the booking's timeline.
  notice: { kind: 'refunded' | 'disputed'; amountMinor: number | null } | null;
  payload: unknown;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  retrievePayment(providerRef: string): Promise<GatewayPayment>;
  /**
   * The state of an attempt whose answer we may have lost (the process died during the call): by
   * its gateway id when stored, else by our idempotency key. null when the gateway has no such
   * payment, i.e. the call never reached it (or made nothing the guest could have paid).
   */
  findPayment(lookup: AttemptLookup): Promise<GatewayPayment | null>;
  /** Completes a payment the guest approved or authenticated (Stripe confirm, PayPal capture). */
  confirmPayment(providerRef: string, idempotencyKey: string): Promise<GatewayPayment>;
  /** Abandons an unfinished payment (e.g. the guest switched cards during a challenge). */
  cancelPayment(providerRef: string, idempotencyKey: string): Promise<GatewayPayment>;
  authorizeHold(input: HoldInput): Promise<GatewayHold>;
  captureHold(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<GatewayHold>;
  cancelHold(providerRef: string, idempotencyKey: string): Promise<GatewayHold>;
  refund(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<GatewayRefund>;
  /** SetupIntent-like: keeps a method for off-session use without charging it. */
  savePaymentMethod(input: { paymentMethodRef: string; customerRef: string | null; email: string | null; idempotencyKey: string }): Promise<SavedMethodDetails>;
  /**
   * Saves a card with the guest present, answering a 3-D Secure challenge instead of failing
   * (Stripe). A gateway without it saves through savePaymentMethod.
   */
  setupCard?(input: SetupCardInput): Promise<GatewaySetup>;
  /** The state of a setup after the guest's challenge. */
  retrieveSetup?(providerRef: string): Promise<GatewaySetup>;
  /** Verifies the signature and reads the event; throws WebhookSignatureError when it doesn't verify. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent>;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

// A gateway refused our request itself (bad parameters, idempotency key reused with other
// parameters, auth): a bug or misconfiguration on our side, not the guest's card.
export class GatewayRequestError extends Error {
  readonly gatewayCode: string;
  constructor(message: string, gatewayCode: string) {
    super(message);
    this.name = 'GatewayRequestError';
    this.gatewayCode = gatewayCode;
  }
}

// The card itself was refused while saving it for later (Stripe's SetupIntent declines the same
// test cards a payment does): the guest's card, not our request.
export class CardDeclinedError extends Error {
  readonly reason: PaymentFailureReason;
  constructor(reason: PaymentFailureReason, message: string) {
    super(message);
    this.name = 'CardDeclinedError';
    this.reason = reason;
  }
}

export function emptyPayment(partial: Partial<GatewayPayment> & Pick<GatewayPayment, 'providerRef' | 'status' | 'amountMinor' | 'currency'>): GatewayPayment {
  return { clientSecret: null, nextActionUrl: null, failureReason: null, failureMessage: null, savedMethod: null, ...partial };
}
