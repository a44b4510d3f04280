import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { visibleRouteConditions, type RouteScope } from './route-visibility.ts';

export type SitemapRow = {
  complete_route: string;
  entity_type: 'property' | 'blog_post' | 'city' | 'host' | 'page';
  updated_at: Date | string | null;
};

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

export function createSitemapRepository(db: Database) {
  return {
    // The brand's resolvable routes (the same predicate as GET /apis/routes/resolve), grouped by
    // kind and then by path so pages are stable; byte order ("C") so the order is the same on
    // every server whatever its locale. Cities have no change time of their own.
    async page(scope: RouteScope, limit: number, offset: number): Promise<{ total: number; rows: SitemapRow[] }> {
      const where = visibleRouteConditions(scope);
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from seo_routes r where ${where}`);
      const rows = await queryRows<SitemapRow>(
        db,
        sql`select r.complete_route, r.entity_type,
              case r.entity_type
                when 'property' then (select p.updated_at from properties p where p.id = r.entity_id)
                when 'blog_post' then (select greatest(bp.updated_at, bp.published_at) from blog_posts bp where bp.id = r.entity_id)
                when 'host' then (select o.updated_at from organizations o where o.id = r.entity_id)
              end as updated_at
            from seo_routes r
            where ${where}
            order by r.entity_type, r.complete_route collate "C"
            limit ${limit} offset ${offset}`,
      );
      return { total: counted?.total ?? 0, rows };
    },
  };
}
