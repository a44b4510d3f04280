import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from './availability.service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (app, { availability }) => {
  app.route({
    ...routeOf(endpoints.getRateAndAvailability),
    handler: async (request) => availability.rateAndAvailability(request.query),
  });

  app.route({
    ...routeOf(endpoints.searchProperties),
    handler: async (request) => availability.search(request.query),
  });
};
