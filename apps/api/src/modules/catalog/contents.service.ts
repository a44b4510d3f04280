import type { Content, ContentDetail, ContentItem, ContentListQuery, ContentListResponse, ResolvedRoute } from '@direct/contracts';
import { Language } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { offsetOf } from '../../http/paging.ts';
import { imageUrl, pickFields } from './list-fields.ts';
import type { ContentsRepository, LabelRow, PostRow } from './contents.repository.ts';

export type ContentsService = ReturnType<typeof createContentsService>;

function toContent(row: PostRow, categories: readonly LabelRow[], tags: readonly LabelRow[]): Content {
  return {
    id: row.id,
    title: row.title,
    ...(Language.safeParse(row.language).success ? { language: row.language as Language } : {}),
    type: row.type,
    shortContent: row.short_content,
    image:
      row.image_id !== null && row.image_storage_key !== null
        ? { url: imageUrl(row.image_id, row.image_storage_key), alt: row.image_alt ?? '', width: row.image_width ?? 0, height: row.image_height ?? 0 }
        : null,
    summary: row.summary,
    date: new Date(row.published_at).toISOString(),
    // Category and tag pages are listings of the blog, addressed by slug.
    categories: categories.filter((entry) => entry.post_id === row.id).map((entry) => ({ title: entry.label, route: `/blog/category/${entry.slug}` })),
    tags: tags.filter((entry) => entry.post_id === row.id).map((entry) => ({ name: entry.label, route: `/blog/tag/${entry.slug}` })),
    route:
      row.route_id === null
        ? null
        : {
            id: row.route_id,
            completeRoute: row.complete_route ?? '',
            urlEnding: row.url_ending ?? '',
            metaDescription: row.meta_description,
            twitterDescription: row.twitter_description,
            facebookDescription: row.facebook_description,
          },
  };
}

const notFound = () => new AppError('not_found', 'There is no such page.');

// Trailing slashes and the query or fragment don't make a different page.
function normalizedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function createContentsService(options: {
  repository: ContentsRepository;
  brandScope: BrandScopeService;
  now: () => Date;
}) {
  const { repository, brandScope, now } = options;
  return {
    async list(query: ContentListQuery): Promise<ContentListResponse> {
      const paging = { page: query.page ?? 1, limit: query.limit };
      const fields = query['properties[]'];
      const { total, rows } = await repository.page(query.brand, {
        type: query.type,
        newestFirst: query['order[date]'] !== 'asc',
        limit: paging.limit,
        offset: offsetOf(paging),
        now: now(),
        language: query.language,
      });
      const ids = rows.map((row) => row.id);
      const [categories, tags] = await Promise.all([
        !fields || fields.includes('categories') ? repository.categories(query.brand, ids) : [],
        !fields || fields.includes('tags') ? repository.tags(query.brand, ids) : [],
      ]);
      const data: ContentItem[] = rows.map((row) => pickFields(toContent(row, categories, tags), fields));
      return { data, meta: { total, ...paging } };
    },

    // Another brand's post is "not found", not "forbidden": brands don't learn of each other's posts.
    async get(brandId: number, id: number): Promise<ContentDetail> {
      const row = await repository.find(brandId, id, now());
      if (!row) throw notFound();
      const [categories, tags] = await Promise.all([repository.categories(brandId, [id]), repository.tags(brandId, [id])]);
      return { ...toContent(row, categories, tags), contentHtml: row.content_html };
    },

    async resolveRoute(brandId: number, path: string): Promise<ResolvedRoute> {
      // An unknown or inactive brand shows no page at all.
      const context = await brandScope.context(brandId);
      if (!context) throw notFound();
      const row = await repository.resolveRoute({ brandId, filter: context.filter, now: now() }, normalizedPath(path));
      if (!row) throw notFound();
      return {
        entityType: row.entity_type,
        entityId: row.entity_id,
        completeRoute: row.complete_route,
        urlEnding: row.url_ending,
        title: row.title,
        metaDescription: row.meta_description,
        twitterDescription: row.twitter_description,
        facebookDescription: row.facebook_description,
      };
    },
  };
}
