import { createHash } from 'node:crypto';
import type { HostAttachmentLink, HostBookingMessage, HostConversation, HostConversationPage, InboundEmailResult } from '@direct/contracts';
import type { AuditActor, MessageAttachment } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import { offsetOf } from '../../http/paging.ts';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import type { MessageEmails } from './message-email.ts';
import type { MessageRow, MessagesRepository } from './messages.repository.ts';
import { htmlAsText, messageIdIn, senderName, withoutQuotedText } from './inbound-text.ts';
import type { createAttachmentLinks, createReplyAddresses } from './signed-tokens.ts';

export type MessagesService = ReturnType<typeof createMessagesService>;

// What the inbound webhook read from the provider's multipart post.
export type InboundEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: string;
  envelopeTo: string;
  files: { filename: string; bytes: Uint8Array; truncated: boolean }[];
};

export type InboundLogger = { info(data: object, message: string): void; warn(data: object, message: string): void };

// What a guest's attachment may be: the private documents' formats (images and PDF).
const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
const maxBodyLength = 20_000;

function view(row: MessageRow): HostBookingMessage {
  return {
    id: row.id,
    direction: row.direction,
    authorName: row.authorName,
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const noBooking = () => new AppError('not_found', 'There is no such booking.');
const safeFilename = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'attachment';

export function createMessagesService(options: {
  repository: MessagesRepository;
  bookings: Pick<BookingsForPayments, 'findById'>;
  documents: Pick<PrivateDocuments, 'store' | 'read'>;
  emails: MessageEmails;
  replyAddresses: ReturnType<typeof createReplyAddresses>;
  attachmentLinks: ReturnType<typeof createAttachmentLinks>;
  attachmentMaxBytes: number;
  fromAddress: string;
  now: () => Date;
}) {
  const { repository, bookings, documents, emails, replyAddresses, attachmentLinks, now } = options;

  async function bookingOf(organizationId: number, bookingId: number) {
    const booking = await bookings.findById(organizationId, bookingId);
    if (!booking) throw noBooking();
    return booking;
  }

  // Each attachment stored privately, or a line in the message saying why it was not kept.
  async function storeAttachments(organizationId: number, bookingId: number, files: InboundEmail['files'], log: InboundLogger) {
    const stored: MessageAttachment[] = [];
    const notes: string[] = [];
    for (const file of files) {
      const filename = safeFilename(file.filename);
      if (file.truncated) {
        notes.push(`[${filename}: larger than ${Math.round(options.attachmentMaxBytes / 1024 / 1024)} MB, not kept]`);
        continue;
      }
      try {
        const document = await documents.store({
          organizationId,
          bookingId,
          kind: 'other',
          bytes: file.bytes,
          allowedTypes: attachmentTypes,
          maxBytes: options.attachmentMaxBytes,
          field: 'attachment',
          encrypt: true,
          retainUntil: null,
        });
        stored.push({ documentId: document.id, filename, mimeType: document.mimeType, sizeBytes: document.sizeBytes });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log.info({ bookingId, filename, reason: error.message }, 'inbound attachment refused');
        notes.push(`[${filename}: ${error.message}]`);
      }
    }
    return { stored, notes };
  }

  return {
    async conversation(organizationId: number, bookingId: number): Promise<HostConversation> {
      const booking = await bookingOf(organizationId, bookingId);
      const rows = await repository.conversation(organizationId, bookingId);
      return {
        booking: {
          id: booking.id,
          code: booking.code,
          guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
          guestEmail: booking.guest.email,
          propertyName: booking.propertyName,
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
        },
        data: rows.map(view),
      };
    },

    async send(organizationId: number, bookingId: number, body: string, author: AuditActor, requestId?: string): Promise<HostBookingMessage> {
      const booking = await bookingOf(organizationId, bookingId);
      const brandName = (await repository.brandName(organizationId, booking.brandId)) ?? '';
      const replyTo = replyAddresses.addressFor({ organizationId, bookingId });
      const email = emails.message({ booking, brandName, body, author: author.name });
      const fromAddress = brandName ? `"${brandName.replace(/["\\\r\n]/g, '')}" <${options.fromAddress}>` : options.fromAddress;
      const row = await repository.addOutbound(organizationId, {
        bookingId,
        author,
        body,
        email: { brandId: booking.brandId, toAddress: booking.guest.email, fromAddress, replyTo, ...email },
        requestId,
      });
      return view(row);
    },

    markRead: async (organizationId: number, bookingId: number) => {
      await bookingOf(organizationId, bookingId);
      return { marked: await repository.markRead(organizationId, bookingId, now()) };
    },

    async conversations(organizationId: number, page: number, limit: number): Promise<HostConversationPage> {
      const rows = await repository.conversations(organizationId, limit, offsetOf({ page, limit }));
      return {
        data: rows.map((row) => ({
          bookingId: row.booking_id,
          bookingCode: row.booking_code,
          guestName: row.guest_name || 'Guest',
          propertyName: row.property_name,
          lastMessage: { direction: row.last_direction, excerpt: row.last_body.slice(0, 140), createdAt: new Date(row.last_at).toISOString() },
          unread: row.unread,
        })),
        meta: { page, limit, total: rows[0]?.total ?? (await repository.countConversations(organizationId)) },
      };
    },

    async attachmentLink(organizationId: number, bookingId: number, messageId: number, documentId: number): Promise<HostAttachmentLink> {
      const message = await repository.message(organizationId, bookingId, messageId);
      const attachment = message?.attachments.find((candidate) => candidate.documentId === documentId);
      if (!attachment) throw new AppError('not_found', 'There is no such attachment.');
      const { token, expiresAt } = attachmentLinks.issue({ organizationId, documentId });
      return { path: `/apis/message-attachments/${token}`, filename: attachment.filename, mimeType: attachment.mimeType, expiresAt: expiresAt.toISOString() };
    },

    async download(token: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
      const grant = attachmentLinks.verify(token);
      const file = grant ? await documents.read(grant.organizationId, grant.documentId) : null;
      if (!file) throw new AppError('not_found', 'This link has expired or is not valid.');
      return file;
    },

    // GuestMessages: a request the guest made on the site, as if they had written it.
    async fromGuest(organizationId: number, bookingId: number, input: { authorName: string; subject: string; body: string; key: string }): Promise<{ stored: boolean }> {
      const row = await repository.addInbound(organizationId, {
        bookingId,
        authorName: input.authorName,
        body: input.body.slice(0, maxBodyLength),
        attachments: [],
        externalId: `site:${input.key}`,
        subject: input.subject,
      });
      return { stored: row !== 'duplicate' };
    },

    /**
     * A guest's reply from the inbound-mail webhook. Never throws for what the email says: an
     * address naming no booking is dropped (logged), so the provider does not retry it forever.
     */
    async receive(email: InboundEmail, log: InboundLogger): Promise<InboundEmailResult> {
      const target = replyAddresses.targetIn(`${email.to}\n${email.envelopeTo}`);
      const booking = target ? await bookings.findById(target.organizationId, target.bookingId) : null;
      if (!target || !booking) {
        log.warn({ to: email.to.slice(0, 300) }, 'inbound email for no known conversation: dropped');
        return { outcome: 'dropped' };
      }
      // The provider may post the same email again; without a Message-ID its content identifies it.
      const externalId =
        messageIdIn(email.headers) ?? `sha256:${createHash('sha256').update(`${email.from}\n${email.to}\n${email.subject}\n${email.text}\n${email.html}`).digest('hex')}`;
      if (await repository.hasExternal(target.organizationId, externalId)) return { outcome: 'duplicate' };
      const { stored, notes } = await storeAttachments(target.organizationId, target.bookingId, email.files, log);
      const text = withoutQuotedText(email.text.trim() ? email.text : htmlAsText(email.html));
      const body = [text, ...notes].filter(Boolean).join('\n\n').slice(0, maxBodyLength) || '(no text)';
      const row = await repository.addInbound(target.organizationId, {
        bookingId: target.bookingId,
        authorName: senderName(email.from),
        body,
        attachments: stored,
        externalId,
        subject: email.subject,
      });
      if (row === 'duplicate') return { outcome: 'duplicate' };
      log.info({ bookingId: target.bookingId, messageId: row.id, attachments: stored.length }, 'guest reply stored');
      return { outcome: 'stored' };
    },
  };
}
