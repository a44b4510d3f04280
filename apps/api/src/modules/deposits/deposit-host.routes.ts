import type { AuditActor } from '@direct/db';
import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { DepositHostService } from './deposit-host.service.ts';

// Who the audit log and the booking's timeline name for this request.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

const placeOf = (params: { organizationId: number; bookingId: number }) => ({ organizationId: params.organizationId, bookingId: params.bookingId });

// A booking's security deposit, as the host runs it.
export const hostDepositRoutes: FastifyPluginAsyncZod<{ deposits: DepositHostService }> = async (app, { deposits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.route({ ...routeOf(endpoints.hostGetBookingDeposit), handler: async (request) => deposits.view(placeOf(request.params)) });
  app.route({ ...routeOf(endpoints.hostPlaceDeposit), handler: async (request) => deposits.place(placeOf(request.params), actorOf(request), request.id) });
  app.route({ ...routeOf(endpoints.hostReleaseDeposit), handler: async (request) => deposits.release(placeOf(request.params), actorOf(request), request.id) });
  app.route({
    ...routeOf(endpoints.hostCaptureBookingDeposit),
    handler: async (request) => deposits.capture(placeOf(request.params), request.body, actorOf(request), request.id),
  });
};
