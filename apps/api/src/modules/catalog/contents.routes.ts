import { endpoints } from '@direct/contracts';
import { cachedAnswer, type CacheContext } from '../../catalog-cache/cached-answer.ts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentsService } from './contents.service.ts';

export const contentsRoutes: FastifyPluginAsyncZod<{ contents: ContentsService; cache: CacheContext }> = async (app, { contents, cache }) => {
  app.route({
    ...routeOf(endpoints.listContents),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => contents.list(request.query)),
  });

  app.route({
    ...routeOf(endpoints.getContent),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => contents.get(request.query.brand, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.resolveRoute),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => contents.resolveRoute(request.query.brand, request.query.path)),
  });
};
