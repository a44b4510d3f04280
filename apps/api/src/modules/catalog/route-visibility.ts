import { sql, type SQL } from 'drizzle-orm';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';

// Which SEO routes a brand may show. GET /apis/routes/resolve and GET /apis/sitemap both filter
// seo_routes with this one predicate, so a sitemap never lists a path that doesn't resolve and
// every resolvable path is in the sitemap.
export type RouteScope = {
  brandId: number;
  // The brand's listing filter (BrandScopeService.context, brand-scope.service.ts): active properties it publishes, or the shared listing's.
  filter: ListingFilter;
  now: Date;
};

// A post is public once published and its publication time has come, on an active brand.
export function visiblePostConditions(brandId: number, now: Date): SQL {
  return sql`bp.brand_id = ${brandId} and bp.is_published and bp.published_at <= ${now.toISOString()}::timestamptz
    and exists (select 1 from brands vb where vb.id = bp.brand_id and vb.is_active)`;
}

const listedProperties = sql`from properties p join organizations o on o.id = p.organization_id`;

// The predicate over `seo_routes r`. Properties: in the brand's scope. Blog posts: the brand's own,
// published. Cities and hosts: only with at least one property in the scope, as
// /apis/active_cities/{id} and /apis/hosts/{id} answer them (hosts also listed). Pages are not
// tied to a brand or host and show on every brand.
export function visibleRouteConditions(scope: RouteScope): SQL {
  const listed = listingConditions({ ...scope.filter, isActive: true });
  return sql`(
    (r.entity_type = 'property' and exists (select 1 ${listedProperties} where p.id = r.entity_id and ${listed}))
    or (r.entity_type = 'blog_post' and exists (select 1 from blog_posts bp where bp.id = r.entity_id and ${visiblePostConditions(scope.brandId, scope.now)}))
    or (r.entity_type = 'city' and exists (select 1 ${listedProperties} where p.city_id = r.entity_id and ${listed}))
    or (r.entity_type = 'host' and exists (select 1 ${listedProperties} where p.organization_id = r.entity_id and o.is_listed_host and ${listed}))
    or r.entity_type = 'page'
  )`;
}
