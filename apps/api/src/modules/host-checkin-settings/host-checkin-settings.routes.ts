import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostCheckinSettingsService } from './host-checkin-settings.service.ts';

export const hostCheckinSettingsRoutes: FastifyPluginAsyncZod<{ checkinSettings: HostCheckinSettingsService }> = async (app, { checkinSettings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostGetCheckinSettings),
    handler: async (request) => checkinSettings.get(request.params.organizationId, request.params.propertyId),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateCheckinSettings),
    handler: async (request) => checkinSettings.update(request.params.organizationId, request.params.propertyId, request.body, auditActorOf(request), request.id),
  });
};
