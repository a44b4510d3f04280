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
};
