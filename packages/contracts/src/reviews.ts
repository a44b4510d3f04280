import { z } from 'zod';
import { IdParam, limitParam, ListMeta, PageParam } from './catalog-query.ts';
import { JsonId } from './numbers.ts';

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
    // The host's public answer, shown under the review (null: none).
    hostReply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
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

// Writing reviews (the guest's review form after check-out). Every call proves access with the
// booking code and its access token; the author is the booking the review was written for.

const BookingCodeField = z.string().trim().min(3).max(40);
const AccessTokenField = z.string().min(10).max(300);
export const reviewTitleMaxLength = 120;
export const reviewTextMaxLength = 5000;
const ReviewRating = z.number().int().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5');
// Empty text means "no title / no text": stored as null.
const OptionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim()));

// The spec's "A rating is required" (§5) as the field's message, whatever else is wrong.
const ratingRequired = <T extends { rating?: number | undefined }>(value: T, ctx: z.RefinementCtx) => {
  if (value.rating === undefined) ctx.addIssue({ code: 'custom', path: ['rating'], message: 'A rating is required', params: { reason: 'required' } });
};

// POST /apis/reviews
export const ReviewCreateBody = z
  .strictObject({
    booking_code: BookingCodeField,
    access_token: AccessTokenField,
    rating: ReviewRating.optional().describe('1–5 (required: "A rating is required")'),
    title: OptionalText(reviewTitleMaxLength),
    text: OptionalText(reviewTextMaxLength),
  })
  .superRefine(ratingRequired, { when: () => true } as never);
export type ReviewCreateBody = z.output<typeof ReviewCreateBody>;

// PATCH /apis/reviews/{id}: only what is sent changes.
export const ReviewUpdateBody = z.strictObject({
  booking_code: BookingCodeField,
  access_token: AccessTokenField,
  rating: ReviewRating.optional(),
  title: OptionalText(reviewTitleMaxLength),
  text: OptionalText(reviewTextMaxLength),
});
export type ReviewUpdateBody = z.output<typeof ReviewUpdateBody>;

export const ReviewIdParams = z.strictObject({ id: IdParam });

// GET /apis/reviews/{id}: with the author's booking code and token the answer says it may be edited.
export const ReviewDetailQuery = z.strictObject({
  booking_code: BookingCodeField.optional(),
  access_token: AccessTokenField.optional(),
});
export type ReviewDetailQuery = z.infer<typeof ReviewDetailQuery>;

export const ReviewDetail = Review.extend({
  propertyId: z.number().int(),
  propertyName: z.string(),
  // True only for the author (the access token of the review's booking).
  canEdit: z.boolean(),
}).meta({ id: 'ReviewDetail' });
export type ReviewDetail = z.infer<typeof ReviewDetail>;

// GET /apis/reviews/for_booking: what the review page shows for one booking.
export const BookingReviewQuery = z.strictObject({ booking_code: BookingCodeField, access_token: AccessTokenField });
export type BookingReviewQuery = z.infer<typeof BookingReviewQuery>;

export const bookingReviewStates = [
  // A review can be written now.
  'open',
  // Already written: `review` is it (the author may edit it).
  'reviewed',
  // The stay hasn't ended yet: reviews open on the check-out day.
  'before_checkout',
  // Cancelled, expired or never paid: nothing to review.
  'not_reviewable',
] as const;

export const BookingReview = z
  .object({
    state: z.enum(bookingReviewStates),
    booking: z.object({
      code: z.string(),
      brandId: z.number().int(),
      propertyId: z.number().int(),
      propertyName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      // How the review will be signed ("Maria S.").
      authorName: z.string(),
      language: z.string(),
    }),
    review: ReviewDetail.nullable(),
  })
  .meta({ id: 'BookingReview' });
export type BookingReview = z.infer<typeof BookingReview>;

// POST /apis/dev/past_stays (development only, never in production): a checked-out demo stay
// so the review form can be tried and tested end to end.
export const DevPastStayBody = z.strictObject({ brand_id: JsonId, property_id: JsonId.optional() });
// bookingId: so end-to-end tests can open the stay's pages in the host console.
export const DevPastStay = z.object({ bookingCode: z.string(), accessToken: z.string(), bookingId: z.number().int(), propertyId: z.number().int(), checkOut: z.string() }).meta({ id: 'DevPastStay' });
export type DevPastStay = z.infer<typeof DevPastStay>;
