import { endpoints } from '@direct/contracts';
import { cachedAnswer, type CacheContext } from '../../catalog-cache/cached-answer.ts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesService } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService; cache: CacheContext }> = async (app, { places, cache }) => {
  app.route({
    ...routeOf(endpoints.listHosts),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => places.hosts(request.query)),
  });

  app.route({
    ...routeOf(endpoints.listActiveCities),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => places.activeCities(request.query)),
  });

  app.route({
    ...routeOf(endpoints.getHost),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => places.host(request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getActiveCity),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => places.city(request.params.id, request.query)),
  });
};
