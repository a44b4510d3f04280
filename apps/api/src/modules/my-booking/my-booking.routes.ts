import { endpoints } from '@direct/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import type { MyBookingServices } from './my-booking.services.ts';

// "My booking" and the guest's files: a guest's own pages' calls, never cached.
export const myBookingRoutes: FastifyPluginAsyncZod<{ myBooking: MyBookingServices }> = async (app, { myBooking }) => {
  const { booking, files } = myBooking;

  app.route({
    ...routeOf(endpoints.getMyBooking),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return booking.overview(request.params.bookingCode, request.query.access_token);
    },
  });

  app.route({
    ...routeOf(endpoints.downloadGuestFile),
    handler: async (request, typedReply) => {
      const file = await files.download(request.params.bookingCode, request.params.fileId, request.query.access_token);
      // The zod-typed reply only knows JSON bodies; this one answers with the file.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  });

  app.route({
    ...routeOf(endpoints.previewGuestCancellation),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return booking.cancellationPreview(request.params.bookingCode, request.query.access_token);
    },
  });

  app.route({
    ...routeOf(endpoints.cancelMyBooking),
    handler: async (request) => booking.cancel(request.params.bookingCode, request.body, request.id),
  });

  app.route({
    ...routeOf(endpoints.previewGuestDateChange),
    handler: async (request) => booking.previewDateChange(request.params.bookingCode, request.body),
  });

  app.route({
    ...routeOf(endpoints.changeMyBookingDates),
    handler: async (request) => booking.changeDates(request.params.bookingCode, request.body, request.id),
  });

  app.route({
    ...routeOf(endpoints.requestManageLink),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(202).send(await booking.requestLink(request.body, request.clientAddress));
    },
  });
};
