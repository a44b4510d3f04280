import { z } from 'zod';
import { IdParam, limitParam, ListMeta, PageParam } from './catalog-query.ts';

// GET /apis/reviews: a property's published reviews, newest first.
export const ReviewListQuery = z.strictObject({
  property: IdParam.describe('Property id (required)'),
  brand_id: IdParam.describe('Brand id (required): the property must be visible on that brand'),
  page: PageParam.optional(),
  limit: limitParam(10),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    text: z.string().nullable(),
    // First name and last initial only ("Maria S."): the full surname is never published.
    authorName: z.string(),
    // YYYY-MM-DD of the stay, when known.
    stayedOn: z.string().nullable(),
    // ISO 8601.
    createdAt: z.string(),
    language: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const ReviewSummary = z
  .object({
    // Over every published review of the property, not just this page; null when there are none.
    average: z.number().nullable(),
    count: z.number().int(),
    distribution: z.object({
      '1': z.number().int(),
      '2': z.number().int(),
      '3': z.number().int(),
      '4': z.number().int(),
      '5': z.number().int(),
    }),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewListResponse = z
  .object({ data: z.array(Review), meta: ListMeta, summary: ReviewSummary })
  .meta({ id: 'ReviewListResponse' });
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;
