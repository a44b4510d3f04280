import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { ActionCaller, HostBookingChangesService } from './host-booking-changes.service.ts';

// The booking actions of the front desk and the manager (contracts: endpoints/host-booking-changes.ts).

function callerOf(request: FastifyRequest, params: { organizationId: number; bookingId: number }): ActionCaller {
  const { kind, id, name } = auditActorOf(request);
  return { organizationId: params.organizationId, bookingId: params.bookingId, actor: { kind, id, name }, requestId: request.id };
}

// A custom cancellation refund is the host's discretion over money: payments:write, checked here
// because the operation itself is bookings:write (a cancellation with the policy's refund).
function mayRefundFreely(request: FastifyRequest): boolean {
  const actor = request.hostActor;
  if (actor?.kind === 'client') return actor.scopes.includes('payments:write');
  return request.hostRole !== null && roleAllows(request.hostRole, 'payments:write');
}

export const hostBookingChangesRoutes: FastifyPluginAsyncZod<{ changes: HostBookingChangesService }> = async (app, { changes }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostCreateBooking),
    handler: async (request, reply) => {
      const { kind, id, name } = auditActorOf(request);
      const created = await changes.createBooking({ organizationId: request.params.organizationId, actor: { kind, id, name }, requestId: request.id }, request.body);
      return reply.code(201).send(created);
    },
  });
  app.route({ ...routeOf(endpoints.hostQuoteBooking), handler: async (request) => changes.quoteBooking(request.params.organizationId, request.body) });
  app.route({ ...routeOf(endpoints.hostBookingActionSummary), handler: async (request) => changes.summary(request.params) });
  app.route({
    ...routeOf(endpoints.hostRecordOutsidePayment),
    handler: async (request) => changes.recordOutsidePayment(callerOf(request, request.params), request.body),
  });
  app.route({
    ...routeOf(endpoints.hostSendPaymentLink),
    handler: async (request) => changes.sendPaymentLink(callerOf(request, request.params), request.body.idempotency_key),
  });
  app.route({ ...routeOf(endpoints.hostRefundBooking), handler: async (request) => changes.refund(callerOf(request, request.params), request.body) });
  app.route({ ...routeOf(endpoints.hostPreviewCancellation), handler: async (request) => changes.cancellationPreview(request.params) });
  app.route({
    ...routeOf(endpoints.hostCancelBooking),
    handler: async (request) => changes.cancel(callerOf(request, request.params), request.body, mayRefundFreely(request)),
  });
  app.route({ ...routeOf(endpoints.hostPreviewStayChange), handler: async (request) => changes.previewStayChange(request.params, request.body) });
  app.route({ ...routeOf(endpoints.hostChangeStay), handler: async (request) => changes.changeStay(callerOf(request, request.params), request.body) });
  app.route({ ...routeOf(endpoints.hostListBookingEmails), handler: async (request) => changes.emails(request.params) });
  app.route({
    ...routeOf(endpoints.hostResendBookingEmail),
    handler: async (request) => changes.resendEmail(callerOf(request, request.params), request.params.emailId, request.body.idempotency_key),
  });
};
