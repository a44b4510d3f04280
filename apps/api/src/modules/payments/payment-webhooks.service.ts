import type { BookingEvent } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForPayments, Booking } from '../bookings/booking-ports.ts';
import type { PaymentEngine } from './payment-engine.ts';
import { emptyPayment, WebhookSignatureError, type PaymentProvider, type WebhookEvent } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;

// Gateway events: verified, de-duplicated by event id, and applied through the same forward-only
// transitions as the payment form, so duplicates and out-of-order deliveries change nothing.
export function createPaymentWebhooksService(options: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
}) {
  const { repository, provider, engine, bookings } = options;
  const apply = applyWith(engine);
  return {
    async receive(providerName: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<{ received: true; duplicate: boolean }> {
      if (providerName !== provider.name) throw new AppError('not_found', 'This payment provider is not enabled.');
      let event;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('validation_failed', 'The webhook signature does not verify.', {
            fields: [{ field: 'signature', message: error.message, reason: 'invalid_signature' }],
          });
        }
        throw error;
      }
      const fresh = await repository.recordEvent(provider.name, event.id, event.type, event.payload);
      if (!fresh) return { received: true, duplicate: true };
      if (event.providerRef === null || (event.status === null && event.notice === null)) {
        await repository.markEventProcessed(provider.name, event.id, null);
        return { received: true, duplicate: false };
      }
      const payment = await repository.forWebhook(provider.name, event.providerRef);
      const booking = payment ? await bookings.findById(payment.organizationId, payment.bookingId) : null;
      const ref = event.providerRef;
      const status = event.status;
      if (!payment || !booking) {
        // Possibly ahead of our own record of the payment: left unprocessed, so the gateway's
        // redelivery is applied.
        await repository.markEventProcessed(provider.name, event.id, 'payment not found');
        return { received: true, duplicate: false };
      }
      let stored = payment;
      try {
        if (status !== null) stored = (await apply(booking, payment, { ...event, providerRef: ref, status })).payment;
      } catch (error) {
        // Recorded, so the gateway's redelivery of this event is processed again.
        await repository.markEventProcessed(provider.name, event.id, error instanceof Error ? error.message : 'failed');
        throw error;
      }
      await repository.finishEventOnTimeline(provider.name, event.id, timelineEvent(provider.name, event, stored));
      return { received: true, duplicate: false };
    },
  };
}

// What the gateway told us, as the booking's timeline shows it: the gateway's own word (a late
// "failed" after a success is still shown, with the payment's status as we keep it).
function timelineEvent(providerName: string, event: WebhookEvent, payment: PaymentRow): BookingEvent {
  const what = event.notice ? event.notice.kind : (event.status ?? 'unknown');
  return {
    organizationId: payment.organizationId,
    bookingId: payment.bookingId,
    kind: `gateway_${what}`,
    actor: { kind: 'system', name: providerName },
    data: {
      provider: providerName,
      eventType: event.type,
      eventId: event.id,
      amountMinor: event.notice ? (event.notice.amountMinor ?? payment.amountMinor) : payment.amountMinor,
      currency: payment.currency.toUpperCase(),
      paymentStatus: payment.status,
      ...(event.failureReason ? { failureReason: event.failureReason } : {}),
    },
  };
}

function applyWith(engine: PaymentEngine) {
  return (booking: Booking, payment: PaymentRow, event: WebhookEvent & { providerRef: string; status: NonNullable<WebhookEvent['status']> }) =>
    engine.apply(
        booking,
        payment,
        emptyPayment({
          providerRef: event.providerRef,
          status: event.status,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          failureReason: event.failureReason,
          failureMessage: event.failureReason,
          nextActionUrl: payment.nextActionUrl,
        }),
      );
}
