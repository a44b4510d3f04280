import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { BrandSettingsService } from './brand-settings.service.ts';

export const brandSettingsRoutes: FastifyPluginAsyncZod<{ brandSettings: BrandSettingsService }> = async (app, { brandSettings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostGetBrand),
    handler: async (request) => brandSettings.get(request.params.organizationId, request.params.brandId),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateBrand),
    handler: async (request) => brandSettings.update(request.params.organizationId, request.params.brandId, request.body, auditActorOf(request), request.id),
  });
};
