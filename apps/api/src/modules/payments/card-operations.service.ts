import type {
  CardOnFile,
  CheckoutCardBody,
  GooglePayIntent,
  GooglePayIntentBody,
  NewCardBody,
  NewCardResult,
  PaymentAttemptResult,
  PaypalSaveCheckoutBody,
  PaypalSaveCheckoutResult,
} from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Booking, BookingsForPayments } from '../bookings/booking-ports.ts';
import type { CardMethodsRepository } from './card-methods.repository.ts';
import type { ChargeRequest, PaymentEngine } from './payment-engine.ts';
import { CardDeclinedError, GatewayRequestError, type GatewaySetup, type PaymentProvider, type SavedMethodDetails } from './payment-provider.ts';
import { payableInstalment } from './payment-views.ts';
import type { PaymentMethodRow, PaymentsRepository } from './payments.repository.ts';

export type CardOperationsService = ReturnType<typeof createCardOperationsService>;

const notFound = () => new AppError('not_found', 'No booking matches this code and access token.');
const noCard = () => new AppError('conflict', 'There is no card on file for this booking.');

export const cardOnFileOf = (row: Pick<PaymentMethodRow, 'brand' | 'last4' | 'expMonth' | 'expYear'>): CardOnFile => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

// The spec's card operations (§7): the card on file (new_card, checkout_card), the Google Pay
// PaymentIntent, and PayPal vaulting. Every money movement goes through the payment engine (the
// attempt and its idempotency key are stored before the gateway is called).
export function createCardOperationsService(options: {
  repository: PaymentsRepository;
  cards: CardMethodsRepository;
  provider: PaymentProvider;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
  now: () => Date;
}) {
  const { repository, cards, provider, engine, bookings, now } = options;

  async function access(code: string, accessToken: string): Promise<Booking> {
    const booking = await bookings.findByAccess(code, accessToken);
    if (!booking || booking.code !== code) throw notFound();
    return booking;
  }

  const returnUrlOf = (booking: Booking, path: string | undefined) => (path && booking.siteOrigin ? new URL(path, booking.siteOrigin).toString() : null);
  const challengePathOf = (booking: Booking, token: string) => `/payment/authenticate/${encodeURIComponent(booking.code)}/${encodeURIComponent(token)}`;

  // The card becomes the booking's card on file, on the host's timeline (no card data but the mask).
  async function keep(booking: Booking, saved: SavedMethodDetails): Promise<PaymentMethodRow> {
    return cards.saveCardOnFile({
      organizationId: booking.organizationId,
      bookingId: booking.id,
      provider: provider.name,
      saved,
      event: { organizationId: booking.organizationId, bookingId: booking.id, kind: 'card_updated', actor: { kind: 'guest' }, data: { provider: provider.name, brand: saved.brand, last4: saved.last4 } },
    });
  }

  async function setup(booking: Booking, body: NewCardBody): Promise<GatewaySetup> {
    if (body.setup_intent_id) {
      if (!provider.retrieveSetup) throw new AppError('validation_failed', 'This gateway has no card setups.', { fields: [{ field: 'setup_intent_id', message: 'Not used by this gateway', reason: 'unsupported' }] });
      const found = await provider.retrieveSetup(body.setup_intent_id);
      if (found.status === 'succeeded' && found.savedMethod?.paymentMethodRef !== body.payment_method_id) {
        throw new AppError('not_found', 'This card setup is for another payment method.', { fields: [{ field: 'setup_intent_id', message: 'Not a setup of this payment method', reason: 'not_found' }] });
      }
      return found;
    }
    const input = { paymentMethodRef: body.payment_method_id, customerRef: null, email: booking.guest.email, idempotencyKey: `booking:${booking.id}:card:${body.payment_method_id}` };
    if (provider.setupCard) return provider.setupCard(input);
    const saved = await provider.savePaymentMethod(input);
    return { providerRef: null, status: 'succeeded', clientSecret: null, failureReason: null, savedMethod: saved };
  }

  async function payWithSaved(booking: Booking, method: PaymentMethodRow, request: Omit<ChargeRequest, 'paymentMethodRef' | 'customerRef' | 'paymentMethodRowId'>, payPart: number) {
    const instalment = payableInstalment(booking, payPart, now());
    const charge: ChargeRequest = { ...request, paymentMethodRef: method.providerRef, customerRef: method.providerCustomerRef, paymentMethodRowId: method.id };
    const payment = await engine.openAttempt(booking, instalment, charge);
    return engine.resultOf(booking, await engine.charge(booking, payment, charge));
  }

  return {
    async newCard(code: string, body: NewCardBody): Promise<NewCardResult> {
      if (provider.name === 'paypal') throw new AppError('not_found', 'Cards are not enabled for this host; connect PayPal instead.');
      const booking = await access(code, body.access_token);
      if (booking.status === 'cancelled' || booking.status === 'expired') throw new AppError('expired', 'This booking is over; its card can no longer be changed.');
      const current = await repository.savedMethod(booking.organizationId, booking.id, provider.name);
      // A retry (double submit) answers the card it saved.
      if (current?.providerRef === body.payment_method_id) return { status: 'saved', card: cardOnFileOf(current), failureReason: null, setupIntentId: null, clientSecret: null };
      let result: GatewaySetup;
      try {
        result = await setup(booking, body);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof CardDeclinedError) return { status: 'failed', card: null, failureReason: error.reason, setupIntentId: null, clientSecret: null };
        if (error instanceof GatewayRequestError && error.gatewayCode === 'resource_missing') {
          const field = body.setup_intent_id ? 'setup_intent_id' : 'payment_method_id';
          throw new AppError('validation_failed', 'The gateway does not know this card.', { fields: [{ field, message: 'Not known to the payment gateway', reason: 'invalid_payment_method' }], cause: error });
        }
        throw new AppError('service_unavailable', 'The payment gateway did not answer; please try again.', { cause: error });
      }
      if (result.status !== 'succeeded' || !result.savedMethod) {
        return { status: result.status === 'requires_action' ? 'requires_action' : 'failed', card: null, failureReason: result.failureReason, setupIntentId: result.providerRef, clientSecret: result.clientSecret };
      }
      const row = await keep(booking, result.savedMethod);
      return { status: 'saved', card: cardOnFileOf(row), failureReason: null, setupIntentId: result.providerRef, clientSecret: null };
    },

    async checkoutCard(code: string, body: CheckoutCardBody): Promise<PaymentAttemptResult> {
      if (provider.name === 'paypal') throw new AppError('not_found', 'Cards are not enabled for this host; use paypal_checkout_card.');
      const booking = await access(code, body.access_token);
      const method = await repository.savedMethod(booking.organizationId, booking.id, provider.name);
      if (!method) throw noCard();
      return payWithSaved(
        booking,
        method,
        { saveForLater: false, offSession: false, returnUrl: returnUrlOf(booking, body.return_path), challengePath: challengePathOf(booking, body.access_token) },
        body.pay_part,
      );
    },

    async googlePayIntent(code: string, body: GooglePayIntentBody): Promise<GooglePayIntent> {
      if (provider.name !== 'stripe') throw new AppError('not_found', 'Google Pay is not enabled for this host.');
      const booking = await access(code, body.access_token);
      const instalment = payableInstalment(booking, body.pay_part, now());
      // No method yet: the browser confirms the intent with the wallet's, then finalize_stripe_payment.
      const request: ChargeRequest = { paymentMethodRef: null, customerRef: null, paymentMethodRowId: null, saveForLater: false, offSession: false, returnUrl: null, challengePath: null };
      const payment = await engine.openAttempt(booking, instalment, request);
      const { payment: stored, gateway } = await engine.charge(booking, payment, request);
      if (stored.status === 'succeeded') throw new AppError('conflict', 'This part of the payment is already paid.');
      if (!stored.providerRef || !gateway?.clientSecret) throw new AppError('service_unavailable', 'The payment gateway did not create the payment; please try again.');
      return { paymentIntentId: stored.providerRef, clientSecret: gateway.clientSecret, amount: { amountMinor: stored.amountMinor, currency: stored.currency } };
    },

    async paypalSaveCheckout(code: string, body: PaypalSaveCheckoutBody): Promise<PaypalSaveCheckoutResult> {
      if (provider.name !== 'paypal') throw new AppError('not_found', 'PayPal is not enabled for this host.');
      const booking = await access(code, body.access_token);
      const answer = async (result: PaymentAttemptResult, orderId: string | null, approveUrl: string | null): Promise<PaypalSaveCheckoutResult> => {
        const saved = await repository.savedMethod(booking.organizationId, booking.id, 'paypal');
        return { status: result.status, orderId, approveUrl, failureReason: result.failureReason, amount: result.amount, bookingStatus: result.bookingStatus, card: saved ? cardOnFileOf(saved) : null };
      };
      if (!body.order_id) {
        const instalment = payableInstalment(booking, body.pay_part, now());
        const request: ChargeRequest = {
          paymentMethodRef: null,
          customerRef: null,
          paymentMethodRowId: null,
          saveForLater: true,
          offSession: false,
          returnUrl: returnUrlOf(booking, body.return_path ?? `/payment/booking_payment_terminal/${booking.code}/${body.access_token}`),
          challengePath: null,
        };
        const payment = await engine.openAttempt(booking, instalment, request);
        const outcome = await engine.charge(booking, payment, request);
        const approveUrl = outcome.payment.nextActionUrl ?? outcome.gateway?.nextActionUrl ?? null;
        return answer(await engine.resultOf(booking, outcome), outcome.payment.providerRef, outcome.payment.status === 'requires_action' ? approveUrl : null);
      }
      const payment = await repository.byProviderRef(booking.organizationId, 'paypal', body.order_id);
      if (!payment || payment.bookingId !== booking.id || payment.kind !== 'charge') {
        throw new AppError('not_found', 'No order of this booking has this id.', { fields: [{ field: 'order_id', message: 'No order of this booking has this id', reason: 'not_found' }] });
      }
      if (payment.status === 'succeeded') return answer(await engine.resultOf(booking, await engine.settle(booking, payment, null)), payment.providerRef, null);
      const gateway = await provider.confirmPayment(body.order_id, `${payment.idempotencyKey}:capture`);
      const outcome = await engine.apply(booking, payment, gateway);
      if (outcome.payment.status === 'succeeded' && gateway.savedMethod) await keep(booking, gateway.savedMethod);
      return answer(await engine.resultOf(booking, outcome), payment.providerRef, null);
    },

    async requirePaypal(): Promise<void> {
      if (provider.name !== 'paypal') throw new AppError('not_found', 'PayPal is not enabled for this host.');
    },

    /** A part paid with the vaulted PayPal account (no approval page: PayPal charges the vault). */
    async paypalCheckout(code: string, body: { access_token: string; pay_part: number }): Promise<PaymentAttemptResult> {
      if (provider.name !== 'paypal') throw new AppError('not_found', 'PayPal is not enabled for this host.');
      const booking = await access(code, body.access_token);
      const method = await repository.savedMethod(booking.organizationId, booking.id, 'paypal');
      if (!method) throw new AppError('conflict', 'No PayPal account is saved for this booking; pay with PayPal first.');
      return payWithSaved(booking, method, { saveForLater: false, offSession: true, returnUrl: null, challengePath: null }, body.pay_part);
    },
  };
}
