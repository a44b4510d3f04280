import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { bookingMessages, brands, emailOutbox, queryRows, writeAuditEntry, writeBookingEvent, type AuditActor, type Database, type MessageAttachment } from '@direct/db';

// A booking's conversation (table booking_messages). Writing a message, its outbox email, the
// booking's timeline event and (for a host) the audit entry happen in one transaction.

export type MessageRow = typeof bookingMessages.$inferSelect;

export type OutboundMessage = {
  bookingId: number;
  author: AuditActor;
  body: string;
  email: { brandId: number; toAddress: string; fromAddress: string; replyTo: string; subject: string; textBody: string; htmlBody: string };
  requestId?: string | undefined;
};

export type InboundMessage = { bookingId: number; authorName: string; body: string; attachments: MessageAttachment[]; externalId: string; subject: string };

export type ConversationRow = {
  booking_id: number;
  booking_code: string;
  guest_name: string | null;
  property_name: string;
  last_direction: 'outbound' | 'inbound';
  last_body: string;
  last_at: Date | string;
  unread: number;
  total: number;
};

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

export function createMessagesRepository(db: Database) {
  const ofBooking = (organizationId: number, bookingId: number) => and(eq(bookingMessages.organizationId, organizationId), eq(bookingMessages.bookingId, bookingId));

  return {
    async conversation(organizationId: number, bookingId: number): Promise<MessageRow[]> {
      return db.select().from(bookingMessages).where(ofBooking(organizationId, bookingId)).orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));
    },

    async message(organizationId: number, bookingId: number, messageId: number): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(bookingMessages).where(and(ofBooking(organizationId, bookingId), eq(bookingMessages.id, messageId)));
      return row;
    },

    async hasExternal(organizationId: number, externalId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookingMessages.id })
        .from(bookingMessages)
        .where(and(eq(bookingMessages.organizationId, organizationId), eq(bookingMessages.externalId, externalId)));
      return row !== undefined;
    },

    async brandName(organizationId: number, brandId: number): Promise<string | null> {
      const [row] = await db.select({ name: brands.name }).from(brands).where(and(eq(brands.organizationId, organizationId), eq(brands.id, brandId)));
      return row?.name ?? null;
    },

    async addOutbound(organizationId: number, input: OutboundMessage): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingMessages)
          .values({
            organizationId,
            bookingId: input.bookingId,
            direction: 'outbound',
            authorKind: input.author.kind,
            authorId: input.author.id,
            authorName: input.author.name,
            body: input.body,
            readAt: new Date(),
          })
          .returning();
        await tx.insert(emailOutbox).values({ organizationId, bookingId: input.bookingId, kind: 'message', dedupeKey: `message:${row!.id}`, ...input.email });
        await writeBookingEvent(tx, { organizationId, bookingId: input.bookingId, kind: 'message_sent', actor: input.author, data: { messageId: row!.id } });
        await writeAuditEntry(tx, {
          organizationId,
          actor: input.author,
          action: 'message.send',
          entityType: 'booking_message',
          entityId: row!.id,
          after: { bookingId: input.bookingId, length: input.body.length },
          requestId: input.requestId,
        });
        return row!;
      });
    },

    // 'duplicate' when this email (its external id) was stored before: the provider retried.
    async addInbound(organizationId: number, input: InboundMessage): Promise<MessageRow | 'duplicate'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingMessages)
          .values({
            organizationId,
            bookingId: input.bookingId,
            direction: 'inbound',
            authorKind: 'guest',
            authorName: input.authorName,
            body: input.body,
            attachments: input.attachments,
            externalId: input.externalId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return 'duplicate';
        await writeBookingEvent(tx, {
          organizationId,
          bookingId: input.bookingId,
          kind: 'message_received',
          actor: { kind: 'guest', name: input.authorName },
          data: { messageId: row.id, subject: input.subject.slice(0, 200), attachments: input.attachments.length },
        });
        return row;
      });
    },

    async markRead(organizationId: number, bookingId: number, at: Date): Promise<number> {
      const rows = await db
        .update(bookingMessages)
        .set({ readAt: at })
        .where(and(ofBooking(organizationId, bookingId), eq(bookingMessages.direction, 'inbound'), isNull(bookingMessages.readAt)))
        .returning({ id: bookingMessages.id });
      return rows.length;
    },

    async countConversations(organizationId: number): Promise<number> {
      const [row] = await queryRows<{ total: number }>(db, sql`select count(distinct booking_id)::int as total from booking_messages where organization_id = ${organizationId}`);
      return row?.total ?? 0;
    },

    // Bookings with messages: unread guest messages first, then the latest activity.
    async conversations(organizationId: number, limit: number, offset: number): Promise<ConversationRow[]> {
      return queryRows<ConversationRow>(
        db,
        sql`with c as (
              select m.booking_id, max(m.created_at) as last_at,
                     count(*) filter (where m.direction = 'inbound' and m.read_at is null)::int as unread
              from booking_messages m where m.organization_id = ${organizationId} group by m.booking_id)
            select c.booking_id, b.code as booking_code, p.name as property_name, c.unread, c.last_at,
                   (select trim(concat_ws(' ', g.first_name, g.last_name)) from guests g where g.booking_id = b.id and g.is_booker limit 1) as guest_name,
                   l.direction as last_direction, l.body as last_body, (count(*) over ())::int as total
            from c join bookings b on b.id = c.booking_id and b.organization_id = ${organizationId}
            join properties p on p.id = b.property_id
            join lateral (select direction, body from booking_messages m2
                          where m2.organization_id = ${organizationId} and m2.booking_id = c.booking_id
                          order by m2.created_at desc, m2.id desc limit 1) l on true
            order by (c.unread > 0) desc, c.last_at desc, c.booking_id desc
            limit ${limit} offset ${offset}`,
      );
    },
  };
}
