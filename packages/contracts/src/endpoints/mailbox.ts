import { defineEndpoint } from '../endpoint.ts';
import { MailboxListQuery, MailboxListResponse, MailboxMessage, MailboxMessageParams, MailboxMessageQuery } from '../mailbox.ts';

export const listMailboxMessages = defineEndpoint({
  operationId: 'listMailboxMessages',
  method: 'GET',
  path: '/apis/dev/mailbox',
  tags: ['development'],
  summary: 'Development mailbox: every email the API wrote for a brand, newest first',
  description:
    'The email outbox of one brand (`brand_id`, required), whether or not SMTP is configured (without `SMTP_URL` ' +
    'nothing leaves the machine and this is where emails are read). Only served when `DEV_SURFACES` is on (off by default).',
  query: MailboxListQuery,
  responses: { 200: MailboxListResponse },
  errors: [400],
});

export const getMailboxMessage = defineEndpoint({
  operationId: 'getMailboxMessage',
  method: 'GET',
  path: '/apis/dev/mailbox/:id',
  tags: ['development'],
  summary: 'One email of the development mailbox, with its text and HTML bodies',
  description: 'Only an email of `brand_id`: another brand’s email, or one of no brand, is 404.',
  params: MailboxMessageParams,
  query: MailboxMessageQuery,
  responses: { 200: MailboxMessage },
  errors: [400, 404],
});
