import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArrivalService } from './arrival.service.ts';

// The spec's specify_arrival_time: read and change when the guest arrives.
export const arrivalRoutes: FastifyPluginAsyncZod<{ arrival: ArrivalService }> = async (app, { arrival }) => {
  app.route({
    ...routeOf(endpoints.getArrivalTime),
    handler: async (request) => arrival.get(request.query.BOOKINGCODE, request.query.access_token),
  });

  app.route({
    ...routeOf(endpoints.specifyArrivalTime),
    handler: async (request) => arrival.specify(request.body),
  });
};
