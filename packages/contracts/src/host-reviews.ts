import { z } from 'zod';
import { FlagParam, limitParam, PageParam } from './catalog-query.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';
import { ReviewSummary } from './reviews.ts';

// The organization's guest reviews as the console moderates them: every review (published or
// hidden), the host's public reply, hiding with a reason only the host sees, and per-property stats.

const IdPath = z.coerce.number().int().min(1).max(maxInt4);
export const HostReviewParams = OrganizationParams.extend({ reviewId: IdPath });

export const hostReviewSortValues = ['newest', 'oldest', 'rating', '-rating'] as const;
export const hostReviewStatusValues = ['published', 'hidden'] as const;
// Kept short: replies are published on the property page, whose HTML stays within 40 KB.
export const hostReviewReplyMaxLength = 1000;
export const hostReviewHideReasonMaxLength = 500;

export const HostReviewListQuery = z.strictObject({
  page: PageParam.optional(),
  limit: limitParam(20, 100),
  sort: z.enum(hostReviewSortValues).default('newest').describe('newest, oldest, rating (lowest first) or -rating (highest first)'),
  property: z.coerce.number().int().min(1).max(maxInt4).optional().describe('Only this property’s reviews'),
  rating: z.coerce.number().int().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5').optional().describe('Only reviews with this rating (1–5)'),
  status: z.enum(hostReviewStatusValues).optional().describe('published or hidden'),
  replied: FlagParam.optional().describe('Only reviews with (true) or without (false) a reply'),
});
export type HostReviewListQuery = z.infer<typeof HostReviewListQuery>;

export const HostReview = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    propertyName: z.string(),
    bookingId: z.number().int().nullable(),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    text: z.string().nullable(),
    // In full: the host knows its guest (the site shows "Maria S.").
    authorName: z.string(),
    stayedOn: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    language: z.string(),
    status: z.enum(hostReviewStatusValues),
    hiddenReason: z.string().nullable(),
    hiddenAt: z.iso.datetime({ offset: true }).nullable(),
    reply: z.object({ text: z.string(), repliedAt: z.iso.datetime({ offset: true }) }).nullable(),
  })
  .meta({ id: 'HostReview' });
export type HostReview = z.infer<typeof HostReview>;

export const HostReviewPage = z
  .object({ data: z.array(HostReview), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostReviewPage' });
export type HostReviewPage = z.infer<typeof HostReviewPage>;

const requiredText = (max: number, what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(max, `must be at most ${max} characters`);

export const HostReviewReplyBody = z.strictObject({ text: requiredText(hostReviewReplyMaxLength, 'The reply') });
export type HostReviewReplyBody = z.infer<typeof HostReviewReplyBody>;

export const HostReviewHideBody = z.strictObject({ reason: requiredText(hostReviewHideReasonMaxLength, 'A reason') });
export type HostReviewHideBody = z.infer<typeof HostReviewHideBody>;

// Over the property's published reviews (what guests see); hidden ones are counted apart.
export const HostPropertyReviewStats = z
  .object({ propertyId: z.number().int(), propertyName: z.string(), hidden: z.number().int(), summary: ReviewSummary })
  .meta({ id: 'HostPropertyReviewStats' });
export const HostReviewStats = z.object({ data: z.array(HostPropertyReviewStats) }).meta({ id: 'HostReviewStats' });
export type HostReviewStats = z.infer<typeof HostReviewStats>;
