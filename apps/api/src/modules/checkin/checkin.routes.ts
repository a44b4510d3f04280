import { AppError } from '../../http/app-error.ts';
import { clientMay } from '@direct/domain/host-access';
import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkinAccessPolicy } from './access-limiter.ts';
import type { CheckinServices } from './checkin.services.ts';

export const checkinRoutes: FastifyPluginAsyncZod<{ checkin: CheckinServices }> = async (app, { checkin }) => {
  app.route({
    ...routeOf(endpoints.getCheckinHub),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.hub.hub(request.params.bookingCode, request.params.accessToken);
    },
  });

  app.route({
    ...routeOf(endpoints.requestCheckinAccess, {
      // The contract says locks grow; the numbers are this API's policy.
      description:
        `${endpoints.requestCheckinAccess.description.split(' Wrong guesses')[0]} Wrong guesses are limited per client address and per ` +
        `booking code: after ${checkinAccessPolicy.freeAttempts} each locks the client or code for twice as long, from ` +
        `${checkinAccessPolicy.firstLockMs / 1000} seconds up to ${checkinAccessPolicy.maxLockMs / 60_000} minutes (429 \`rate_limited\` ` +
        'with Retry-After). The client address is the website’s visitor (`x-direct-client-address`, believed only from the ' +
        'website’s own client), else the caller’s.',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkin.hub.access(request.body.booking_code, request.body.email, request.clientAddress);
    },
  });

  app.route({
    ...routeOf(endpoints.getGeneralInfoStep),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.generalInfo.info(request.query.BOOKINGCODE, request.query.access_token);
    },
  });

  app.route({
    ...routeOf(endpoints.saveGeneralInfoStep),
    handler: async (request) => checkin.generalInfo.save(request.body),
  });

  app.route({
    ...routeOf(endpoints.getGuestInfoStep),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.guestInfo.info(request.query.BOOKINGCODE, request.query.access_token);
    },
  });

  app.route({
    ...routeOf(endpoints.saveGuestInfoStep),
    handler: async (request) => checkin.guestInfo.save(request.body),
  });

  app.route({
    ...routeOf(endpoints.exportGuestRegistration),
    handler: async (request, typedReply) => {
      // Guests' identity data: only a key whose role reads guests (not housekeeping or an accountant).
      if (request.identity && !clientMay(request.identity.scopes, 'guests:read')) throw new AppError('forbidden', "This client's scopes do not include guests:read.");
      const file = await checkin.guestInfo.registrationExport(request.identity?.organizationId ?? null, request.params.bookingCode, request.query.format);
      // The zod-typed reply only knows JSON bodies; this one answers with the file's text.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.contentType)
        .send(file.body);
    },
  });
};
