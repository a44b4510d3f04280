import { HealthResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      description:
        '200 with status `ok` when the database answers `select 1` within 2 s; otherwise 503 with the same body, ' +
        'status `degraded` and `databaseReachable: false`, so load balancers take the instance out of rotation.',
      security: [],
      response: { 200: HealthResponse, 503: HealthResponse, ...errorResponses() },
    },
    handler: async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.databaseReachable ? 200 : 503).send(result);
    },
  });
};
