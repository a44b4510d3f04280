import { endpoints } from '@direct/contracts';
import { cachedAnswer, type CacheContext } from '../../catalog-cache/cached-answer.ts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PropertyDetailService } from './property-detail.service.ts';

export const propertyDetailRoutes: FastifyPluginAsyncZod<{ propertyDetail: PropertyDetailService; cache: CacheContext }> = async (app, { propertyDetail, cache }) => {
  app.route({
    ...routeOf(endpoints.getProperty),
    handler: async (request, reply) => cachedAnswer(cache, request, reply, () => propertyDetail.get(request.params.id, request.query)),
  });
};
