import { endpoints } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { CalendarExportService } from './calendar-export.service.ts';

// Channels poll often; a minute of caching spares the database while a new direct booking still
// reaches them on their next poll. Private: the address is a secret, no shared cache keeps it.
const feedCacheControl = 'private, max-age=60';

function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

export const calendarExportRoutes: FastifyPluginAsyncZod<{ calendarExport: CalendarExportService }> = async (app, { calendarExport }) => {
  app.route({
    ...routeOf(endpoints.getCalendarFeed),
    // The zod-typed reply only knows JSON bodies; this answers with text/calendar (or a 304).
    handler: async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const file = await calendarExport.feed(request.params.file);
      if (!file) throw new AppError('not_found', 'There is no calendar at this address.');
      reply.header('cache-control', feedCacheControl).header('etag', file.etag).header('x-robots-tag', 'noindex');
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(file.etag) || known.includes('*')) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="calendar.ics"').send(file.body);
    },
  });

  app.route({
    ...routeOf(endpoints.hostListCalendarFeeds),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calendarExport.list(request.params.organizationId);
    },
  });

  app.route({
    ...routeOf(endpoints.hostRotateCalendarFeed),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calendarExport.rotate(request.params.organizationId, request.body, actorOf(request), request.id);
    },
  });
};
