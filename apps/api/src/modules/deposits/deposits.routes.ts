import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositsService } from './deposits.service.ts';

// The security deposit: the guest's page and the spec's authorize_deposit (proof of access: code
// and token), and the host's claim (the host's own API client only).
export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (app, { deposits }) => {
  app.route({
    ...routeOf(endpoints.getDepositTerminal),
    handler: async (request) => deposits.terminal(request.params.bookingCode, request.params.accessToken),
  });

  app.route({
    ...routeOf(endpoints.authorizeDeposit),
    handler: async (request) => deposits.authorize(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.captureDeposit),
    handler: async (request) => deposits.capture(request.identity, request.params.bookingCode, request.body),
  });
};
