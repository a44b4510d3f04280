import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { properties, queryRows, reviews, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { HostReviewListQuery } from '@direct/contracts';

// The organization's reviews as its host sees them: every status, the full author name, the
// reply and the reason a review was hidden. Every write is audited in its own transaction.

export type HostReviewRow = {
  id: number;
  propertyId: number;
  propertyName: string;
  bookingId: number | null;
  rating: number;
  title: string | null;
  text: string | null;
  authorName: string;
  stayedOn: string | null;
  createdAt: Date;
  language: string;
  status: 'published' | 'hidden';
  hiddenReason: string | null;
  hiddenAt: Date | null;
  hostReply: string | null;
  hostReplyAt: Date | null;
};

export type ReviewStatsRow = {
  property_id: number;
  property_name: string;
  hidden: number;
  count: number;
  average: number | null;
  rated_1: number;
  rated_2: number;
  rated_3: number;
  rated_4: number;
  rated_5: number;
};

export type Audit = { actor: AuditActor; requestId?: string | undefined };

const columns = {
  id: reviews.id,
  propertyId: reviews.propertyId,
  propertyName: properties.name,
  bookingId: reviews.bookingId,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  authorName: reviews.authorName,
  stayedOn: reviews.stayedOn,
  createdAt: reviews.createdAt,
  language: reviews.language,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  hiddenAt: reviews.hiddenAt,
  hostReply: reviews.hostReply,
  hostReplyAt: reviews.hostReplyAt,
};

const orderings: Record<HostReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  rating: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  '-rating': [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export type HostReviewsRepository = ReturnType<typeof createHostReviewsRepository>;

export function createHostReviewsRepository(db: Database) {
  const select = (executor: Pick<Database, 'select'> = db) => executor.select(columns).from(reviews).innerJoin(properties, eq(properties.id, reviews.propertyId));
  const own = (organizationId: number, id: number) => and(eq(reviews.organizationId, organizationId), eq(reviews.id, id));

  // One change to one review, read before and after inside the transaction for the audit entry.
  async function change(organizationId: number, id: number, set: Partial<typeof reviews.$inferInsert>, action: string, audit: Audit): Promise<HostReviewRow | null> {
    return db.transaction(async (tx) => {
      const [before] = await select(tx).where(own(organizationId, id)).for('update', { of: reviews });
      if (!before) return null;
      await tx.update(reviews).set({ ...set, updatedAt: new Date() }).where(own(organizationId, id));
      const [after] = await select(tx).where(own(organizationId, id));
      const pick = (row: HostReviewRow) => ({ status: row.status, hiddenReason: row.hiddenReason, reply: row.hostReply });
      await writeAuditEntry(tx, { organizationId, actor: audit.actor, action, entityType: 'review', entityId: id, before: pick(before), after: pick(after!), requestId: audit.requestId });
      return after!;
    });
  }

  return {
    async list(organizationId: number, query: HostReviewListQuery, limit: number, offset: number): Promise<{ rows: HostReviewRow[]; total: number }> {
      const where = and(
        eq(reviews.organizationId, organizationId),
        query.property === undefined ? undefined : eq(reviews.propertyId, query.property),
        query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
        query.status === undefined ? undefined : eq(reviews.status, query.status),
        query.replied === undefined ? undefined : query.replied ? isNotNull(reviews.hostReply) : isNull(reviews.hostReply),
      );
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...orderings[query.sort])
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return { rows: rows as HostReviewRow[], total: total?.total ?? 0 };
    },

    async byId(organizationId: number, id: number): Promise<HostReviewRow | undefined> {
      const [row] = await select().where(own(organizationId, id));
      return row as HostReviewRow | undefined;
    },

    // Every property of the organization that has a review; the average rounded as the site rounds it.
    async stats(organizationId: number): Promise<ReviewStatsRow[]> {
      return queryRows<ReviewStatsRow>(
        db,
        sql`select r.property_id, p.name as property_name,
              count(*) filter (where r.status = 'hidden')::int as hidden,
              count(*) filter (where r.status = 'published')::int as count,
              round(avg(r.rating) filter (where r.status = 'published'), 1)::float8 as average,
              count(*) filter (where r.status = 'published' and r.rating = 1)::int as rated_1,
              count(*) filter (where r.status = 'published' and r.rating = 2)::int as rated_2,
              count(*) filter (where r.status = 'published' and r.rating = 3)::int as rated_3,
              count(*) filter (where r.status = 'published' and r.rating = 4)::int as rated_4,
              count(*) filter (where r.status = 'published' and r.rating = 5)::int as rated_5
            from reviews r join properties p on p.id = r.property_id
            where r.organization_id = ${organizationId}
            group by r.property_id, p.name
            order by p.name, r.property_id`,
      );
    },

    setReply: (organizationId: number, id: number, text: string | null, at: Date, audit: Audit) =>
      change(organizationId, id, { hostReply: text, hostReplyAt: text === null ? null : at }, text === null ? 'review.reply_remove' : 'review.reply', audit),

    setHidden: (organizationId: number, id: number, reason: string | null, at: Date, audit: Audit) =>
      change(
        organizationId,
        id,
        reason === null ? { status: 'published', hiddenReason: null, hiddenAt: null } : { status: 'hidden', hiddenReason: reason, hiddenAt: at },
        reason === null ? 'review.unhide' : 'review.hide',
        audit,
      ),
  };
}
