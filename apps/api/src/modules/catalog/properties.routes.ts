import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PropertiesService } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod<{ properties: PropertiesService }> = async (app, { properties }) => {
  app.route({
    ...routeOf(endpoints.listProperties),
    handler: async (request) => properties.list(request.query),
  });

  app.route({
    ...routeOf(endpoints.listFavoriteProperties),
    handler: async (request) => properties.topRated(request.query),
  });
};
