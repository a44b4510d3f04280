import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestReviewsService } from './guest-reviews.service.ts';
import type { PastStaysService } from './past-stays.service.ts';

// Writing and editing reviews. GET /apis/reviews (a property's published reviews) is catalog's.
export const guestReviewsRoutes: FastifyPluginAsyncZod<{ reviews: GuestReviewsService; pastStays: PastStaysService | null }> = async (
  app,
  { reviews, pastStays },
) => {
  app.route({
    ...routeOf(endpoints.createReview),
    handler: async (request, reply) => reply.code(201).send(await reviews.create(request.body)),
  });

  app.route({
    ...routeOf(endpoints.getReviewForBooking),
    handler: async (request) => reviews.forBooking(request.query.booking_code, request.query.access_token),
  });

  app.route({
    ...routeOf(endpoints.getReview),
    handler: async (request) => reviews.get(request.params.id, request.query),
  });

  app.route({
    ...routeOf(endpoints.updateReview),
    handler: async (request) => reviews.update(request.params.id, request.body),
  });

  if (pastStays) {
    app.route({
      ...routeOf(endpoints.createPastStay),
      handler: async (request, reply) => reply.code(201).send(await pastStays.create({ brandId: request.body.brand_id, propertyId: request.body.property_id })),
    });
  }
};
