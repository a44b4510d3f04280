import { z } from 'zod';
import { IdParam, limitParam, ListMeta, PageParam } from './catalog-query.ts';

// GET /apis/sitemap: every SEO route a brand may show, for sitemap.xml.
export const SitemapQuery = z.strictObject({
  brand: IdParam.describe('Brand id (required)'),
  page: PageParam.optional(),
  limit: limitParam(5000, 50000),
});
export type SitemapQuery = z.infer<typeof SitemapQuery>;

export const SitemapEntry = z
  .object({
    completeRoute: z.string(),
    entityType: z.enum(['property', 'blog_post', 'city', 'host', 'page']),
    // ISO 8601 last change of the entity, when known (sitemap <lastmod>).
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'SitemapEntry' });
export type SitemapEntry = z.infer<typeof SitemapEntry>;

export const SitemapResponse = z.object({ data: z.array(SitemapEntry), meta: ListMeta }).meta({ id: 'SitemapResponse' });
export type SitemapResponse = z.infer<typeof SitemapResponse>;
