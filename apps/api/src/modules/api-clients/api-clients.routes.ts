import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf, signedInPersonOf } from '../accounts/accounts-ports.ts';
import type { ApiClientsService } from './api-clients.service.ts';

// Keys are managed by people only: a key that could mint keys would outlive its own revocation.
export const apiClientsRoutes: FastifyPluginAsyncZod<{ apiClients: ApiClientsService }> = async (app, { apiClients }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListApiClients),
    handler: async (request) => {
      signedInPersonOf(request);
      return { data: await apiClients.list(request.params.organizationId) };
    },
  });

  app.route({
    ...routeOf(endpoints.hostCreateApiClient),
    handler: async (request, reply) => {
      signedInPersonOf(request);
      const created = await apiClients.create(request.params.organizationId, request.hostRole, auditActorOf(request), request.body, request.id);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOf(endpoints.hostRevokeApiClient),
    handler: async (request, reply) => {
      signedInPersonOf(request);
      await apiClients.revoke(request.params.organizationId, request.params.apiClientId, auditActorOf(request), request.id);
      return reply.code(204).send();
    },
  });
};
