import { ContentDetail, ContentListQuery, ContentListResponse, ContentParams, ContentQuery, ResolvedRoute, ResolveRouteQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { ContentsService } from './contents.service.ts';

export const contentsRoutes: FastifyPluginAsyncZod<{ contents: ContentsService }> = async (app, { contents }) => {
  app.get('/apis/contents', {
    schema: {
      tags: ['catalog'],
      summary: "A brand's published blog posts, newest first",
      description: '`order[date]=asc` for the oldest first. `properties[]` limits each item to the fields named (plus `id`).',
      querystring: ContentListQuery,
      response: { 200: ContentListResponse, ...errorResponses(400) },
    },
    handler: async (request) => contents.list(request.query),
  });

  app.get('/apis/contents/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'One published blog post of the brand, with its HTML',
      params: ContentParams,
      querystring: ContentQuery,
      response: { 200: ContentDetail, ...errorResponses(400, 404) },
    },
    handler: async (request) => contents.get(request.query.brand, request.params.id),
  });

  app.get('/apis/routes/resolve', {
    schema: {
      tags: ['catalog'],
      summary: 'The entity an SEO path belongs to, as the brand may show it',
      querystring: ResolveRouteQuery,
      response: { 200: ResolvedRoute, ...errorResponses(400, 404) },
    },
    handler: async (request) => contents.resolveRoute(request.query.brand, request.query.path),
  });
};
