import { defineEndpoint } from '../endpoint.ts';
import { FavoritePropertiesQuery, FavoritePropertiesResponse, PropertyListQuery, PropertyListResponse } from '../catalog-properties.ts';

export const listProperties = defineEndpoint({
  operationId: 'listProperties',
  method: 'GET',
  path: '/apis/direct/properties',
  tags: ['catalog'],
  summary: 'Properties of a brand or of the shared listing, a page at a time',
  description:
    'Scope: `brands` (id), `brands.url_alias`, or `is_zeevou_direct=true` for the shared listing. Default order: ' +
    'featured first, then by name. `city` and `organization` narrow the scope to one city or one host (city and host ' +
    'pages). `properties[]` limits each item to the fields named (plus `id`).',
  query: PropertyListQuery,
  responses: { 200: PropertyListResponse },
  errors: [400],
});

export const listFavoriteProperties = defineEndpoint({
  operationId: 'listFavoriteProperties',
  method: 'GET',
  path: '/apis/favorite_properties',
  tags: ['catalog'],
  summary: 'Top-rated properties',
  description: 'Reviewed properties by review average, then number of reviews, then name.',
  query: FavoritePropertiesQuery,
  responses: { 200: FavoritePropertiesResponse },
  errors: [400],
});
