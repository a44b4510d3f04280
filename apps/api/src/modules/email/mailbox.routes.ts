import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailboxService } from './mailbox.service.ts';

// Registered only when DEV_SURFACES is on (off unless asked for; npm start's local demo turns it
// on); otherwise these paths are plain 404s. Always one brand's mail, so a brand's site never
// shows another brand's guests or their check-in links. The platform's own emails to hosts (no
// brand) are the host console's to read.
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService; auth: AuthService }> = async (app, { mailbox, auth }) => {
  const brandOrPlatform = (request: FastifyRequest, brandId: number | undefined): number | null => {
    if (brandId !== undefined) return brandId;
    if (request.identity && auth.isConsole(request.identity)) return null;
    throw new AppError('validation_failed', 'brand_id is required.', { fields: [{ field: 'brand_id', message: 'Required', reason: 'required' }] });
  };

  app.route({
    ...routeOf(endpoints.listMailboxMessages),
    handler: async (request) => mailbox.list({ ...request.query, brand_id: brandOrPlatform(request, request.query.brand_id) ?? undefined }),
  });

  app.route({
    ...routeOf(endpoints.getMailboxMessage),
    handler: async (request) => mailbox.get(brandOrPlatform(request, request.query.brand_id), request.params.id),
  });
};
