import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { PaymentEngine } from './payment-engine.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export type ReconcileLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type ReconcileWindows = {
  // A created or processing attempt untouched this long lost its answer (the process died during
  // the gateway call, or the guest's browser never came back).
  afterMinutes: number;
  // A 3-D Secure challenge or PayPal approval still pending after this long is abandoned.
  actionTimeoutMinutes: number;
};

export type ReconcileSummary = { checked: number; succeeded: number; failed: number; cancelled: number; open: number; errors: number };

export type PaymentReconciliationService = ReturnType<typeof createPaymentReconciliation>;

// Settles the attempts a dead process (or a guest who walked away) left open: the gateway is
// asked what became of each, and its answer goes through the engine's apply, the very path a
// normal confirmation takes, so a charged attempt confirms its booking exactly once (the
// instalment and the confirmation email are idempotent there) and a late refund still happens
// when the booking can no longer take the money.
export function createPaymentReconciliation(options: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
  windows: ReconcileWindows;
}) {
  const { repository, provider, engine, bookings, windows } = options;

  async function settle(payment: PaymentRow, now: Date): Promise<{ stored: PaymentRow; how: string; refunded: boolean; gatewayRef: string | null }> {
    const booking = await bookings.findById(payment.organizationId, payment.bookingId);
    if (!booking) throw new Error(`booking ${payment.bookingId} of payment ${payment.id} not found`);
    const found = await provider.findPayment({ providerRef: payment.providerRef, idempotencyKey: payment.idempotencyKey });
    if (!found) {
      // The call never reached the gateway (or made nothing the guest could pay): nothing was charged.
      return { stored: await repository.markCancelled(payment.organizationId, payment.id, 'not_at_gateway', now), how: 'not at the gateway', refunded: false, gatewayRef: null };
    }
    if (found.status === 'requires_action') {
      // A challenge or approval that never completed, or an intent never confirmed: cancelled at
      // the gateway first so it can't complete after we gave up on it. The gateway's answer to
      // the cancel is what is recorded (it may have completed meanwhile).
      const cancelled = await provider.cancelPayment(found.providerRef, `${payment.idempotencyKey}:cancel`);
      const outcome = await engine.apply(booking, payment, cancelled);
      return { stored: outcome.payment, how: 'cancelled at the gateway', refunded: outcome.refunded, gatewayRef: found.providerRef };
    }
    const outcome = await engine.apply(booking, payment, found);
    if (outcome.payment.status === 'failed' && payment.offSession === 'true' && payment.instalmentId !== null) {
      // As the instalment charges job does on a decline: the instalment is failed and the guest
      // gets the pay-by-link email (once), instead of the card being tried again.
      await bookings.instalmentChargeFailed({ organizationId: payment.organizationId, bookingId: payment.bookingId, instalmentId: payment.instalmentId });
    }
    return { stored: outcome.payment, how: `gateway says ${found.status}`, refunded: outcome.refunded, gatewayRef: found.providerRef };
  }

  return {
    /** Asks the gateway about every stale open attempt (up to `limit`) and records its answer. */
    async reconcileOpenAttempts(now: Date, log: ReconcileLogger, limit = 50): Promise<ReconcileSummary> {
      const cutoffs = {
        openBefore: new Date(now.getTime() - windows.afterMinutes * 60_000),
        actionBefore: new Date(now.getTime() - windows.actionTimeoutMinutes * 60_000),
      };
      const summary: ReconcileSummary = { checked: 0, succeeded: 0, failed: 0, cancelled: 0, open: 0, errors: 0 };
      for (const payment of await repository.claimStaleAttempts(provider.name, cutoffs, now, limit)) {
        summary.checked++;
        const context = { paymentId: payment.id, organizationId: payment.organizationId, bookingId: payment.bookingId, provider: provider.name, idempotencyKey: payment.idempotencyKey, from: payment.status };
        try {
          const { stored, how, refunded, gatewayRef } = await settle(payment, now);
          if (stored.status === 'succeeded') summary.succeeded++;
          else if (stored.status === 'failed') summary.failed++;
          else if (stored.status === 'cancelled') summary.cancelled++;
          else summary.open++;
          log.info({ ...context, to: stored.status, gatewayRef: gatewayRef ?? stored.providerRef, refunded, how }, 'payment attempt reconciled');
        } catch (error) {
          // The gateway didn't answer: the attempt stays open and is asked again after the window.
          summary.errors++;
          log.warn({ ...context, err: error }, 'payment attempt could not be reconciled; will retry');
        }
      }
      return summary;
    },
  };
}
