import { z } from 'zod';
import { Language } from './brands.ts';
import { IdParam, limitParam, PageParam } from './catalog-query.ts';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';

// What a host writes for guests: blog posts per brand and language, and the host profile the
// public hosts list shows (GET /apis/hosts).

const pathId = z.coerce.number().int().min(1).max(maxInt4);

export const blogPostStatuses = ['draft', 'scheduled', 'published'] as const;
export const BlogPostStatus = z.enum(blogPostStatuses, 'must be draft, scheduled or published');
export type BlogPostStatus = z.infer<typeof BlogPostStatus>;

// The stored body is HTML cleaned on the server (decision 0014); this is the size before cleaning.
export const blogBodyMaxLength = 200_000;
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogPostsParams = OrganizationParams;
export const BlogPostParams = OrganizationParams.extend({ postId: pathId });

export const HostBlogPostListQuery = z.strictObject({
  page: PageParam.optional(),
  limit: limitParam(25, 100),
  status: BlogPostStatus.optional().describe('Only drafts, scheduled or published posts'),
  brandId: IdParam.optional().describe('Only this brand’s posts'),
  language: Language.optional(),
});
export type HostBlogPostListQuery = z.infer<typeof HostBlogPostListQuery>;

const Term = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const HostBlogPostSummary = z
  .object({
    id: z.number().int(),
    brandId: z.number().int(),
    brandName: z.string(),
    language: Language,
    title: z.string(),
    slug: z.string().nullable(),
    status: BlogPostStatus,
    // When the post goes (or went) public; null for drafts.
    publishAt: z.string().nullable(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'HostBlogPostSummary' });
export type HostBlogPostSummary = z.infer<typeof HostBlogPostSummary>;

export const HostBlogPostList = z
  .object({ data: z.array(HostBlogPostSummary), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostBlogPostList' });
export type HostBlogPostList = z.infer<typeof HostBlogPostList>;

export const HostBlogPost = HostBlogPostSummary.extend({
  excerpt: z.string(),
  // Already cleaned: safe to show.
  bodyHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  coverImage: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  categories: z.array(Term),
  tags: z.array(Term),
}).meta({ id: 'HostBlogPost' });
export type HostBlogPost = z.infer<typeof HostBlogPost>;

const TermNames = (max: number) =>
  z
    .array(z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'))
    .max(max, `at most ${max}`)
    .default([]);

export const SaveBlogPostRequest = z
  .object({
    brandId: JsonId,
    language: Language,
    title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    slug: z.string().trim().max(120, 'must be at most 120 characters').regex(blogSlugPattern, 'use lower-case letters, digits and dashes'),
    excerpt: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    bodyHtml: z.string().max(blogBodyMaxLength, `must be at most ${blogBodyMaxLength} characters`),
    seoTitle: z.string().trim().max(120, 'must be at most 120 characters').nullable().optional(),
    seoDescription: z.string().trim().max(300, 'must be at most 300 characters').nullable().optional(),
    coverImageId: JsonId.nullable().optional(),
    categories: TermNames(10),
    tags: TermNames(20),
    status: BlogPostStatus,
    // Required for scheduled posts (must be in the future); a published post without it goes public now.
    publishAt: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).nullable().optional(),
  })
  .meta({ id: 'SaveBlogPostRequest' });
export type SaveBlogPostRequest = z.infer<typeof SaveBlogPostRequest>;

export const UpdateBlogPostRequest = SaveBlogPostRequest.extend({ version: RowVersion }).meta({ id: 'UpdateBlogPostRequest' });
export type UpdateBlogPostRequest = z.infer<typeof UpdateBlogPostRequest>;

export const DeleteBlogPostQuery = z.strictObject({ version: IdParam.describe('The version last read') });

export const BlogTermsQuery = z.strictObject({ brandId: IdParam });
export const BlogTerms = z.object({ categories: z.array(Term), tags: z.array(Term) }).meta({ id: 'BlogTerms' });
export type BlogTerms = z.infer<typeof BlogTerms>;

export const ContentImage = z
  .object({ imageId: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof ContentImage>;

// The host as the site's hosts list shows them: organizations.name, .description (English bio) and
// logo, plus the bio in the other languages and the languages they speak.
export const HostProfile = z
  .object({
    name: z.string(),
    bio: z.object({ en: z.string(), de: z.string(), pt: z.string() }),
    languagesSpoken: z.array(z.string()),
    photo: z.object({ id: z.number().int(), url: z.string() }).nullable(),
    listed: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'HostProfile' });
export type HostProfile = z.infer<typeof HostProfile>;

const Bio = z.string().trim().max(2000, 'must be at most 2000 characters');

export const UpdateHostProfileRequest = z
  .object({
    version: RowVersion,
    name: z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters'),
    bio: z.object({ en: Bio, de: Bio.default(''), pt: Bio.default('') }),
    languagesSpoken: z
      .array(z.string().trim().regex(/^[a-z]{2}$/, 'use two-letter language codes (en, de, pt…)'))
      .max(20, 'at most 20')
      .default([]),
    photoImageId: JsonId.nullable().optional(),
    listed: z.boolean(),
  })
  .meta({ id: 'UpdateHostProfileRequest' });
export type UpdateHostProfileRequest = z.infer<typeof UpdateHostProfileRequest>;

// A brand's destinations: the platform's cities its properties are in, with the brand's own
// description per language and picture (the site's destination pages show them).
export const BrandDestinationsParams = OrganizationParams.extend({ brandId: pathId });
export const BrandDestinationParams = BrandDestinationsParams.extend({ cityId: pathId });

const DestinationText = z.string().trim().max(5000, 'must be at most 5000 characters');

export const HostDestination = z
  .object({
    cityId: z.number().int(),
    name: z.string(),
    countryName: z.string(),
    // The platform's own description, shown where the brand has none.
    platformDescription: z.string().nullable(),
    descriptions: z.object({ en: z.string(), de: z.string(), pt: z.string() }),
    image: z.object({ id: z.number().int(), url: z.string() }).nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'HostDestination' });
export type HostDestination = z.infer<typeof HostDestination>;

export const HostDestinationList = z.object({ brandId: z.number().int(), data: z.array(HostDestination) }).meta({ id: 'HostDestinationList' });
export type HostDestinationList = z.infer<typeof HostDestinationList>;

export const UpdateDestinationRequest = z
  .object({
    version: RowVersion,
    descriptions: z.object({ en: DestinationText.default(''), de: DestinationText.default(''), pt: DestinationText.default('') }),
    imageId: JsonId.nullable().optional(),
  })
  .meta({ id: 'UpdateDestinationRequest' });
export type UpdateDestinationRequest = z.infer<typeof UpdateDestinationRequest>;
