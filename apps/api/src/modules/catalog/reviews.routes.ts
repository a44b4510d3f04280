import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.route({
    ...routeOf(endpoints.listReviews),
    handler: async (request) => reviews.list(request.query),
  });
};
