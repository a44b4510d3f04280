import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import type { HostExportsService } from './host-exports.service.ts';

export const hostExportsRoutes: FastifyPluginAsyncZod<{ hostExports: HostExportsService }> = async (app, { hostExports }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(endpoints.hostExportPayments),
    handler: async (request) => hostExports.payments(request.params.organizationId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostExportTouristTax),
    handler: async (request) => hostExports.touristTax(request.params.organizationId, request.query),
  });
};
