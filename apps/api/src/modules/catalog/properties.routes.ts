import { endpoints } from '@direct/contracts';
import { cachedAnswer, type CacheContext } from '../../catalog-cache/cached-answer.ts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PropertiesService } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod<{ properties: PropertiesService; cache: CacheContext }> = async (app, { properties, cache }) => {
  app.route({
    ...routeOf(endpoints.listProperties),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => properties.list(request.query)),
  });

  app.route({
    ...routeOf(endpoints.listFavoriteProperties),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => properties.topRated(request.query)),
  });
};
