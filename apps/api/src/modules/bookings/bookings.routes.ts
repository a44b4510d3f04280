import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsServices } from './bookings.services.ts';

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsServices }> = async (app, { bookings }) => {
  app.route({
    ...routeOf(endpoints.listAddOns),
    handler: async (request) => {
      const { query } = request;
      return bookings.quotes.addOns({
        brandId: query.brand_id,
        propertyId: request.params.id,
        checkIn: query['date[after]'],
        checkOut: query['date[before]'],
        adults: query.number_of_guests ?? 1,
        children: query.number_of_children ?? 0,
        language: query.language,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.quoteBooking),
    handler: async (request) => (await bookings.quotes.quote(request.body)).quote,
  });

  app.route({
    ...routeOf(endpoints.createBookingRequest),
    handler: async (request, reply) => {
      const result = await bookings.requests.create(request.body, request.headers['idempotency-key']);
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  });

  app.route({
    ...routeOf(endpoints.listRelatedBookings),
    handler: async (request) => bookings.summary.related(request.params.brandId, request.params.bookingCode, request.query.access_token),
  });
};
