import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentsService } from './contents.service.ts';

export const contentsRoutes: FastifyPluginAsyncZod<{ contents: ContentsService }> = async (app, { contents }) => {
  app.route({
    ...routeOf(endpoints.listContents),
    handler: async (request) => contents.list(request.query),
  });

  app.route({
    ...routeOf(endpoints.getContent),
    handler: async (request) => contents.get(request.query.brand, request.params.id),
  });

  app.route({
    ...routeOf(endpoints.resolveRoute),
    handler: async (request) => contents.resolveRoute(request.query.brand, request.query.path),
  });
};
