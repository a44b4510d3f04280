import { defineEndpoint } from '../endpoint.ts';
import { SitemapQuery, SitemapResponse } from '../sitemap.ts';

export const listSitemapRoutes = defineEndpoint({
  operationId: 'listSitemapRoutes',
  method: 'GET',
  path: '/apis/sitemap',
  tags: ['catalog'],
  summary: 'Every SEO path a brand may show, for its sitemap.xml',
  description:
    "Exactly the paths GET /apis/routes/resolve resolves for the brand: its visible properties, its published blog " +
    'posts, cities and listed hosts with at least one of its visible properties, and pages. Ordered by kind, then ' +
    'path; `updatedAt` is the last change of the entity when known. 404 for an unknown or inactive brand.',
  query: SitemapQuery,
  responses: { 200: SitemapResponse },
  errors: [400, 404],
});
