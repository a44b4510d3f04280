import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';

export type ReviewRow = {
  id: number;
  rating: number;
  title: string | null;
  text: string | null;
  author_name: string;
  stayed_on: string | null;
  created_at: Date | string;
  language: string;
  host_reply: string | null;
  host_reply_at: Date | string | null;
};

export type ReviewSummaryRow = {
  count: number;
  average: number | null;
  rated_1: number;
  rated_2: number;
  rated_3: number;
  rated_4: number;
  rated_5: number;
};

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export function createReviewsRepository(db: Database) {
  // Published reviews of one property, only while that property is in the brand's scope.
  const published = (filter: ListingFilter, propertyId: number) => sql`
    from reviews r join properties p on p.organization_id = r.organization_id and p.id = r.property_id join organizations o on o.id = p.organization_id
    where r.property_id = ${propertyId} and r.status = 'published' and ${listingConditions(filter)}`;

  return {
    async page(filter: ListingFilter, propertyId: number, limit: number, offset: number): Promise<ReviewRow[]> {
      return queryRows<ReviewRow>(
        db,
        sql`select r.id, r.rating::int, r.title, r.text, r.author_name, to_char(r.stayed_on, 'YYYY-MM-DD') as stayed_on,
              r.created_at, r.language, r.host_reply, r.host_reply_at
            ${published(filter, propertyId)}
            order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
      );
    },

    // Over every published review, not one page. The average is rounded as the cards round it,
    // so the page and the card show the same number.
    async summary(filter: ListingFilter, propertyId: number): Promise<ReviewSummaryRow> {
      const [row] = await queryRows<ReviewSummaryRow>(
        db,
        sql`select count(*)::int as count, round(avg(r.rating), 1)::float8 as average,
              count(*) filter (where r.rating = 1)::int as rated_1, count(*) filter (where r.rating = 2)::int as rated_2,
              count(*) filter (where r.rating = 3)::int as rated_3, count(*) filter (where r.rating = 4)::int as rated_4,
              count(*) filter (where r.rating = 5)::int as rated_5
            ${published(filter, propertyId)}`,
      );
      return row ?? { count: 0, average: null, rated_1: 0, rated_2: 0, rated_3: 0, rated_4: 0, rated_5: 0 };
    },
  };
}
