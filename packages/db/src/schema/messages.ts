import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
import { bookings } from './bookings.ts';
import { organizations } from './tenancy.ts';

export const messageDirection = pgEnum('message_direction', ['outbound', 'inbound']);

export type MessageAttachment = { documentId: number; filename: string; mimeType: string; sizeBytes: number };

// A booking's conversation with its guest: what the host wrote (sent as an email from the brand
// with the booking's reply address) and what came back through the inbound-mail webhook.
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    direction: messageDirection().notNull(),
    // 'user' or 'client' (a host's person or key) for outbound, 'guest' for inbound.
    authorKind: text().notNull(),
    authorId: text(),
    authorName: text().notNull(),
    body: text().notNull(),
    // Private documents (encrypted, content-checked) the guest sent along.
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    // The provider's Message-ID of an inbound email: the same email posted twice is stored once.
    externalId: text(),
    // When a host first read an inbound message (null: unread); outbound messages are born read.
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    index().on(t.organizationId, t.bookingId, t.createdAt),
    uniqueIndex('booking_messages_external_unique').on(t.organizationId, t.externalId),
  ],
);
