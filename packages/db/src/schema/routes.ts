import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './tenancy.ts';
import { createdAt, id } from './columns.ts';

export const routeEntityType = pgEnum('route_entity_type', ['property', 'blog_post', 'city', 'host', 'page']);

// SEO routes (spec §3: id, completeRoute, urlEnding, meta/twitter/facebook descriptions).
// The site resolves a path to its entity through this table.
export const seoRoutes = pgTable(
  'seo_routes',
  {
    id: id(),
    entityType: routeEntityType().notNull(),
    entityId: integer().notNull(),
    // Full path on the site, starting with "/", e.g. /stays/lisbon/alfama-river-loft.
    completeRoute: text().notNull(),
    urlEnding: text().notNull(),
    // Set for a brand's own pages (blog posts): their address is unique within the brand, so two
    // hosts' brands may both have /blog/welcome. Null for routes every brand shares.
    brandId: integer().references(() => brands.id, { onDelete: 'cascade' }),
    title: text(),
    metaDescription: text(),
    twitterDescription: text(),
    facebookDescription: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seo_routes_complete_route_index').on(t.completeRoute).where(sql`${t.brandId} is null`),
    uniqueIndex('seo_routes_brand_id_complete_route_index').on(t.brandId, t.completeRoute).where(sql`${t.brandId} is not null`),
    uniqueIndex().on(t.entityType, t.entityId),
    index().on(t.urlEnding),
  ],
);
