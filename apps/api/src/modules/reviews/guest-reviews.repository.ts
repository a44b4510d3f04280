import { and, eq, sql } from 'drizzle-orm';
import { properties, queryRows, reviews, writeBookingWebhookEvent, type Database } from '@direct/db';

// The reviews guests write about their own stay. One review per booking (reviews_booking_unique);
// the property's average and count are computed from these rows when read, so nothing else changes.

export type GuestReviewRow = {
  id: number;
  organizationId: number;
  bookingId: number | null;
  propertyId: number;
  propertyName: string;
  rating: number;
  title: string | null;
  text: string | null;
  authorName: string;
  language: string;
  status: 'published' | 'hidden' | string;
  stayedOn: string | null;
  hostReply: string | null;
  hostReplyAt: Date | null;
  createdAt: Date;
};

export type NewReview = {
  bookingId: number;
  propertyId: number;
  authorName: string;
  rating: number;
  title: string | null;
  text: string | null;
  language: string;
  stayedOn: string;
};

export type ReviewChanges = { rating?: number; title?: string | null; text?: string | null };

export type GuestReviewsRepository = ReturnType<typeof createGuestReviewsRepository>;

const columns = {
  id: reviews.id,
  organizationId: reviews.organizationId,
  bookingId: reviews.bookingId,
  propertyId: reviews.propertyId,
  propertyName: properties.name,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  authorName: reviews.authorName,
  language: reviews.language,
  status: reviews.status,
  stayedOn: reviews.stayedOn,
  hostReply: reviews.hostReply,
  hostReplyAt: reviews.hostReplyAt,
  createdAt: reviews.createdAt,
};

export function createGuestReviewsRepository(db: Database) {
  const select = () => db.select(columns).from(reviews).innerJoin(properties, eq(properties.id, reviews.propertyId));

  return {
    // A review id is public (it is in every listing), so it is looked up without a tenant; the
    // answer carries its organization for everything that follows.
    async byId(id: number): Promise<GuestReviewRow | undefined> {
      const [row] = await select().where(eq(reviews.id, id));
      return row;
    },

    async byBooking(organizationId: number, bookingId: number): Promise<GuestReviewRow | undefined> {
      const [row] = await select().where(and(eq(reviews.organizationId, organizationId), eq(reviews.bookingId, bookingId)));
      return row;
    },

    // 'duplicate' when the booking already has a review (two quick posts: the unique index decides).
    // The review.created webhook event is written in the same transaction (rating, not the text).
    async create(organizationId: number, input: NewReview): Promise<number | 'duplicate'> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into reviews (organization_id, property_id, booking_id, author_name, rating, title, text, language, status, stayed_on)
              values (${organizationId}, ${input.propertyId}, ${input.bookingId}, ${input.authorName}, ${input.rating}, ${input.title},
                      ${input.text}, ${input.language}, 'published', ${input.stayedOn})
              on conflict (booking_id, organization_id) where booking_id is not null do nothing
              returning id`,
        );
        if (!row) return 'duplicate';
        const review = { review_id: row.id, property_id: input.propertyId, rating: input.rating, language: input.language };
        await writeBookingWebhookEvent(tx, { organizationId, bookingId: input.bookingId, type: 'review.created', extra: { review } });
        return row.id;
      });
    },

    async update(organizationId: number, id: number, changes: ReviewChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .update(reviews)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(reviews.organizationId, organizationId), eq(reviews.id, id)));
    },
  };
}
