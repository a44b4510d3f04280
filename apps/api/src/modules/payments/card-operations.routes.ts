import type { DepositAuthorizeResult } from '@direct/contracts';
import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import type { CardOperationsService } from './card-operations.service.ts';
import type { PaymentService } from './payment.service.ts';

// What paypal_checkout_card asks of the deposits domain (wired in app.ts): the deposit hold on
// the booking's saved PayPal account. Payments knows nothing else of deposits.
export interface DepositsOnCardOnFile {
  holdWithCardOnFile(code: string, accessToken: string): Promise<DepositAuthorizeResult>;
}

// The spec's card operations (§7). Every call proves access with the booking code and token.
export const cardOperationRoutes: FastifyPluginAsyncZod<{ cards: CardOperationsService; payments: PaymentService; deposits: DepositsOnCardOnFile }> = async (
  app,
  { cards, payments, deposits },
) => {
  app.route({
    ...routeOf(endpoints.newCard),
    handler: async (request) => cards.newCard(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.checkoutCard),
    handler: async (request) => cards.checkoutCard(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.getGooglePayPaymentIntent),
    handler: async (request) => cards.googlePayIntent(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.finalizeGooglePayStripeTop),
    handler: async (request) => {
      const { booking_code: code, ...body } = request.body;
      return payments.finalizeGooglePay(code, body);
    },
  });

  app.route({
    ...routeOf(endpoints.paypalSaveCheckoutCard),
    handler: async (request) => cards.paypalSaveCheckout(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.paypalCheckoutCard),
    handler: async (request) => {
      const { bookingCode } = request.params;
      if (request.body.payment_mode === 'deposit') {
        await cards.requirePaypal();
        return { payment: null, deposit: await deposits.holdWithCardOnFile(bookingCode, request.body.access_token) };
      }
      return { payment: await cards.paypalCheckout(bookingCode, request.body), deposit: null };
    },
  });
};
