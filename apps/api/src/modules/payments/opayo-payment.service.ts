import type { CompleteSagepayChallengeBody, OpayoSessionKey, PaymentAttemptResult, SagepaySavedCardBody, SendPaymentFormSagepayBody } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Booking, BookingsForPayments } from '../bookings/booking-ports.ts';
import type { OpayoExtras } from './opayo-provider.ts';
import type { ChargeRequest, PaymentEngine } from './payment-engine.ts';
import { opayoSavedRef, parseOpayoSavedRef } from './opayo-request.ts';
import { GatewayRequestError, type Cardholder } from './payment-provider.ts';
import type { PaymentRow } from './payments.repository.ts';
import { isExpired, payableInstalment } from './payment-views.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export type OpayoPaymentService = ReturnType<typeof createOpayoPaymentService>;

const notFound = () => new AppError('not_found', 'No booking matches this code and access token.');

// Where the issuer's page (ACS) posts the challenge's answer: the site's 3-D Secure return, which
// forwards it to sagepay_3ds_complete and sends the guest on to the payment's result.
export const opayoNotificationPath = (code: string, accessToken: string) => `/payment/opayo/3ds/${encodeURIComponent(code)}/${encodeURIComponent(accessToken)}`;

// The spec's Opayo operations (PAYMENT_PROVIDER=opayo): the drop-in's session key, a payment
// with the card identifier it made, a payment with the card saved at an earlier one, and the
// 3-D Secure completion. Every attempt goes through the payment engine like Stripe's.
export function createOpayoPaymentService(options: {
  repository: PaymentsRepository;
  opayo: OpayoExtras;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
  now: () => Date;
}) {
  const { repository, opayo, engine, bookings, now } = options;

  async function access(code: string, accessToken: string): Promise<Booking> {
    const booking = await bookings.findByAccess(code, accessToken);
    if (!booking || booking.code !== code) throw notFound();
    return booking;
  }

  const notificationUrl = (booking: Booking, accessToken: string) => (booking.siteOrigin ? new URL(opayoNotificationPath(booking.code, accessToken), booking.siteOrigin).toString() : null);

  async function pay(booking: Booking, payPart: number, methodRef: string, request: Omit<ChargeRequest, 'paymentMethodRef' | 'paymentMethodRowId'>, methodRow: number | null): Promise<PaymentAttemptResult> {
    const cardholder = request.browserSession?.payer ?? null;
    // A card identifier is single-use with its session key: a replayed request finds its attempt
    // instead of paying the next part with it.
    const replayed = methodRow === null ? await repository.latestChargeWithMethod(booking.organizationId, booking.id, 'opayo', methodRef) : null;
    if (replayed && replayed.status !== 'failed' && replayed.status !== 'cancelled') {
      return engine.resultOf(booking, await engine.charge(booking, replayed, { ...request, paymentMethodRef: methodRef, paymentMethodRowId: replayed.paymentMethodId }));
    }
    const instalment = payableInstalment(booking, payPart, now());
    const rowId =
      methodRow ??
      ((await repository.methodByRef(booking.organizationId, booking.id, 'opayo', methodRef)) ?? (await repository.addMethod({ organizationId: booking.organizationId, bookingId: booking.id, provider: 'opayo', providerRef: methodRef }))).id;
    // Kept with the card: a challenged first payment saves it only when the issuer's answer
    // comes back, and that call no longer carries the billing address.
    if (cardholder) await repository.setMethodCardholder(booking.organizationId, rowId, cardholder);
    const charge: ChargeRequest = { ...request, paymentMethodRef: methodRef, paymentMethodRowId: rowId };
    const payment = await engine.openAttempt(booking, instalment, charge);
    return engine.resultOf(booking, await engine.charge(booking, payment, charge));
  }

  // A card saved by the challenge's completion gets its cardholder in its saved reference (Pi
  // wants name and billing address with every Deferred hold on it).
  async function keepCardholder(booking: Booking, payment: PaymentRow): Promise<void> {
    if (payment.status !== 'succeeded' || payment.paymentMethodId === null) return;
    const method = await repository.methodById(booking.organizationId, payment.paymentMethodId);
    const saved = method?.providerCustomerRef ? parseOpayoSavedRef(method.providerCustomerRef) : null;
    if (!method?.cardholder || !saved || saved.payer) return;
    const cardholder: Cardholder = method.cardholder;
    await repository.markMethodSaved(booking.organizationId, method.id, { customerRef: opayoSavedRef(saved.transactionId, cardholder), brand: null, last4: null, expMonth: null, expYear: null });
  }

  // The engine names Stripe's field for a method the gateway doesn't know; here it is the card identifier.
  async function payNaming(...args: Parameters<typeof pay>): Promise<PaymentAttemptResult> {
    try {
      return await pay(...args);
    } catch (error) {
      if (error instanceof AppError && error.fields.some((field) => field.field === 'payment_method_id')) {
        throw new AppError(error.code, 'Opayo does not know this card identifier (or its session key has expired).', {
          fields: [{ field: 'card_identifier', message: 'The card identifier is not valid with this merchant session key', reason: 'invalid_payment_method' }],
          cause: error,
        });
      }
      throw error;
    }
  }

  return {
    async sessionKey(code: string, accessToken: string): Promise<OpayoSessionKey> {
      const booking = await access(code, accessToken);
      if (isExpired(booking, now())) throw new AppError('expired', 'This booking can no longer be paid: the reservation has expired.');
      try {
        const key = await opayo.merchantSessionKey();
        return { merchantSessionKey: key.merchantSessionKey, expiresAt: key.expiry, dropInScriptUrl: opayo.dropInScriptUrl };
      } catch (error) {
        throw new AppError('service_unavailable', 'Opayo did not answer; please try again.', { cause: error });
      }
    },

    async sendPaymentForm(code: string, body: SendPaymentFormSagepayBody): Promise<PaymentAttemptResult> {
      const booking = await access(code, body.access_token);
      const unpaidLater = booking.instalments.filter((part) => part.status !== 'paid' && part.status !== 'cancelled').length > 1;
      const address = body.billing_address;
      return payNaming(
        booking,
        body.pay_part,
        body.card_identifier,
        {
          customerRef: null,
          // Later instalments are charged on the card, so it is kept whenever more is due.
          saveForLater: body.save_card || unpaidLater,
          offSession: false,
          returnUrl: notificationUrl(booking, body.access_token),
          challengePath: null,
          browserSession: {
            sessionKey: body.merchant_session_key,
            browser: body.browser ?? null,
            payer: {
              firstName: booking.guest.firstName || 'Guest',
              lastName: booking.guest.lastName || booking.guest.firstName || 'Guest',
              billingAddress: { address1: address.address1, city: address.city, country: address.country, ...(address.postal_code ? { postalCode: address.postal_code } : {}) },
            },
          },
        },
        null,
      );
    },

    async savedCard(code: string, body: SagepaySavedCardBody): Promise<PaymentAttemptResult> {
      const booking = await access(code, body.access_token);
      const method = await repository.savedMethod(booking.organizationId, booking.id, 'opayo');
      if (!method) throw new AppError('not_found', 'No card is saved for this booking.');
      return pay(booking, body.pay_part, method.providerRef, { customerRef: method.providerCustomerRef, saveForLater: false, offSession: false, returnUrl: null, challengePath: null }, method.id);
    },

    async completeChallenge(code: string, body: CompleteSagepayChallengeBody): Promise<PaymentAttemptResult> {
      const booking = await access(code, body.access_token);
      const payment = await repository.byProviderRef(booking.organizationId, 'opayo', body.transaction_id);
      if (!payment || payment.bookingId !== booking.id || payment.kind !== 'charge') {
        throw new AppError('not_found', 'No payment of this booking has this id.', {
          fields: [{ field: 'transaction_id', message: 'No payment of this booking has this id', reason: 'not_found' }],
        });
      }
      if (payment.status === 'succeeded') return engine.resultOf(booking, await engine.settle(booking, payment, null));
      if (payment.status === 'failed' || payment.status === 'cancelled') return engine.resultOf(booking, { payment, gateway: null, refunded: false });
      let gateway;
      try {
        gateway = await opayo.completeChallenge(body.transaction_id, body.cres);
      } catch (error) {
        if (error instanceof GatewayRequestError && error.gatewayCode === 'opayo_1004') {
          throw new AppError('validation_failed', 'Opayo did not accept the challenge’s answer.', {
            fields: [{ field: 'cres', message: 'The challenge answer is not valid for this payment', reason: 'invalid' }],
            cause: error,
          });
        }
        throw new AppError('service_unavailable', 'Opayo did not answer; please try again.', { cause: error });
      }
      const outcome = await engine.apply(booking, payment, gateway);
      await keepCardholder(booking, outcome.payment);
      return engine.resultOf(booking, outcome);
    },
  };
}
