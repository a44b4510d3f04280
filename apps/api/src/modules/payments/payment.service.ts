import type {
  FinalizeGooglePayBody,
  FinalizePaymentBody,
  PaymentAttemptResult,
  PaymentInfo,
  PaymentInfoBody,
  PaymentTerminal,
  PaypalOrderCreated,
  SendPaymentFormBody,
} from '@direct/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForPayments, Booking } from '../bookings/booking-ports.ts';
import type { ChargeRequest, PaymentEngine } from './payment-engine.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { payableInstalment, paymentInfoOf, terminalOf } from './payment-views.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;

const notFound = () => new AppError('not_found', 'No booking matches this code and access token.');

export function createPaymentService(options: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  engine: PaymentEngine;
  bookings: BookingsForPayments;
  config: Config;
  now: () => Date;
}) {
  const { repository, provider, engine, bookings, config, now } = options;

  async function access(code: string, accessToken: string | undefined): Promise<Booking> {
    if (!accessToken) throw notFound();
    const booking = await bookings.findByAccess(code, accessToken);
    if (!booking || booking.code !== code) throw notFound();
    return booking;
  }

  function returnUrlOf(booking: Booking, returnPath: string | undefined): string | null {
    if (!returnPath || !booking.siteOrigin) return null;
    return new URL(returnPath, booking.siteOrigin).toString();
  }

  // Pays a part with a payment method made in the browser (card form or wallet).
  async function payWithMethod(
    booking: Booking,
    accessToken: string,
    input: { paymentMethodRef: string; payPart: number; saveCard: boolean; returnPath?: string },
  ): Promise<PaymentAttemptResult> {
    const request = (methodRowId: number | null, saveForLater: boolean): ChargeRequest => ({
      paymentMethodRef: input.paymentMethodRef,
      customerRef: null,
      paymentMethodRowId: methodRowId,
      saveForLater,
      offSession: false,
      returnUrl: returnUrlOf(booking, input.returnPath),
      challengePath: `/payment/authenticate/${encodeURIComponent(booking.code)}/${encodeURIComponent(accessToken)}`,
    });

    // A payment method id is single-use on session (as at Stripe): a replayed confirmation finds
    // its attempt instead of paying the next part with it.
    const replayed = await repository.latestChargeWithMethod(booking.organizationId, booking.id, provider.name, input.paymentMethodRef);
    // The same parameters as the first request, or the gateway rejects the re-used key.
    const saveFor = (instalmentId: number | null) =>
      input.saveCard || booking.instalments.some((other) => other.id !== instalmentId && other.status !== 'paid' && other.status !== 'cancelled');
    if (replayed && replayed.status !== 'failed' && replayed.status !== 'cancelled') {
      return engine.resultOf(booking, await engine.charge(booking, replayed, request(replayed.paymentMethodId, saveFor(replayed.instalmentId))));
    }

    const instalment = payableInstalment(booking, input.payPart, now());
    const method =
      (await repository.methodByRef(booking.organizationId, booking.id, provider.name, input.paymentMethodRef)) ??
      (await repository.addMethod({ organizationId: booking.organizationId, bookingId: booking.id, provider: provider.name, providerRef: input.paymentMethodRef }));
    const charge = request(method.id, saveFor(instalment.id));
    const payment = await engine.openAttempt(booking, instalment, charge);
    return engine.resultOf(booking, await engine.charge(booking, payment, charge));
  }

  return {
    async terminal(code: string, accessToken: string): Promise<PaymentTerminal> {
      const booking = await access(code, accessToken);
      const [lastAttempt, policy, onFile] = await Promise.all([
        repository.lastAttempt(booking.organizationId, booking.id),
        repository.cancellationPolicy(booking.organizationId, booking.id),
        repository.savedMethod(booking.organizationId, booking.id, provider.name),
      ]);
      return { ...terminalOf(booking, config, lastAttempt, now(), policy), cardOnFile: onFile ? { brand: onFile.brand, last4: onFile.last4 } : null };
    },

    async sendPaymentForm(code: string, body: SendPaymentFormBody): Promise<PaymentAttemptResult> {
      if (provider.name === 'paypal') throw new AppError('not_found', 'Card payments are not enabled for this host; pay with PayPal.');
      if (provider.name === 'opayo') throw new AppError('not_found', 'This host takes cards through Opayo: use send_payment_form_sagepay.');
      const booking = await access(code, body.access_token);
      return payWithMethod(booking, body.access_token, {
        paymentMethodRef: body.payment_method_id,
        payPart: body.pay_part,
        saveCard: body.save_card,
        ...(body.return_path ? { returnPath: body.return_path } : {}),
      });
    },

    async finalizeGooglePay(code: string, body: FinalizeGooglePayBody): Promise<PaymentAttemptResult> {
      if (provider.name === 'paypal' || provider.name === 'opayo') throw new AppError('not_found', 'Google Pay is not enabled for this host.');
      const booking = await access(code, body.access_token);
      return payWithMethod(booking, body.access_token, { paymentMethodRef: body.payment_method_id, payPart: body.pay_part, saveCard: false });
    },

    // After a challenge or a confirmation in the browser: what the gateway says now.
    async finalize(code: string, body: FinalizePaymentBody): Promise<PaymentAttemptResult> {
      const booking = await access(code, body.access_token);
      const payment = await repository.byProviderRef(booking.organizationId, provider.name, body.payment_intent_id);
      if (!payment || payment.bookingId !== booking.id || payment.kind !== 'charge') {
        throw new AppError('not_found', 'No payment of this booking has this id.', {
          fields: [{ field: 'payment_intent_id', message: 'No payment of this booking has this id', reason: 'not_found' }],
        });
      }
      if (payment.status === 'succeeded') return engine.resultOf(booking, await engine.settle(booking, payment, null));
      return engine.resultOf(booking, await engine.apply(booking, payment, await provider.retrievePayment(body.payment_intent_id)));
    },

    async createPaypalOrder(code: string, body: { access_token: string; pay_part: number }): Promise<PaypalOrderCreated> {
      if (provider.name !== 'paypal') throw new AppError('not_found', 'PayPal is not enabled for this host.');
      const booking = await access(code, body.access_token);
      const instalment = payableInstalment(booking, body.pay_part, now());
      const request: ChargeRequest = {
        paymentMethodRef: null,
        customerRef: null,
        paymentMethodRowId: null,
        saveForLater: false,
        offSession: false,
        // PayPal sends the guest back (approved or cancelled) to the site's payment redirect page,
        // adding ?token=<order id>&PayerID=…; that page captures the order through this API.
        returnUrl: returnUrlOf(booking, `/payment/redirect/${encodeURIComponent(booking.code)}/${encodeURIComponent(body.access_token)}?provider=paypal`),
        challengePath: null,
      };
      const payment = await engine.openAttempt(booking, instalment, request);
      const { payment: stored, gateway } = await engine.charge(booking, payment, request);
      if (!stored.providerRef) throw new AppError('service_unavailable', 'PayPal did not create the order; please try again.');
      if (stored.status === 'succeeded') throw new AppError('conflict', 'This part of the payment is already paid.');
      return { orderId: stored.providerRef, approveUrl: stored.nextActionUrl ?? gateway?.nextActionUrl ?? null, amount: { amountMinor: stored.amountMinor, currency: stored.currency } };
    },

    async capturePaypalOrder(code: string, body: { access_token: string; order_id: string }): Promise<PaymentAttemptResult> {
      if (provider.name !== 'paypal') throw new AppError('not_found', 'PayPal is not enabled for this host.');
      const booking = await access(code, body.access_token);
      const payment = await repository.byProviderRef(booking.organizationId, 'paypal', body.order_id);
      if (!payment || payment.bookingId !== booking.id) {
        throw new AppError('not_found', 'No order of this booking has this id.', {
          fields: [{ field: 'order_id', message: 'No order of this booking has this id', reason: 'not_found' }],
        });
      }
      if (payment.status === 'succeeded') return engine.resultOf(booking, await engine.settle(booking, payment, null));
      const gateway = await provider.confirmPayment(body.order_id, `${payment.idempotencyKey}:capture`);
      return engine.resultOf(booking, await engine.apply(booking, payment, gateway));
    },

    async googlePayAttempt(body: { booking_code: string; access_token: string; outcome: string }): Promise<void> {
      // Proves access (so nobody can probe codes); the outcome itself is only logged by the route.
      await access(body.booking_code, body.access_token);
    },

    // The spec's client sends only BOOKINGCODE (with its client-credentials bearer token), but a
    // booking code is short, printed on emails and read out on the phone: alone it would hand
    // anyone the guest's amounts, schedule and payment outcome. So, like every guest payment
    // call, it needs the booking's access token too; without it (or with a wrong one) the answer
    // is the same 404 as for an unknown code, so codes can't be probed. The spec's client reads
    // a 404 as "nothing returned" (its payment info status defaults to 404).
    async paymentInfo(body: PaymentInfoBody): Promise<PaymentInfo> {
      const booking = await access(body.BOOKINGCODE, body.access_token);
      // Security deposits come with the deposit domain; until then there is nothing to show.
      if (body.payment_mode === 'deposit') throw new AppError('not_found', 'No deposit is due on this booking.');
      return paymentInfoOf(booking, config, body.pay_part, await repository.lastAttempt(booking.organizationId, booking.id), now());
    },
  };
}
