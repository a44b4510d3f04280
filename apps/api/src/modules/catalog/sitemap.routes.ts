import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SitemapService } from './sitemap.service.ts';

export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  app.route({
    ...routeOf(endpoints.listSitemapRoutes),
    handler: async (request) => sitemap.list(request.query),
  });
};
