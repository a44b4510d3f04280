import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { CardDeclinedError, GatewayRequestError, type PaymentMethodStore, type PaymentProvider, type StoredPaymentMethod } from '../payments/payment-ports.ts';
import type { DepositHolds, SavedCard } from './deposit-ports.ts';

const cardOf = (row: StoredPaymentMethod): SavedCard => ({ id: row.id, providerRef: row.providerRef, customerRef: row.providerCustomerRef, brand: row.brand, last4: row.last4 });

// What the deposits domain needs of the gateway, built on the payments ports: the configured
// provider's holds, and the booking's card saved for off-session use (payment_methods).
export function createDepositHolds(options: { methods: PaymentMethodStore; provider: PaymentProvider; config: Config }): DepositHolds {
  const { methods, provider, config } = options;
  return {
    providerName: provider.name,

    providerInfo() {
      const { stripe, paypal } = config.payments;
      return {
        name: provider.name,
        stripePublishableKey: provider.name === 'stripe' ? (stripe?.publishableKey ?? null) : null,
        paypalClientId: provider.name === 'paypal' ? (paypal?.clientId ?? null) : null,
      };
    },

    async saveCard(input) {
      const method =
        (await methods.byRef(input.organizationId, input.bookingId, provider.name, input.paymentMethodRef)) ??
        (await methods.add({ organizationId: input.organizationId, bookingId: input.bookingId, provider: provider.name, providerRef: input.paymentMethodRef }));
      if (method.providerCustomerRef) return { ok: true, card: cardOf(method) };
      try {
        const saved = await provider.savePaymentMethod({ paymentMethodRef: input.paymentMethodRef, customerRef: null, email: input.email, idempotencyKey: input.idempotencyKey });
        await methods.markSaved(input.organizationId, method.id, saved);
      } catch (error) {
        if (error instanceof CardDeclinedError) return { ok: false, reason: error.reason };
        if (error instanceof GatewayRequestError && error.gatewayCode === 'resource_missing') {
          throw new AppError('validation_failed', 'The payment method is not known to the gateway.', {
            fields: [{ field: 'payment_method_id', message: 'The payment method is not valid', reason: 'invalid_payment_method' }],
            cause: error,
          });
        }
        throw new AppError('service_unavailable', 'The payment gateway did not answer; please try again.', { cause: error });
      }
      const stored = await methods.byId(input.organizationId, method.id);
      return { ok: true, card: cardOf(stored ?? method) };
    },

    async cardById(organizationId, id) {
      const row = await methods.byId(organizationId, id);
      return row ? cardOf(row) : null;
    },

    async cardOnFile(organizationId, bookingId) {
      const row = await methods.latestSaved(organizationId, bookingId);
      return row ? cardOf(row) : null;
    },

    authorizeHold: (input) => provider.authorizeHold(input),
    captureHold: (ref, amountMinor, key) => provider.captureHold(ref, amountMinor, key),
    cancelHold: (ref, key) => provider.cancelHold(ref, key),
    refund: (ref, amountMinor, key) => provider.refund(ref, amountMinor, key),

    async charge(input) {
      const payment = await provider.createPayment({
        amountMinor: input.amountMinor,
        currency: input.currency,
        paymentMethodRef: input.card.providerRef,
        customerRef: input.card.customerRef,
        idempotencyKey: input.idempotencyKey,
        saveForLater: false,
        offSession: true,
        returnUrl: null,
        challengePath: null,
        description: input.description,
        metadata: { purpose: 'security_deposit' },
      });
      return { providerRef: payment.providerRef, succeeded: payment.status === 'succeeded', failureReason: payment.failureReason };
    },
  };
}
