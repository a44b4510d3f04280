import { FavoritePropertiesQuery, FavoritePropertiesResponse, PropertyListQuery, PropertyListResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { PropertiesService } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod<{ properties: PropertiesService }> = async (app, { properties }) => {
  app.get('/apis/direct/properties', {
    schema: {
      tags: ['catalog'],
      summary: 'Properties of a brand or of the shared listing, a page at a time',
      description:
        'Scope: `brands` (id), `brands.url_alias`, or `is_zeevou_direct=true` for the shared listing. Default order: ' +
        'featured first, then by name. `city` and `organization` narrow the scope to one city or one host (city and host ' +
        'pages). `properties[]` limits each item to the fields named (plus `id`).',
      querystring: PropertyListQuery,
      response: { 200: PropertyListResponse, ...errorResponses(400) },
    },
    handler: async (request) => properties.list(request.query),
  });

  app.get('/apis/favorite_properties', {
    schema: {
      tags: ['catalog'],
      summary: 'Top-rated properties',
      description: 'Reviewed properties by review average, then number of reviews, then name.',
      querystring: FavoritePropertiesQuery,
      response: { 200: FavoritePropertiesResponse, ...errorResponses(400) },
    },
    handler: async (request) => properties.topRated(request.query),
  });
};
