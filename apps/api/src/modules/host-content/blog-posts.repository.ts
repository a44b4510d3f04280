import { and, eq, sql } from 'drizzle-orm';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  queryRows,
  seoRoutes,
  sqlStateOf,
  writeAuditEntry,
  type AuditActor,
  type Database,
} from '@direct/db';
import type { BlogPostStatus } from '@direct/contracts';

export type BlogPostsRepository = ReturnType<typeof createBlogPostsRepository>;

export type PostListRow = {
  id: number;
  brand_id: number;
  brand_name: string;
  language: string;
  title: string;
  slug: string | null;
  is_published: boolean;
  published_at: Date | string;
  updated_at: Date | string;
  version: number;
};

export type PostRow = PostListRow & {
  short_content: string;
  content_html: string;
  seo_title: string | null;
  seo_description: string | null;
  image_id: number | null;
  image_storage_key: string | null;
};

export type TermRow = { id: number; name: string; slug: string };
export type Term = { name: string; slug: string };

// What a save writes: the post, its address and SEO texts, its terms (created when new).
export type PostWrite = {
  brandId: number;
  language: string;
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  imageId: number | null;
  categories: Term[];
  tags: Term[];
  isPublished: boolean;
  publishedAt: Date;
};

export type PostWriteOutcome<T = number> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'stale' | 'slug_taken' };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const blogRouteOf = (slug: string) => `/blog/${slug}`;

const listColumns = sql`bp.id, bp.brand_id, b.name as brand_name, bp.language, bp.title, r.url_ending as slug,
  bp.is_published, bp.published_at, bp.updated_at, bp.version`;
const joins = sql`join brands b on b.id = bp.brand_id
  left join seo_routes r on r.entity_type = 'blog_post' and r.entity_id = bp.id`;

// The status as guests see it: a published post whose time hasn't come is scheduled.
function statusCondition(status: BlogPostStatus, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === 'draft') return sql`not bp.is_published`;
  if (status === 'scheduled') return sql`bp.is_published and bp.published_at > ${at}`;
  return sql`bp.is_published and bp.published_at <= ${at}`;
}

// An existing term keeps its name: the slug is the identity the site's addresses use.
async function upsertTerms(tx: Tx, kind: 'category' | 'tag', organizationId: number, brandId: number, terms: readonly Term[]): Promise<number[]> {
  const ids: number[] = [];
  for (const term of terms) {
    const [row] =
      kind === 'category'
        ? await tx
            .insert(blogCategories)
            .values({ organizationId, brandId, slug: term.slug, title: term.name })
            .onConflictDoUpdate({ target: [blogCategories.brandId, blogCategories.slug, blogCategories.organizationId], set: { slug: sql`excluded.slug` } })
            .returning({ id: blogCategories.id })
        : await tx
            .insert(blogTags)
            .values({ organizationId, brandId, slug: term.slug, name: term.name })
            .onConflictDoUpdate({ target: [blogTags.brandId, blogTags.slug, blogTags.organizationId], set: { slug: sql`excluded.slug` } })
            .returning({ id: blogTags.id });
    ids.push(row!.id);
  }
  return ids;
}

async function writeRelations(tx: Tx, organizationId: number, postId: number, input: PostWrite): Promise<void> {
  await tx.delete(blogPostCategories).where(and(eq(blogPostCategories.organizationId, organizationId), eq(blogPostCategories.postId, postId)));
  await tx.delete(blogPostTags).where(and(eq(blogPostTags.organizationId, organizationId), eq(blogPostTags.postId, postId)));
  const categoryIds = await upsertTerms(tx, 'category', organizationId, input.brandId, input.categories);
  const tagIds = await upsertTerms(tx, 'tag', organizationId, input.brandId, input.tags);
  if (categoryIds.length > 0) await tx.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ organizationId, postId, categoryId })));
  if (tagIds.length > 0) await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ organizationId, postId, tagId })));
}

function postColumns(input: PostWrite) {
  return {
    brandId: input.brandId,
    language: input.language,
    title: input.title,
    shortContent: input.excerpt,
    summary: input.excerpt,
    contentHtml: input.contentHtml,
    imageId: input.imageId,
    isPublished: input.isPublished,
    publishedAt: input.publishedAt,
  };
}

function routeColumns(input: PostWrite) {
  const description = input.seoDescription ?? (input.excerpt || null);
  return {
    // The address is the brand's own: another brand may use the same slug.
    brandId: input.brandId,
    completeRoute: blogRouteOf(input.slug),
    urlEnding: input.slug,
    title: input.seoTitle ?? input.title,
    metaDescription: description,
    twitterDescription: description,
    facebookDescription: description,
  };
}

const audited = (input: PostWrite) => ({ ...input, contentHtml: `${input.contentHtml.length} characters` });

// A host's blog posts, always looked up with the organization they belong to.
export function createBlogPostsRepository(db: Database) {
  async function find(executor: Database | Tx, organizationId: number, postId: number): Promise<PostRow | undefined> {
    const [row] = await queryRows<PostRow>(
      executor as Database,
      sql`select ${listColumns}, bp.short_content, bp.content_html, r.title as seo_title, r.meta_description as seo_description,
            bp.image_id, i.storage_key as image_storage_key
          from blog_posts bp ${joins} left join images i on i.organization_id = bp.organization_id and i.id = bp.image_id
          where bp.organization_id = ${organizationId} and bp.id = ${postId}`,
    );
    return row;
  }

  return {
    find: (organizationId: number, postId: number) => find(db, organizationId, postId),

    async brand(organizationId: number, brandId: number): Promise<{ id: number; languages: string[] } | undefined> {
      const [row] = await queryRows<{ id: number; languages: string[] }>(db, sql`select id, languages from brands where id = ${brandId} and organization_id = ${organizationId}`);
      return row;
    },

    // An image this organization uploaded (the platform's pictures are global_images, which a
    // post, a tenant row, doesn't point at: decision 0048).
    async imageUsable(organizationId: number, imageId: number): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from images where id = ${imageId} and organization_id = ${organizationId}) as found`);
      return row?.found ?? false;
    },

    async page(
      organizationId: number,
      filter: { status?: BlogPostStatus | undefined; brandId?: number | undefined; language?: string | undefined; now: Date; limit: number; offset: number },
    ): Promise<{ total: number; rows: PostListRow[] }> {
      const conditions = [sql`bp.organization_id = ${organizationId}`];
      if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
      if (filter.brandId !== undefined) conditions.push(sql`bp.brand_id = ${filter.brandId}`);
      if (filter.language) conditions.push(sql`bp.language = ${filter.language}`);
      const where = sql.join(conditions, sql` and `);
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from blog_posts bp where ${where}`);
      const rows = await queryRows<PostListRow>(
        db,
        sql`select ${listColumns} from blog_posts bp ${joins} where ${where} order by bp.updated_at desc, bp.id desc limit ${filter.limit} offset ${filter.offset}`,
      );
      return { total: counted?.total ?? 0, rows };
    },

    async terms(organizationId: number, postId: number): Promise<{ categories: TermRow[]; tags: TermRow[] }> {
      const categories = await queryRows<TermRow>(
        db,
        sql`select c.id, c.title as name, c.slug from blog_post_categories pc join blog_categories c on c.id = pc.category_id
            join blog_posts bp on bp.id = pc.post_id where bp.organization_id = ${organizationId} and pc.post_id = ${postId} order by c.title`,
      );
      const tags = await queryRows<TermRow>(
        db,
        sql`select t.id, t.name, t.slug from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
            join blog_posts bp on bp.id = pt.post_id where bp.organization_id = ${organizationId} and pt.post_id = ${postId} order by t.name`,
      );
      return { categories, tags };
    },

    async brandTerms(organizationId: number, brandId: number): Promise<{ categories: TermRow[]; tags: TermRow[] }> {
      const categories = await queryRows<TermRow>(
        db,
        sql`select c.id, c.title as name, c.slug from blog_categories c join brands b on b.id = c.brand_id
            where b.organization_id = ${organizationId} and c.brand_id = ${brandId} order by c.title`,
      );
      const tags = await queryRows<TermRow>(
        db,
        sql`select t.id, t.name, t.slug from blog_tags t join brands b on b.id = t.brand_id
            where b.organization_id = ${organizationId} and t.brand_id = ${brandId} order by t.name`,
      );
      return { categories, tags };
    },

    async create(organizationId: number, input: PostWrite, actor: AuditActor, requestId?: string): Promise<PostWriteOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(blogPosts)
            .values({ organizationId, type: 'blog', ...postColumns(input) })
            .returning({ id: blogPosts.id });
          const postId = created!.id;
          await tx.insert(seoRoutes).values({ entityType: 'blog_post', entityId: postId, ...routeColumns(input) });
          await writeRelations(tx, organizationId, postId, input);
          await writeAuditEntry(tx, { organizationId, actor, action: 'blog_post.created', entityType: 'blog_post', entityId: postId, after: audited(input), requestId });
          return { ok: true as const, value: postId };
        });
      } catch (error) {
        if (sqlStateOf(error) === '23505') return { ok: false, reason: 'slug_taken' };
        throw error;
      }
    },

    async update(organizationId: number, postId: number, expectedVersion: number, input: PostWrite, actor: AuditActor, requestId?: string): Promise<PostWriteOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const before = await find(tx, organizationId, postId);
          if (!before) return { ok: false as const, reason: 'not_found' as const };
          const updated = await tx
            .update(blogPosts)
            .set({ ...postColumns(input), version: sql`${blogPosts.version} + 1`, updatedAt: new Date() })
            .where(and(eq(blogPosts.id, postId), eq(blogPosts.organizationId, organizationId), eq(blogPosts.version, expectedVersion)))
            .returning({ id: blogPosts.id });
          if (updated.length === 0) return { ok: false as const, reason: 'stale' as const };
          const route = routeColumns(input);
          const moved = await tx
            .update(seoRoutes)
            .set(route)
            .where(and(eq(seoRoutes.entityType, 'blog_post'), eq(seoRoutes.entityId, postId)))
            .returning({ id: seoRoutes.id });
          if (moved.length === 0) await tx.insert(seoRoutes).values({ entityType: 'blog_post', entityId: postId, ...route });
          await writeRelations(tx, organizationId, postId, input);
          const { content_html: _html, ...kept } = before;
          await writeAuditEntry(tx, { organizationId, actor, action: 'blog_post.updated', entityType: 'blog_post', entityId: postId, before: kept, after: audited(input), requestId });
          return { ok: true as const, value: postId };
        });
      } catch (error) {
        if (sqlStateOf(error) === '23505') return { ok: false, reason: 'slug_taken' };
        throw error;
      }
    },

    async remove(organizationId: number, postId: number, expectedVersion: number, actor: AuditActor, requestId?: string): Promise<PostWriteOutcome<null>> {
      return db.transaction(async (tx) => {
        const before = await find(tx, organizationId, postId);
        if (!before) return { ok: false as const, reason: 'not_found' as const };
        const deleted = await tx
          .delete(blogPosts)
          .where(and(eq(blogPosts.id, postId), eq(blogPosts.organizationId, organizationId), eq(blogPosts.version, expectedVersion)))
          .returning({ id: blogPosts.id });
        if (deleted.length === 0) return { ok: false as const, reason: 'stale' as const };
        await tx.delete(seoRoutes).where(and(eq(seoRoutes.entityType, 'blog_post'), eq(seoRoutes.entityId, postId)));
        const { content_html: _html, ...kept } = before;
        await writeAuditEntry(tx, { organizationId, actor, action: 'blog_post.deleted', entityType: 'blog_post', entityId: postId, before: kept, requestId });
        return { ok: true as const, value: null };
      });
    },
  };
}
