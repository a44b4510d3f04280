import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostDashboardService } from './host-dashboard.service.ts';

// The host's Today, its charts' figures and the housekeeping board with its "Mark cleaned" (never cached).
export const hostDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: HostDashboardService }> = async (app, { dashboard }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.route({ ...routeOf(endpoints.hostDashboardToday), handler: async (request) => dashboard.today(request.params.organizationId) });
  app.route({ ...routeOf(endpoints.hostDashboardOccupancy), handler: async (request) => dashboard.occupancy(request.params.organizationId) });
  app.route({ ...routeOf(endpoints.hostDashboardRevenue), handler: async (request) => dashboard.revenue(request.params.organizationId) });
  app.route({ ...routeOf(endpoints.hostHousekeepingBoard), handler: async (request) => dashboard.housekeeping(request.params.organizationId, request.query) });
  app.route({
    ...routeOf(endpoints.hostMarkUnitCleaned),
    handler: async (request) => dashboard.markCleaned(request.params.organizationId, request.body, auditActorOf(request), request.id),
  });
};
