import { SitemapQuery, SitemapResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { SitemapService } from './sitemap.service.ts';

export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  app.get('/apis/sitemap', {
    schema: {
      tags: ['catalog'],
      summary: 'Every SEO path a brand may show, for its sitemap.xml',
      description:
        "Exactly the paths GET /apis/routes/resolve resolves for the brand: its visible properties, its published blog " +
        'posts, cities and listed hosts with at least one of its visible properties, and pages. Ordered by kind, then ' +
        'path; `updatedAt` is the last change of the entity when known. 404 for an unknown or inactive brand.',
      querystring: SitemapQuery,
      response: { 200: SitemapResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => sitemap.list(request.query),
  });
};
