import type { AuditActor } from '@direct/db';
import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { ChannelFeedsService } from './channel-feeds.service.ts';

// Who the audit log names for this request: the signed-in person, or the organization's client.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

export const channelFeedsRoutes: FastifyPluginAsyncZod<{ feeds: ChannelFeedsService }> = async (app, { feeds }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(endpoints.hostListChannelFeeds), handler: async (request) => feeds.list(request.params.organizationId, request.query) });

  app.route({
    ...routeOf(endpoints.hostCreateChannelFeed),
    handler: async (request, reply) => reply.code(201).send(await feeds.create(request.params.organizationId, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateChannelFeed),
    handler: async (request) => feeds.update(request.params.organizationId, request.params.feedId, request.body, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteChannelFeed),
    handler: async (request, reply) => {
      await feeds.remove(request.params.organizationId, request.params.feedId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({ ...routeOf(endpoints.hostSyncChannelFeed), handler: async (request) => feeds.syncNow(request.params.organizationId, request.params.feedId) });

  app.route({ ...routeOf(endpoints.hostTestChannelFeed), handler: async (request) => feeds.test(request.body.url) });

  app.route({ ...routeOf(endpoints.hostListCalendarConflicts), handler: async (request) => feeds.conflicts(request.params.organizationId) });
};
