import type { PaymentAttemptResult, PaymentFailureReason } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForPayments, Booking, BookingInstalment } from '../bookings/booking-ports.ts';
import { GatewayRequestError, type BrowserSession, type GatewayPayment, type PaymentProvider } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export type PaymentEngine = ReturnType<typeof createPaymentEngine>;

export type ChargeRequest = {
  paymentMethodRef: string | null;
  customerRef: string | null;
  paymentMethodRowId: number | null;
  saveForLater: boolean;
  offSession: boolean;
  returnUrl: string | null;
  challengePath: string | null;
  browserSession?: BrowserSession;
};

export type EngineOutcome = { payment: PaymentRow; gateway: GatewayPayment | null; refunded: boolean };

const openStatuses: PaymentRow['status'][] = ['created', 'requires_action', 'processing'];

export const attemptKey = (bookingId: number, instalmentId: number, attempt: number) =>
  `booking:${bookingId}:instalment:${instalmentId}:attempt:${attempt}`;

function toFailureReason(code: string | null): PaymentFailureReason | null {
  const known: readonly string[] = ['card_decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', 'authentication_failed', 'generic'];
  if (code === null) return null;
  return known.includes(code) ? (code as PaymentFailureReason) : 'generic';
}

// The money-safe core shared by the payment form, finalization, webhooks and off-session charges:
// the attempt is stored with its idempotency key BEFORE the gateway is called, the same key goes
// to the gateway, gateway answers only move a payment forward, and the instalment is recorded
// through the bookings domain (idempotent there too).
export function createPaymentEngine(options: { repository: PaymentsRepository; provider: PaymentProvider; bookings: BookingsForPayments; now: () => Date }) {
  const { repository, provider, bookings, now } = options;

  // The attempt a request works on: the open one (a replay, or a concurrent identical request),
  // or a new one once the previous attempt ended without success.
  async function openAttempt(booking: Booking, instalment: BookingInstalment, request: ChargeRequest): Promise<PaymentRow> {
    for (let round = 0; round < 3; round++) {
      const { latest, attempts } = await repository.latestCharge(booking.organizationId, instalment.id);
      if (latest && (latest.status === 'succeeded' || latest.status === 'processing')) return latest;
      if (latest && openStatuses.includes(latest.status)) {
        if (await sameMethod(booking, latest, request)) return latest;
        // The guest switched cards during a challenge: abandon the unfinished attempt first.
        const abandoned = await abandon(booking, latest);
        if (abandoned.status === 'succeeded' || abandoned.status === 'processing') return abandoned;
        continue;
      }
      return repository.openAttempt({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        instalmentId: instalment.id,
        provider: provider.name,
        kind: 'charge',
        idempotencyKey: attemptKey(booking.id, instalment.id, attempts + 1),
        amountMinor: instalment.amountMinor,
        currency: instalment.currency,
        offSession: request.offSession ? 'true' : null,
        paymentMethodId: request.paymentMethodRowId,
      });
    }
    throw new AppError('conflict', 'Another payment for this booking is in progress; try again.');
  }

  // Concurrent identical requests may each have stored a row for the same method: compare the
  // gateway's method id, not our row id.
  async function sameMethod(booking: Booking, payment: PaymentRow, request: ChargeRequest): Promise<boolean> {
    if (request.paymentMethodRef === null || payment.paymentMethodId === request.paymentMethodRowId) return true;
    if (payment.paymentMethodId === null) return false;
    const method = await repository.methodById(booking.organizationId, payment.paymentMethodId);
    return method?.providerRef === request.paymentMethodRef;
  }

  async function abandon(booking: Booking, payment: PaymentRow): Promise<PaymentRow> {
    if (!payment.providerRef) {
      await repository.markFailed(booking.organizationId, payment.id, 'abandoned', 'Replaced by a new attempt');
      return repository.byId(booking.organizationId, payment.id);
    }
    const state = await provider.cancelPayment(payment.providerRef, `${payment.idempotencyKey}:cancel`);
    return apply(booking, payment, state).then((outcome) => outcome.payment);
  }

  // Calls the gateway for an attempt (create with its key, or look at the object it made).
  async function charge(booking: Booking, payment: PaymentRow, request: ChargeRequest): Promise<EngineOutcome> {
    if (payment.status === 'succeeded') return settle(booking, payment, null);
    let gateway: GatewayPayment;
    try {
      gateway = payment.providerRef
        ? await provider.retrievePayment(payment.providerRef)
        : await provider.createPayment({
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            paymentMethodRef: request.paymentMethodRef,
            customerRef: request.customerRef,
            idempotencyKey: payment.idempotencyKey,
            saveForLater: request.saveForLater,
            offSession: request.offSession,
            returnUrl: request.returnUrl,
            challengePath: request.challengePath,
            description: `Booking ${booking.code}`,
            metadata: { booking_code: booking.code, booking_id: String(booking.id), instalment_id: String(payment.instalmentId) },
            ...(request.browserSession ? { browserSession: request.browserSession } : {}),
          });
    } catch (error) {
      if (error instanceof GatewayRequestError && error.gatewayCode.startsWith('idempotency')) {
        // A concurrent request holds this key with other parameters: the gateway object may
        // exist, so the attempt stays open and the guest retries.
        throw new AppError('conflict', 'This payment is already being processed; please wait a moment.', { cause: error });
      }
      if (error instanceof GatewayRequestError) {
        // The gateway refused the request itself, so it made nothing: the attempt is over.
        await repository.markFailed(booking.organizationId, payment.id, error.gatewayCode, error.message);
        if (error.gatewayCode === 'resource_missing') {
          throw new AppError('validation_failed', 'The payment method is not known to the gateway.', {
            fields: [{ field: 'payment_method_id', message: 'The payment method is not valid', reason: 'invalid_payment_method' }],
            cause: error,
          });
        }
      }
      // No answer from the gateway: the outcome is unknown, so the attempt stays open and a
      // retry re-uses its idempotency key.
      throw new AppError('service_unavailable', 'The payment gateway did not answer; please try again.', { cause: error });
    }
    return apply(booking, payment, gateway);
  }

  // Stores what the gateway says about a payment and acts on it.
  async function apply(booking: Booking, payment: PaymentRow, gateway: GatewayPayment): Promise<EngineOutcome> {
    const stored = await repository.applyGatewayState(
      booking.organizationId,
      payment.id,
      {
        providerRef: gateway.providerRef,
        status: gateway.status,
        failureCode: gateway.failureReason,
        failureMessage: gateway.failureMessage,
        nextActionUrl: gateway.nextActionUrl,
      },
      now(),
    );
    if (stored.status === 'succeeded') {
      if (gateway.savedMethod && stored.paymentMethodId !== null) {
        await repository.markMethodSaved(booking.organizationId, stored.paymentMethodId, gateway.savedMethod);
      }
      return settle(booking, stored, gateway);
    }
    if (stored.status === 'processing') await bookings.extendHoldWhileProcessing(booking.organizationId, booking.id);
    return { payment: stored, gateway, refunded: false };
  }

  // Records the paid instalment; gives the money back when the booking can no longer take it.
  async function settle(booking: Booking, payment: PaymentRow, gateway: GatewayPayment | null): Promise<EngineOutcome> {
    if (payment.instalmentId === null) return { payment, gateway, refunded: false };
    const record = () =>
      bookings.recordInstalmentPaid({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        instalmentId: payment.instalmentId as number,
        amountMinor: payment.amountMinor,
        paidAt: payment.succeededAt ?? now(),
      });
    let { outcome } = await record();
    // Giving money back is final, so 'unavailable' is asked again: a concurrent identical
    // request may have been confirming the booking at that very moment.
    for (let retry = 1; outcome === 'unavailable' && retry <= 3; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 50 * retry));
      ({ outcome } = await record());
    }
    const duplicate = outcome === 'already_paid' && (await repository.earlierSucceededCharge(booking.organizationId, payment.instalmentId, payment.id));
    if (outcome !== 'unavailable' && !duplicate) return { payment, gateway, refunded: false };
    await refund(booking, payment);
    return { payment, gateway, refunded: true };
  }

  async function refund(booking: Booking, payment: PaymentRow): Promise<void> {
    if (!payment.providerRef) return;
    const key = `payment:${payment.id}:refund`;
    const result = await provider.refund(payment.providerRef, payment.amountMinor, key);
    await repository.insertRefund({
      organizationId: booking.organizationId,
      bookingId: booking.id,
      instalmentId: payment.instalmentId,
      provider: provider.name,
      idempotencyKey: key,
      providerRef: result.providerRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status: result.status === 'failed' ? 'failed' : 'succeeded',
      succeededAt: now(),
    });
  }

  async function resultOf(booking: Booking, outcome: EngineOutcome): Promise<PaymentAttemptResult> {
    const fresh = (await bookings.findById(booking.organizationId, booking.id)) ?? booking;
    const { payment, gateway } = outcome;
    const status = outcome.refunded ? 'failed' : payment.status === 'created' || payment.status === 'cancelled' ? (payment.status === 'created' ? 'processing' : 'failed') : payment.status;
    return {
      status,
      paymentIntentId: payment.providerRef,
      clientSecret: status === 'requires_action' ? (gateway?.clientSecret ?? null) : null,
      nextActionUrl: status === 'requires_action' ? (payment.nextActionUrl ?? gateway?.nextActionUrl ?? null) : null,
      failureReason: outcome.refunded ? 'generic' : status === 'failed' ? (toFailureReason(payment.failureCode) ?? 'generic') : null,
      amount: { amountMinor: payment.amountMinor, currency: payment.currency },
      bookingStatus: fresh.status,
    };
  }

  return { openAttempt, charge, apply, settle, resultOf, toFailureReason };
}
