import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailboxService } from './mailbox.service.ts';

// Registered only when DEV_SURFACES is on (off unless asked for; npm start's local demo turns it
// on); otherwise these paths are plain 404s. Always one brand's mail, so a brand's site never
// shows another brand's guests or their check-in links.
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.route({
    ...routeOf(endpoints.listMailboxMessages),
    handler: async (request) => mailbox.list(request.query),
  });

  app.route({
    ...routeOf(endpoints.getMailboxMessage),
    handler: async (request) => mailbox.get(request.query.brand_id, request.params.id),
  });
};
