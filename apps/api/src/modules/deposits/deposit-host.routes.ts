import multipart from '@fastify/multipart';
import type { AuditActor } from '@direct/db';
import { endpoints, maxDepositPhotoBytes } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-file.ts';
import { routeOf } from '../../http/route-of.ts';
import type { DepositHostService } from './deposit-host.service.ts';

// Who the audit log and the booking's timeline name for this request.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

const placeOf = (params: { organizationId: number; bookingId: number }) => ({ organizationId: params.organizationId, bookingId: params.bookingId });

// A booking's security deposit, as the host runs it.
export const hostDepositRoutes: FastifyPluginAsyncZod<{ deposits: DepositHostService }> = async (app, { deposits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Only this plugin's routes parse multipart bodies (the photos of the damage).
  await app.register(multipart, { limits: { fileSize: maxDepositPhotoBytes, files: 1 } });
  app.route({ ...routeOf(endpoints.hostGetBookingDeposit), handler: async (request) => deposits.view(placeOf(request.params)) });
  app.route({ ...routeOf(endpoints.hostPlaceDeposit), handler: async (request) => deposits.place(placeOf(request.params), actorOf(request), request.id) });
  app.route({ ...routeOf(endpoints.hostReleaseDeposit), handler: async (request) => deposits.release(placeOf(request.params), actorOf(request), request.id) });
  app.route({
    ...routeOf(endpoints.hostCaptureBookingDeposit),
    handler: async (request) => deposits.capture(placeOf(request.params), request.body, actorOf(request), request.id),
  });
  app.route({
    ...routeOf(endpoints.hostAddDepositPhoto),
    handler: async (request, reply) => reply.code(201).send(await deposits.addPhoto(placeOf(request.params), await readOneFile(request, maxDepositPhotoBytes), actorOf(request), request.id)),
  });
  app.route({
    ...routeOf(endpoints.hostGetDepositPhoto),
    handler: async (request, reply) => {
      const file = await deposits.photo(placeOf(request.params), request.params.documentId);
      return reply.header('content-type', file.mimeType).header('x-content-type-options', 'nosniff').send(Buffer.from(file.bytes));
    },
  });
};
