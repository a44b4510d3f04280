import { z } from 'zod';
import { IdParam, limitParam, ListMeta, PageParam } from './catalog-query.ts';

// The development mailbox: every email the API wrote to its outbox, readable without SMTP
// (served only when DEV_SURFACES is on; 404 otherwise). Always one brand's mail: a brand's site
// shows its own guests' emails only.

export const mailboxStatuses = ['pending', 'sent', 'failed'] as const;
export const MailboxStatus = z.enum(mailboxStatuses).describe('pending: not delivered yet; sent; failed: no attempts left');
export type MailboxStatus = z.infer<typeof MailboxStatus>;

// GET /apis/dev/mailbox
export const MailboxListQuery = z.strictObject({
  page: PageParam.optional().transform((value) => value ?? 1),
  limit: limitParam(20, 50),
  to: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .optional()
    .describe('Only emails whose recipient contains this text (letter case ignored), e.g. a full address'),
  brand_id: IdParam.optional().describe(
    'The brand whose emails to list (a site shows its own brand’s mail only). Without it: the platform’s own emails to hosts (account, invitation), for the host console only',
  ),
});
export type MailboxListQuery = z.infer<typeof MailboxListQuery>;

export const MailboxSummary = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: MailboxStatus,
  })
  .meta({ id: 'MailboxSummary' });
export type MailboxSummary = z.infer<typeof MailboxSummary>;

export const MailboxListResponse = z
  .object({ data: z.array(MailboxSummary).max(50), meta: ListMeta })
  .meta({ id: 'MailboxListResponse' });
export type MailboxListResponse = z.infer<typeof MailboxListResponse>;

// GET /apis/dev/mailbox/{id}
export const MailboxMessageParams = z.strictObject({ id: IdParam });
export type MailboxMessageParams = z.infer<typeof MailboxMessageParams>;
export const MailboxMessageQuery = z.strictObject({
  brand_id: IdParam.optional().describe('The brand the email must belong to; another brand’s email is 404. Without it: a platform email (host console only)'),
});
export type MailboxMessageQuery = z.infer<typeof MailboxMessageQuery>;

export const MailboxMessage = MailboxSummary.extend({
  from: z.string(),
  replyTo: z.string().nullable().describe('Where replies go (a booking conversation’s reply address); null: the sender'),
  brandId: z.number().int().nullable(),
  text: z.string(),
  html: z.string().nullable().describe('The HTML body; null for a text-only email'),
  attempts: z.number().int(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  attachments: z.array(z.string()).describe('File names of the attached documents (their contents are not served here)'),
}).meta({ id: 'MailboxMessage' });
export type MailboxMessage = z.infer<typeof MailboxMessage>;
