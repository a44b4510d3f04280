import { z } from 'zod';
import { limitParam, PageParam } from './catalog-query.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// A booking's conversation with its guest: the host writes in the console, the guest gets an
// email from the brand whose reply address leads back here (the inbound-mail webhook).

const IdPath = z.coerce.number().int().min(1).max(maxInt4);
export const HostBookingMessagesParams = OrganizationParams.extend({ bookingId: IdPath });
export const HostMessageAttachmentParams = HostBookingMessagesParams.extend({ messageId: IdPath, documentId: IdPath });

export const hostMessageMaxLength = 5000;

export const HostMessageAttachment = z
  .object({ documentId: z.number().int(), filename: z.string(), mimeType: z.string(), sizeBytes: z.number().int() })
  .meta({ id: 'HostMessageAttachment' });

export const HostBookingMessage = z
  .object({
    id: z.number().int(),
    direction: z.enum(['outbound', 'inbound']),
    authorName: z.string(),
    body: z.string(),
    attachments: z.array(HostMessageAttachment),
    createdAt: z.iso.datetime({ offset: true }),
    // Inbound only: when a host first read it (null: unread). Outbound messages are always read.
    readAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'HostBookingMessage' });
export type HostBookingMessage = z.infer<typeof HostBookingMessage>;

export const HostConversation = z
  .object({
    booking: z.object({ id: z.number().int(), code: z.string(), guestName: z.string(), guestEmail: z.string(), propertyName: z.string(), checkIn: z.string(), checkOut: z.string() }),
    // Oldest first: the conversation reads top to bottom, the newest at the bottom.
    data: z.array(HostBookingMessage),
  })
  .meta({ id: 'HostConversation' });
export type HostConversation = z.infer<typeof HostConversation>;

export const HostSendMessageBody = z.strictObject({
  body: z.string('The message is required').trim().min(1, 'The message is required').max(hostMessageMaxLength, `must be at most ${hostMessageMaxLength} characters`),
});
export type HostSendMessageBody = z.infer<typeof HostSendMessageBody>;

export const HostConversationListQuery = z.strictObject({ page: PageParam.optional(), limit: limitParam(25, 100) });

export const HostConversationSummary = z
  .object({
    bookingId: z.number().int(),
    bookingCode: z.string(),
    guestName: z.string(),
    propertyName: z.string(),
    lastMessage: z.object({ direction: z.enum(['outbound', 'inbound']), excerpt: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
    unread: z.number().int(),
  })
  .meta({ id: 'HostConversationSummary' });
export const HostConversationPage = z
  .object({ data: z.array(HostConversationSummary), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostConversationPage' });
export type HostConversationPage = z.infer<typeof HostConversationPage>;

// A short-lived link to one attachment's bytes: the console's server fetches it for the host.
export const HostAttachmentLink = z
  .object({ path: z.string(), filename: z.string(), mimeType: z.string(), expiresAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'HostAttachmentLink' });
export type HostAttachmentLink = z.infer<typeof HostAttachmentLink>;

export const MessageAttachmentDownloadParams = z.object({ token: z.string().min(10).max(500) });

// What the inbound webhook answers: the provider only needs a 2xx to stop retrying.
export const InboundEmailResult = z
  .object({ outcome: z.enum(['stored', 'duplicate', 'dropped']) })
  .meta({ id: 'InboundEmailResult' });
export type InboundEmailResult = z.infer<typeof InboundEmailResult>;
