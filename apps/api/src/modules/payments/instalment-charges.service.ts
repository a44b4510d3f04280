import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { PaymentEngine } from './payment-engine.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export type InstalmentChargesService = ReturnType<typeof createInstalmentChargesService>;

// Later instalments, charged off-session on the card the guest saved. Called by the jobs worker;
// every charge goes through the same attempt + idempotency key as the payment form, so a job run
// twice charges once.
export function createInstalmentChargesService(options: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
}) {
  const { repository, provider, engine, bookings } = options;
  return {
    /** Charges what is due on or before `now`; answers how many instalments were paid. */
    async chargeDueInstalments(now: Date, limit = 100): Promise<number> {
      let paid = 0;
      for (const due of await bookings.dueInstalments(now, limit)) {
        const booking = await bookings.findById(due.organizationId, due.bookingId);
        const instalment = booking?.instalments.find((candidate) => candidate.id === due.instalmentId);
        if (!booking || !instalment || instalment.status === 'paid') continue;
        const method = await repository.savedMethod(booking.organizationId, booking.id, provider.name);
        if (!method) {
          await bookings.instalmentChargeFailed(due);
          continue;
        }
        const request = {
          paymentMethodRef: method.providerRef,
          customerRef: method.providerCustomerRef,
          paymentMethodRowId: method.id,
          saveForLater: false,
          offSession: true,
          returnUrl: null,
          challengePath: null,
        };
        try {
          const payment = await engine.openAttempt(booking, instalment, request);
          const { payment: stored, refunded } = await engine.charge(booking, payment, request);
          if (stored.status === 'succeeded' && !refunded) paid++;
          else if (stored.status === 'processing') await bookings.extendHoldWhileProcessing(booking.organizationId, booking.id);
          else await bookings.instalmentChargeFailed(due);
        } catch {
          // The gateway didn't answer: the attempt stays open and the next run retries it with
          // the same idempotency key.
          continue;
        }
      }
      return paid;
    },
  };
}
