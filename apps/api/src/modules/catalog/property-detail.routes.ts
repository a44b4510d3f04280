import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PropertyDetailService } from './property-detail.service.ts';

export const propertyDetailRoutes: FastifyPluginAsyncZod<{ propertyDetail: PropertyDetailService }> = async (app, { propertyDetail }) => {
  app.route({
    ...routeOf(endpoints.getProperty),
    handler: async (request) => propertyDetail.get(request.params.id, request.query),
  });
};
