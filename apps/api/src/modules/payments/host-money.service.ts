import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { PaymentEngine } from './payment-engine.ts';
import type { GatewayRefund, PaymentProvider } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

// Money a host moves on a booking (host-booking-changes): refunds against the booking's original
// card charges and an off-session charge of a new instalment on the saved card. Every gateway call
// carries a key derived from the host action's own idempotency key, so a retried action gets the
// gateway's first answer instead of moving money twice. The caller reserves and records refunds in
// its own transactions; nothing is written here.

export type HostChargeOutcome = 'succeeded' | 'processing' | 'failed' | 'no_saved_method';

// Refund keys start with the charge they give money back from (the engine's own refunds too:
// `payment:<id>:refund`), so what is left to refund of each charge is known from the rows alone.
const chargeOfRefundKey = (key: string): number | null => {
  const match = /^payment:(\d+):/.exec(key);
  return match ? Number(match[1]) : null;
};

function remainingByCharge(rows: readonly PaymentRow[]): { charge: PaymentRow; remaining: number }[] {
  const refunded = new Map<number, number>();
  for (const row of rows) {
    if (row.kind !== 'refund') continue;
    const chargeId = chargeOfRefundKey(row.idempotencyKey);
    if (chargeId !== null) refunded.set(chargeId, (refunded.get(chargeId) ?? 0) + row.amountMinor);
  }
  return rows
    .filter((row) => row.kind === 'charge' && row.providerRef !== null)
    .map((charge) => ({ charge, remaining: charge.amountMinor - (refunded.get(charge.id) ?? 0) }))
    .filter((entry) => entry.remaining > 0);
}

export type HostMoneyService = ReturnType<typeof createHostMoneyService>;

export function createHostMoneyService(options: { repository: PaymentsRepository; provider: PaymentProvider; engine: PaymentEngine; bookings: BookingsForPayments }) {
  const { repository, provider, engine, bookings } = options;
  return {
    /** What can still go back through the gateway: card charges not yet refunded. */
    async refundableMinor(organizationId: number, bookingId: number): Promise<number> {
      return remainingByCharge(await repository.settledMoney(organizationId, bookingId)).reduce((sum, entry) => sum + entry.remaining, 0);
    },

    async hasSavedMethod(organizationId: number, bookingId: number): Promise<boolean> {
      return (await repository.savedMethod(organizationId, bookingId, provider.name)) !== null;
    },

    /**
     * One refund on a charge, reserved by the caller (host-booking-changes) in its own transaction
     * before this call, under its key: a retry gets the gateway's first answer.
     */
    async refundCharge(input: { chargeRef: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayRefund> {
      return provider.refund(input.chargeRef, input.amountMinor, input.idempotencyKey);
    },

    /** Charges an instalment now on the guest's saved card (the same attempt rules as scheduled charges). */
    async chargeInstalmentNow(organizationId: number, bookingId: number, instalmentId: number): Promise<HostChargeOutcome> {
      const booking = await bookings.findById(organizationId, bookingId);
      const instalment = booking?.instalments.find((part) => part.id === instalmentId);
      if (!booking || !instalment) return 'failed';
      const method = await repository.savedMethod(organizationId, bookingId, provider.name);
      if (!method) return 'no_saved_method';
      const request = { paymentMethodRef: method.providerRef, customerRef: method.providerCustomerRef, paymentMethodRowId: method.id, saveForLater: false, offSession: true, returnUrl: null, challengePath: null };
      const payment = await engine.openAttempt(booking, instalment, request);
      const { payment: stored, refunded } = await engine.charge(booking, payment, request);
      if (stored.status === 'succeeded' && !refunded) return 'succeeded';
      if (stored.status === 'processing') return 'processing';
      return 'failed';
    },
  };
}
