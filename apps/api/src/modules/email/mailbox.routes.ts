import { MailboxListQuery, MailboxListResponse, MailboxMessage, MailboxMessageParams } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { MailboxService } from './mailbox.service.ts';

// Registered only when DEV_MAILBOX is on (default: everywhere but production); otherwise these
// paths are plain 404s.
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.get('/apis/dev/mailbox', {
    schema: {
      tags: ['development'],
      summary: 'Development mailbox: every email the API wrote, newest first',
      description:
        'The email outbox, whether or not SMTP is configured (without `SMTP_URL` nothing leaves the machine and this is ' +
        'where emails are read). Only served when `DEV_MAILBOX` is on; never in production by default.',
      querystring: MailboxListQuery,
      response: { 200: MailboxListResponse, ...errorResponses(400) },
    },
    handler: async (request) => mailbox.list(request.query),
  });

  app.get('/apis/dev/mailbox/:id', {
    schema: {
      tags: ['development'],
      summary: 'One email of the development mailbox, with its text and HTML bodies',
      params: MailboxMessageParams,
      response: { 200: MailboxMessage, ...errorResponses(400, 404) },
    },
    handler: async (request) => mailbox.get(request.params.id),
  });
};
