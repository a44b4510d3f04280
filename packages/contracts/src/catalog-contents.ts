import { z } from 'zod';
import { Language } from './language.ts';
import { fieldsetParam, IdParam, limitParam, ListMeta, OrderDirection, PageParam } from './catalog-query.ts';

export const contentFields = ['title', 'type', 'shortContent', 'image', 'summary', 'date', 'categories', 'tags', 'route'] as const;

// GET /apis/contents: a brand's published blog posts.
export const ContentListQuery = z
  .strictObject({
    brand: IdParam.describe('Brand id (required)'),
    type: z.enum(['blog'], 'must be blog').optional(),
    'order[date]': OrderDirection.optional().describe('desc (default) or asc'),
    page: PageParam.optional(),
    limit: limitParam(12),
    'properties[]': fieldsetParam(contentFields).optional(),
    // A translation is its own post (decision 0032): the page language's posts, and the English
    // ones where a brand hasn't written in it (each says its language). Absent: every post.
    language: Language.optional().describe('The page’s language: its posts and the English ones; absent: every post'),
  });
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ContentQuery = z.strictObject({ brand: IdParam.describe('Brand id (required)') });
export const ContentParams = z.object({ id: IdParam });

export const SeoRoute = z
  .object({
    id: z.number().int(),
    completeRoute: z.string(),
    urlEnding: z.string(),
    metaDescription: z.string().nullable(),
    twitterDescription: z.string().nullable(),
    facebookDescription: z.string().nullable(),
  })
  .meta({ id: 'SeoRoute' });

export const Content = z
  .object({
    id: z.number().int(),
    title: z.string(),
    // The language the post is written in.
    language: Language.optional(),
    type: z.string(),
    shortContent: z.string(),
    image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    summary: z.string(),
    // ISO 8601 publication time.
    date: z.string(),
    categories: z.array(z.object({ title: z.string(), route: z.string() })),
    tags: z.array(z.object({ name: z.string(), route: z.string() })),
    route: SeoRoute.nullable(),
  })
  .meta({ id: 'Content' });
export type Content = z.infer<typeof Content>;

export const ContentItem = Content.partial().required({ id: true }).meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof ContentItem>;

export const ContentListResponse = z.object({ data: z.array(ContentItem), meta: ListMeta }).meta({ id: 'ContentListResponse' });
export type ContentListResponse = z.infer<typeof ContentListResponse>;

// GET /apis/contents/{id}: one post with its (sanitised) HTML.
export const ContentDetail = Content.extend({ contentHtml: z.string() }).meta({ id: 'ContentDetail' });
export type ContentDetail = z.infer<typeof ContentDetail>;

// GET /apis/routes/resolve?path=…&brand=…: which entity an SEO path belongs to.
export const ResolveRouteQuery = z
  .strictObject({
    path: z.string().min(1).max(500).regex(/^\//, 'must start with /'),
    brand: IdParam,
  });
export type ResolveRouteQuery = z.infer<typeof ResolveRouteQuery>;

export const ResolvedRoute = z
  .object({
    entityType: z.enum(['property', 'blog_post', 'city', 'host', 'page']),
    entityId: z.number().int(),
    completeRoute: z.string(),
    urlEnding: z.string(),
    title: z.string().nullable(),
    metaDescription: z.string().nullable(),
    twitterDescription: z.string().nullable(),
    facebookDescription: z.string().nullable(),
  })
  .meta({ id: 'ResolvedRoute' });
export type ResolvedRoute = z.infer<typeof ResolvedRoute>;
