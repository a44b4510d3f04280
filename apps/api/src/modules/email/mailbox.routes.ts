import { MailboxListQuery, MailboxListResponse, MailboxMessage, MailboxMessageParams, MailboxMessageQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { MailboxService } from './mailbox.service.ts';

// Registered only when DEV_SURFACES is on (off unless asked for; npm start's local demo turns it
// on); otherwise these paths are plain 404s. Always one brand's mail, so a brand's site never
// shows another brand's guests or their check-in links.
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.get('/apis/dev/mailbox', {
    schema: {
      tags: ['development'],
      summary: 'Development mailbox: every email the API wrote for a brand, newest first',
      description:
        'The email outbox of one brand (`brand_id`, required), whether or not SMTP is configured (without `SMTP_URL` ' +
        'nothing leaves the machine and this is where emails are read). Only served when `DEV_SURFACES` is on (off by default).',
      querystring: MailboxListQuery,
      response: { 200: MailboxListResponse, ...errorResponses(400) },
    },
    handler: async (request) => mailbox.list(request.query),
  });

  app.get('/apis/dev/mailbox/:id', {
    schema: {
      tags: ['development'],
      summary: 'One email of the development mailbox, with its text and HTML bodies',
      description: 'Only an email of `brand_id`: another brand’s email, or one of no brand, is 404.',
      params: MailboxMessageParams,
      querystring: MailboxMessageQuery,
      response: { 200: MailboxMessage, ...errorResponses(400, 404) },
    },
    handler: async (request) => mailbox.get(request.query.brand_id, request.params.id),
  });
};
