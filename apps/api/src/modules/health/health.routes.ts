import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.route({
    ...routeOf(endpoints.getHealth),
    handler: async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.databaseReachable ? 200 : 503).send(result);
    },
  });
  app.route({
    ...routeOf(endpoints.getHealthLive),
    handler: async () => ({ status: 'ok' as const }),
  });
  app.route({
    ...routeOf(endpoints.getHealthReady),
    handler: async (_request, reply) => {
      const result = await health.ready();
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  });
};
