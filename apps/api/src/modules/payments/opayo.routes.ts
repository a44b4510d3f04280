import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { OpayoPaymentService } from './opayo-payment.service.ts';

// The spec's Opayo (SagePay) operations. They exist with every provider (the OpenAPI document
// lists them) and answer 404 unless PAYMENT_PROVIDER=opayo.
export const opayoRoutes: FastifyPluginAsyncZod<{ opayo: OpayoPaymentService | null }> = async (app, { opayo }) => {
  const enabled = (): OpayoPaymentService => {
    if (!opayo) throw new AppError('not_found', 'Opayo is not enabled for this host.');
    return opayo;
  };

  app.route({
    ...routeOf(endpoints.createSagepaySessionKey),
    handler: async (request) => enabled().sessionKey(request.params.bookingCode, request.body.access_token),
  });

  app.route({
    ...routeOf(endpoints.sendPaymentFormSagepay),
    handler: async (request) => enabled().sendPaymentForm(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.sagepaySavedCard),
    handler: async (request) => enabled().savedCard(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.completeSagepayChallenge),
    handler: async (request) => enabled().completeChallenge(request.params.bookingCode, request.body),
  });
};
