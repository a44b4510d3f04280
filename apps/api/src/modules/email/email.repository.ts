import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

export type OutgoingEmail = {
  id: number;
  toAddress: string;
  fromAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  organizationId: number | null;
  // Private documents to attach (signed agreement PDFs), read at delivery time.
  attachments: { filename: string; documentId: number }[];
  // Counts this delivery attempt: 1 on the first.
  attempts: number;
};

type OutgoingRow = {
  id: number;
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  organization_id: number | null;
  attachments: { filename: string; documentId: number }[] | string | null;
  attempts: number;
};

// jsonb arrives parsed from node-postgres and PGlite; text where a driver leaves it alone.
function attachmentsOf(value: OutgoingRow['attachments']): OutgoingEmail['attachments'] {
  if (!value) return [];
  return typeof value === 'string' ? (JSON.parse(value) as OutgoingEmail['attachments']) : value;
}

export type EmailRepository = ReturnType<typeof createEmailRepository>;

const iso = (date: Date) => date.toISOString();

// Delivery side of the outbox (table email_outbox). A claim leases a row: next_attempt_at moves
// past the lease, so another worker (or a second run) passes it over until it is marked, and a
// worker that dies mid-send leaves it to be retried when the lease ends.
export function createEmailRepository(db: Database) {
  return {
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutgoingEmail[]> {
      const rows = await queryRows<OutgoingRow>(
        db,
        sql`update email_outbox set attempts = attempts + 1, next_attempt_at = ${iso(new Date(now.getTime() + leaseMs))}::timestamptz
            where id in (
              select id from email_outbox
              where status = 'pending' and next_attempt_at <= ${iso(now)}::timestamptz
              order by next_attempt_at, id
              limit ${limit}
              for update skip locked
            )
            returning id, to_address, from_address, reply_to, subject, text_body, html_body, organization_id, attachments, attempts`,
      );
      return rows
        .map((row) => ({
          id: row.id,
          toAddress: row.to_address,
          fromAddress: row.from_address,
          replyTo: row.reply_to,
          subject: row.subject,
          textBody: row.text_body,
          htmlBody: row.html_body,
          organizationId: row.organization_id,
          attachments: attachmentsOf(row.attachments),
          attempts: row.attempts,
        }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db.execute(
        sql`update email_outbox set status = 'sent', sent_at = ${iso(now)}::timestamptz, last_error = null
            where id = ${id} and status = 'pending'`,
      );
    },

    // A failed attempt: pending again at retryAt, or failed for good (retryAt null).
    async markAttemptFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db.execute(
        retryAt
          ? sql`update email_outbox set next_attempt_at = ${iso(retryAt)}::timestamptz, last_error = ${error.slice(0, 2000)}
                where id = ${id} and status = 'pending'`
          : sql`update email_outbox set status = 'failed', last_error = ${error.slice(0, 2000)}
                where id = ${id} and status = 'pending'`,
      );
    },

    // Without SMTP nothing is delivered: due rows count as sent (they stay in the mailbox).
    async markDueSentWithoutDelivery(now: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update email_outbox set status = 'sent', sent_at = ${iso(now)}::timestamptz, last_error = null
            where id in (
              select id from email_outbox
              where status = 'pending' and next_attempt_at <= ${iso(now)}::timestamptz
              order by next_attempt_at, id
              limit ${limit}
              for update skip locked
            )
            returning id`,
      );
      return rows.length;
    },
  };
}
