import { endpoints } from '@direct/contracts';
import { clientMay } from '@direct/domain/host-access';
import { AppError } from '../../http/app-error.ts';
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
    ...routeOf(endpoints.sendDepositFormStripe),
    handler: async (request) => deposits.sendDepositForm(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.captureDeposit),
    handler: async (request) => {
      // A key made for a role without payments:write (housekeeping, front desk) can't claim money.
      if (request.identity && !clientMay(request.identity.scopes, 'payments:write')) throw new AppError('forbidden', "This client's scopes do not include payments:write.");
      return deposits.capture(request.identity, request.params.bookingCode, request.body);
    },
  });
};
