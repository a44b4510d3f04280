import { endpoints } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { HostAriService } from './host-ari.service.ts';

function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

// An API key acts for its own organization; a signed-in host names it (host-access.ts has
// already checked the membership and role, or that a key's named organization is its own).
function organizationOf(request: FastifyRequest, named: number | undefined): number {
  const actor = request.hostActor;
  if (actor?.kind === 'client') return actor.organizationId;
  if (named === undefined) throw new AppError('validation_failed', 'Say which organization this is for.', { fields: [{ field: 'organizationId', message: 'Required with a signed-in host', reason: 'required' }] });
  return named;
}

export const hostAriRoutes: FastifyPluginAsyncZod<{ ari: HostAriService }> = async (app, { ari }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostGetAri),
    handler: async (request) => ari.snapshot(organizationOf(request, request.query.organizationId), request.query),
  });

  app.route({
    ...routeOf(endpoints.hostPutAri),
    handler: async (request) =>
      ari.put(organizationOf(request, request.body.organizationId), request.body, { idempotencyKey: request.headers['idempotency-key'], actor: actorOf(request), requestId: request.id }),
  });
};
