import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesService } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.route({
    ...routeOf(endpoints.listHosts),
    handler: async (request) => places.hosts(request.query),
  });

  app.route({
    ...routeOf(endpoints.listActiveCities),
    handler: async (request) => places.activeCities(request.query),
  });

  app.route({
    ...routeOf(endpoints.getHost),
    handler: async (request) => places.host(request.params.id, request.query),
  });

  app.route({
    ...routeOf(endpoints.getActiveCity),
    handler: async (request) => places.city(request.params.id, request.query),
  });
};
