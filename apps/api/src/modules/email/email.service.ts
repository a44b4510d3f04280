import type { Config } from '../../config.ts';
import type { JobLogger } from '../jobs/jobs-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createSmtpTransport, type MailAttachment, type MailTransport } from './email-transport.ts';
import type { EmailRepository, OutgoingEmail } from './email.repository.ts';

export type EmailService = ReturnType<typeof createEmailService>;

export type DeliveryResult = { sent: number; retried: number; failed: number; delivered: boolean };

// Attempts per email before it is marked failed, and the wait after the n-th failed attempt:
// 1 min, 2 min, 4 min, … capped at six hours.
export const maxDeliveryAttempts = 8;
export function deliveryRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

// How long a claimed email is ours to send; after that another run may try it again.
const leaseMs = 5 * 60_000;
const batchSize = 50;

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function createEmailService(options: {
  repository: EmailRepository;
  config: Pick<Config, 'mail'>;
  // Replaces SMTP (tests); by default SMTP_URL decides.
  transport?: MailTransport;
  // Where attachments (email_outbox.attachments: private documents) are read from.
  documents?: Pick<PrivateDocuments, 'read'>;
  maxAttempts?: number;
}) {
  const { repository, config } = options;
  const maxAttempts = options.maxAttempts ?? maxDeliveryAttempts;
  let transport: MailTransport | null = options.transport ?? null;
  let toldNotLeaving = false;

  const transportOf = (): MailTransport | null => {
    if (!transport && config.mail.smtpUrl) transport = createSmtpTransport(config.mail.smtpUrl);
    return transport;
  };

  // The attachments' bytes, decrypted; a missing one fails the attempt (an agreement email without
  // its PDF must not go out as if complete).
  async function attachmentsOf(email: OutgoingEmail): Promise<MailAttachment[]> {
    const result: MailAttachment[] = [];
    for (const attachment of email.attachments) {
      const document =
        options.documents && email.organizationId !== null ? await options.documents.read(email.organizationId, attachment.documentId) : null;
      if (!document) throw new Error(`attachment ${attachment.filename} (document ${attachment.documentId}) is not available`);
      result.push({ filename: attachment.filename, content: Buffer.from(document.bytes), contentType: document.mimeType });
    }
    return result;
  }

  async function deliver(email: OutgoingEmail, mail: MailTransport, now: Date, log: JobLogger | undefined): Promise<'sent' | 'retried' | 'failed'> {
    try {
      const attachments = await attachmentsOf(email);
      await mail.send({
        from: email.fromAddress || config.mail.from,
        to: email.toAddress,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.textBody,
        ...(email.htmlBody ? { html: email.htmlBody } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await repository.markSent(email.id, now);
      return 'sent';
    } catch (error) {
      const final = email.attempts >= maxAttempts;
      const retryAt = final ? null : new Date(now.getTime() + deliveryRetryDelayMs(email.attempts));
      await repository.markAttemptFailed(email.id, describeError(error), retryAt);
      const context = { emailId: email.id, attempt: email.attempts, maxAttempts, err: error };
      if (final) log?.error(context, 'email could not be delivered; no attempts left');
      else log?.warn({ ...context, retryAt: retryAt?.toISOString() }, 'email delivery failed; will retry');
      return final ? 'failed' : 'retried';
    }
  }

  return {
    smtpConfigured: () => Boolean(options.transport ?? config.mail.smtpUrl),

    // Delivers the outbox emails due by `now`, a batch at a time until none is due. Safe to run
    // in several processes at once: each email is claimed by one of them.
    async deliverPending(now: Date, log?: JobLogger): Promise<DeliveryResult> {
      const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, delivered: false };
      const mail = transportOf();
      if (!mail) {
        if (!toldNotLeaving) {
          toldNotLeaving = true;
          log?.info({}, 'SMTP_URL is not set: emails do not leave this machine (read them in the development mailbox)');
        }
        for (;;) {
          const marked = await repository.markDueSentWithoutDelivery(now, batchSize);
          result.sent += marked;
          if (marked < batchSize) return result;
        }
      }
      result.delivered = true;
      for (;;) {
        const emails = await repository.claimDue(now, batchSize, leaseMs);
        for (const email of emails) result[await deliver(email, mail, now, log)]++;
        if (emails.length < batchSize) return result;
      }
    },

    close(): void {
      transport?.close();
    },
  };
}
