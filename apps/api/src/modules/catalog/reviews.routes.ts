import { ReviewListQuery, ReviewListResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { ReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get('/apis/reviews', {
    schema: {
      tags: ['catalog'],
      summary: "A property's published reviews, newest first, with their summary",
      description:
        'The property must be visible on `brand_id` (as for GET /apis/properties/{id}), otherwise 404. Authors are shown by ' +
        'first name and surname initial only. `summary` (average rounded to one decimal, count, count per rating) covers ' +
        'every published review, not just the page.',
      querystring: ReviewListQuery,
      response: { 200: ReviewListResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => reviews.list(request.query),
  });
};
