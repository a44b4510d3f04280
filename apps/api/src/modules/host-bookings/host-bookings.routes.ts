import { endpoints } from '@direct/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostBookingsServices } from './host-bookings.services.ts';

// Bookings hold guests' personal data: no answer of this plugin is ever cached.
const safeName = (name: string) => name.replace(/[^\w.-]/g, '_');

export const hostBookingsRoutes: FastifyPluginAsyncZod<HostBookingsServices> = async (app, { bookings, guests }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListBookings),
    handler: async (request) => bookings.list(request.params.organizationId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostExportBookings),
    handler: async (request, typedReply) => {
      const file = await bookings.exportCsv(request.params.organizationId, request.query);
      // The zod-typed reply only knows JSON bodies; this one answers with the file's text.
      const reply = typedReply as unknown as FastifyReply;
      return reply.header('content-disposition', `attachment; filename="${safeName(file.fileName)}"`).type('text/csv; charset=utf-8').send(file.csv);
    },
  });

  app.route({
    ...routeOf(endpoints.hostGetBooking),
    handler: async (request) => bookings.booking(request.params.organizationId, request.params.bookingId),
  });

  app.route({
    ...routeOf(endpoints.hostGetBookingGuests),
    handler: async (request) => guests.guests(request.params.organizationId, request.params.bookingId),
  });

  app.route({
    ...routeOf(endpoints.hostDownloadBookingAgreement),
    handler: async (request, reply) => {
      const file = await bookings.agreementPdf(request.params.organizationId, request.params.bookingId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${safeName(file.filename)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  });

  app.route({
    ...routeOf(endpoints.hostCreateDocumentLink),
    handler: async (request, reply) => {
      const { organizationId, bookingId, documentId } = request.params;
      return reply.code(201).send(await guests.issueLink(organizationId, bookingId, documentId, { actor: auditActorOf(request), requestId: request.id }));
    },
  });

  app.route({
    ...routeOf(endpoints.hostViewDocument),
    handler: async (request, reply) => {
      const { organizationId, bookingId, documentId } = request.params;
      const file = await guests.view(organizationId, bookingId, documentId, request.query.token, { actor: auditActorOf(request), requestId: request.id });
      // Images open in the browser; a PDF downloads (a sandboxed page can't run the PDF viewer).
      const disposition = file.mimeType.startsWith('image/') ? 'inline' : `attachment; filename="document-${documentId}.pdf"`;
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(file.bytes));
    },
  });

  app.route({
    ...routeOf(endpoints.hostExportBookingRegistration),
    handler: async (request, typedReply) => {
      const file = await bookings.registrationExport(request.params.organizationId, request.params.bookingId, request.query.format);
      const reply = typedReply as unknown as FastifyReply;
      return reply.header('content-disposition', `attachment; filename="${safeName(file.fileName)}"`).type(file.contentType).send(file.body);
    },
  });
};
