import type {
  BlogTerms,
  HostBlogPost,
  HostBlogPostList,
  HostBlogPostListQuery,
  HostBlogPostSummary,
  Language,
  SaveBlogPostRequest,
  UpdateBlogPostRequest,
} from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { slugOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { offsetOf } from '../../http/paging.ts';
import { staleWrite } from '../../http/stale-write.ts';
import { imageUrl } from '../catalog/catalog-ports.ts';
import { bodyImageIds, cleanBlogHtml, hasText } from './blog-html.ts';
import type { BlogPostsRepository, PostListRow, PostRow, PostWrite, PostWriteOutcome, Term } from './blog-posts.repository.ts';

export type BlogPostsService = ReturnType<typeof createBlogPostsService>;

const noPost = () => new AppError('not_found', 'There is no such blog post in this organization.');
const noBrand = () => new AppError('not_found', 'There is no such brand in this organization.');

function invalid(field: string, reason: string, message: string): AppError {
  return new AppError('validation_failed', message, { fields: [{ field, reason, message }] });
}

function summaryOf(row: PostListRow, now: Date): HostBlogPostSummary {
  const publishedAt = new Date(row.published_at);
  const status = !row.is_published ? 'draft' : publishedAt > now ? 'scheduled' : 'published';
  return {
    id: row.id,
    brandId: row.brand_id,
    brandName: row.brand_name,
    language: row.language as Language,
    title: row.title,
    slug: row.slug,
    status,
    publishAt: row.is_published ? publishedAt.toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

// Names as the host typed them, one per slug (the first spelling wins).
function termsOf(names: readonly string[], field: string): Term[] {
  const bySlug = new Map<string, Term>();
  names.forEach((name, index) => {
    const slug = slugOf(name, 60);
    if (!slug) throw invalid(`${field}.${index}`, 'no_letters', 'must contain letters or digits');
    if (!bySlug.has(slug)) bySlug.set(slug, { name, slug });
  });
  return [...bySlug.values()];
}

export function createBlogPostsService(options: { repository: BlogPostsRepository; now: () => Date }) {
  const { repository, now } = options;

  async function get(organizationId: number, postId: number): Promise<HostBlogPost> {
    const row: PostRow | undefined = await repository.find(organizationId, postId);
    if (!row) throw noPost();
    const terms = await repository.terms(organizationId, postId);
    return {
      ...summaryOf(row, now()),
      excerpt: row.short_content,
      bodyHtml: row.content_html,
      seoTitle: row.seo_title === row.title ? null : row.seo_title,
      seoDescription: row.seo_description === row.short_content || row.seo_description === '' ? null : row.seo_description,
      coverImage: row.image_id !== null && row.image_storage_key ? { id: row.image_id, url: imageUrl(row.image_id, row.image_storage_key) } : null,
      categories: terms.categories,
      tags: terms.tags,
    };
  }

  // The checks every save makes, and what it writes.
  async function prepare(organizationId: number, input: SaveBlogPostRequest, current?: PostRow): Promise<PostWrite> {
    const brand = await repository.brand(organizationId, input.brandId);
    if (!brand) throw invalid('brandId', 'unknown_brand', 'is not a brand of this organization');
    if (!brand.languages.includes(input.language)) throw invalid('language', 'not_in_brand', 'is not one of the brand’s languages');
    if (input.coverImageId != null && !(await repository.imageUsable(organizationId, input.coverImageId))) {
      throw invalid('coverImageId', 'unknown_image', 'is not a picture of this organization');
    }
    const contentHtml = cleanBlogHtml(input.bodyHtml);
    // Pictures in the body: uploaded through the photo pipeline by this organization (or shared).
    for (const imageId of bodyImageIds(contentHtml)) {
      if (!(await repository.imageUsable(organizationId, imageId))) throw invalid('bodyHtml', 'unknown_image', 'shows a picture that is not of this organization');
    }
    if (input.status !== 'draft' && !hasText(contentHtml)) throw invalid('bodyHtml', 'required', 'write the post before publishing it');
    const at = now();
    const publishAt = input.publishAt ? new Date(input.publishAt) : null;
    let publishedAt: Date;
    if (input.status === 'scheduled') {
      if (!publishAt) throw invalid('publishAt', 'required', 'choose when the post goes public');
      if (publishAt <= at) throw invalid('publishAt', 'not_future', 'must be in the future (or publish now)');
      publishedAt = publishAt;
    } else if (input.status === 'published') {
      if (publishAt && publishAt > at) throw invalid('publishAt', 'in_future', 'is in the future: schedule the post instead');
      // Saving a published post again keeps its date; publishing a draft dates it now.
      const wasPublished = current?.is_published && new Date(current.published_at) <= at;
      publishedAt = publishAt ?? (wasPublished ? new Date(current.published_at) : at);
    } else {
      publishedAt = current ? new Date(current.published_at) : at;
    }
    return {
      brandId: brand.id,
      language: input.language,
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      contentHtml,
      seoTitle: input.seoTitle || null,
      seoDescription: input.seoDescription || null,
      imageId: input.coverImageId ?? null,
      categories: termsOf(input.categories, 'categories'),
      tags: termsOf(input.tags, 'tags'),
      isPublished: input.status !== 'draft',
      publishedAt,
    };
  }

  function refused(outcome: Extract<PostWriteOutcome<unknown>, { ok: false }>): AppError {
    if (outcome.reason === 'stale') return staleWrite('blog post');
    if (outcome.reason === 'slug_taken') {
      const message = 'Another page already has this address; choose another slug.';
      return new AppError('conflict', message, { fields: [{ field: 'slug', reason: 'taken', message }] });
    }
    return noPost();
  }

  return {
    get,

    async list(organizationId: number, query: HostBlogPostListQuery): Promise<HostBlogPostList> {
      const paging = { page: query.page ?? 1, limit: query.limit ?? 25 };
      const at = now();
      const { total, rows } = await repository.page(organizationId, {
        status: query.status,
        brandId: query.brandId,
        language: query.language,
        now: at,
        limit: paging.limit,
        offset: offsetOf(paging),
      });
      return { data: rows.map((row) => summaryOf(row, at)), meta: { ...paging, total } };
    },

    async terms(organizationId: number, brandId: number): Promise<BlogTerms> {
      if (!(await repository.brand(organizationId, brandId))) throw noBrand();
      return repository.brandTerms(organizationId, brandId);
    },

    async create(organizationId: number, input: SaveBlogPostRequest, actor: AuditActor, requestId?: string): Promise<HostBlogPost> {
      const write = await prepare(organizationId, input);
      const outcome = await repository.create(organizationId, write, actor, requestId);
      if (!outcome.ok) throw refused(outcome);
      return get(organizationId, outcome.value);
    },

    async update(organizationId: number, postId: number, input: UpdateBlogPostRequest, actor: AuditActor, requestId?: string): Promise<HostBlogPost> {
      const current = await repository.find(organizationId, postId);
      if (!current) throw noPost();
      const write = await prepare(organizationId, input, current);
      const outcome = await repository.update(organizationId, postId, input.version, write, actor, requestId);
      if (!outcome.ok) throw refused(outcome);
      return get(organizationId, postId);
    },

    async remove(organizationId: number, postId: number, version: number, actor: AuditActor, requestId?: string): Promise<void> {
      const outcome = await repository.remove(organizationId, postId, version, actor, requestId);
      if (!outcome.ok) throw refused(outcome);
    },
  };
}
