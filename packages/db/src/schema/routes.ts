import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    title: text(),
    metaDescription: text(),
    twitterDescription: text(),
    facebookDescription: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.completeRoute), uniqueIndex().on(t.entityType, t.entityId), index().on(t.urlEnding)],
);
