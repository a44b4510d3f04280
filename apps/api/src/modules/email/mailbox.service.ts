import type { MailboxListQuery, MailboxListResponse, MailboxMessage } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { MailboxRepository } from './mailbox.repository.ts';

export type MailboxService = ReturnType<typeof createMailboxService>;

export function createMailboxService(options: { repository: MailboxRepository }) {
  const { repository } = options;
  return {
    async list(query: MailboxListQuery): Promise<MailboxListResponse> {
      const { rows, total } = await repository.list({ to: query.to, brandId: query.brand_id ?? null }, query.page, query.limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          createdAt: row.createdAt.toISOString(),
          status: row.status,
        })),
        meta: { total, page: query.page, limit: query.limit },
      };
    },

    async get(brandId: number | null, id: number): Promise<MailboxMessage> {
      const row = await repository.get(brandId, id);
      if (!row) throw new AppError('not_found', 'No email with this id.');
      return {
        id: row.id,
        to: row.toAddress,
        from: row.fromAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        brandId: row.brandId,
        text: row.textBody,
        html: row.htmlBody,
        attempts: row.attempts,
        sentAt: row.sentAt?.toISOString() ?? null,
        lastError: row.lastError,
        attachments: row.attachments.map((attachment) => attachment.filename),
      };
    },
  };
}
