import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { visiblePostConditions, visibleRouteConditions, type RouteScope } from './route-visibility.ts';

export type PostRow = {
  id: number;
  title: string;
  language: string;
  type: string;
  short_content: string;
  summary: string;
  published_at: Date | string;
  image_id: number | null;
  image_storage_key: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  route_id: number | null;
  complete_route: string | null;
  url_ending: string | null;
  meta_description: string | null;
  twitter_description: string | null;
  facebook_description: string | null;
};

export type PostDetailRow = PostRow & { content_html: string };
export type LabelRow = { post_id: number; label: string; slug: string };

export type RouteRow = {
  entity_type: 'property' | 'blog_post' | 'city' | 'host' | 'page';
  entity_id: number;
  complete_route: string;
  url_ending: string;
  title: string | null;
  meta_description: string | null;
  twitter_description: string | null;
  facebook_description: string | null;
};

export type ContentsRepository = ReturnType<typeof createContentsRepository>;

const postColumns = sql`bp.id, bp.title, bp.language, bp.type, bp.short_content, bp.summary, bp.published_at,
  i.id as image_id, i.storage_key as image_storage_key, i.alt as image_alt, i.width as image_width, i.height as image_height,
  r.id as route_id, r.complete_route, r.url_ending, r.meta_description, r.twitter_description, r.facebook_description`;
const postJoins = sql`left join images i on i.organization_id = bp.organization_id and i.id = bp.image_id
  left join seo_routes r on r.entity_type = 'blog_post' and r.entity_id = bp.id`;

export function createContentsRepository(db: Database) {
  const visible = visiblePostConditions;

  return {
    async page(
      brandId: number,
      options: { type: string | undefined; newestFirst: boolean; limit: number; offset: number; now: Date; language?: string | undefined },
    ): Promise<{ total: number; rows: PostRow[] }> {
      const typed = options.type === undefined ? visible(brandId, options.now) : sql`${visible(brandId, options.now)} and bp.type = ${options.type}`;
      // The page language's posts and the English ones (a brand may not write in every language).
      const where = options.language === undefined ? typed : sql`${typed} and bp.language in (${options.language}, 'en')`;
      const order = options.newestFirst ? sql`bp.published_at desc, bp.id desc` : sql`bp.published_at asc, bp.id asc`;
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from blog_posts bp where ${where}`);
      const rows = await queryRows<PostRow>(
        db,
        sql`select ${postColumns} from blog_posts bp ${postJoins} where ${where} order by ${order} limit ${options.limit} offset ${options.offset}`,
      );
      return { total: counted?.total ?? 0, rows };
    },

    async find(brandId: number, id: number, now: Date): Promise<PostDetailRow | undefined> {
      const [row] = await queryRows<PostDetailRow>(
        db,
        sql`select ${postColumns}, bp.content_html from blog_posts bp ${postJoins} where ${visible(brandId, now)} and bp.id = ${id}`,
      );
      return row;
    },

    async categories(brandId: number, postIds: readonly number[]): Promise<LabelRow[]> {
      if (postIds.length === 0) return [];
      return queryRows<LabelRow>(
        db,
        sql`select pc.post_id, c.title as label, c.slug from blog_post_categories pc join blog_categories c on c.id = pc.category_id
            where c.brand_id = ${brandId} and pc.post_id in (${sql.join(postIds.map((id) => sql`${id}`), sql`, `)}) order by c.title`,
      );
    },

    async tags(brandId: number, postIds: readonly number[]): Promise<LabelRow[]> {
      if (postIds.length === 0) return [];
      return queryRows<LabelRow>(
        db,
        sql`select pt.post_id, t.name as label, t.slug from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
            where t.brand_id = ${brandId} and pt.post_id in (${sql.join(postIds.map((id) => sql`${id}`), sql`, `)}) order by t.name`,
      );
    },

    // The route behind a path, if the brand may show it (route-visibility.ts, shared with the sitemap).
    async resolveRoute(scope: RouteScope, path: string): Promise<RouteRow | undefined> {
      const [row] = await queryRows<RouteRow>(
        db,
        sql`select r.entity_type, r.entity_id, r.complete_route, r.url_ending, r.title, r.meta_description,
              r.twitter_description, r.facebook_description
            from seo_routes r
            where r.complete_route = ${path} and ${visibleRouteConditions(scope)}`,
      );
      return row;
    },
  };
}
