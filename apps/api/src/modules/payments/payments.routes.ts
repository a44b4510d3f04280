import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { PaymentService } from './payment.service.ts';

// The payment terminal and the spec's booking_request payment operations. Every call proves
// access with the booking code and its access token.
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.route({
    ...routeOf(endpoints.getPaymentTerminal),
    handler: async (request) => payments.terminal(request.params.bookingCode, request.params.accessToken),
  });

  app.route({
    ...routeOf(endpoints.sendPaymentFormStripe),
    handler: async (request) => payments.sendPaymentForm(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.finalizeStripePayment),
    handler: async (request) => payments.finalize(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.finalizeGooglePayStripe),
    handler: async (request) => payments.finalizeGooglePay(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.createPaypalOrder),
    handler: async (request) => payments.createPaypalOrder(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.capturePaypalOrder),
    handler: async (request) => payments.capturePaypalOrder(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.saveGooglePayAttempt),
    handler: async (request, reply) => {
      await payments.googlePayAttempt(request.body);
      request.log.info({ bookingCode: request.body.booking_code, outcome: request.body.outcome }, 'google pay attempt');
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(endpoints.getPaymentInfo),
    handler: async (request) => {
      if (!request.params.segment.endsWith('_api_frontend_api_payment')) throw new AppError('not_found', 'No such operation.');
      return payments.paymentInfo(request.body);
    },
  });
};
