import { defineEndpoint } from '../endpoint.ts';
import { ContentDetail, ContentListQuery, ContentListResponse, ContentParams, ContentQuery, ResolveRouteQuery, ResolvedRoute } from '../catalog-contents.ts';

export const listContents = defineEndpoint({
  operationId: 'listContents',
  method: 'GET',
  path: '/apis/contents',
  tags: ['catalog'],
  summary: "A brand's published blog posts, newest first",
  description: '`order[date]=asc` for the oldest first. `properties[]` limits each item to the fields named (plus `id`).',
  query: ContentListQuery,
  responses: { 200: ContentListResponse },
  errors: [400],
});

export const getContent = defineEndpoint({
  operationId: 'getContent',
  method: 'GET',
  path: '/apis/contents/:id',
  tags: ['catalog'],
  summary: 'One published blog post of the brand, with its HTML',
  params: ContentParams,
  query: ContentQuery,
  responses: { 200: ContentDetail },
  errors: [400, 404],
});

export const resolveRoute = defineEndpoint({
  operationId: 'resolveRoute',
  method: 'GET',
  path: '/apis/routes/resolve',
  tags: ['catalog'],
  summary: 'The entity an SEO path belongs to, as the brand may show it',
  query: ResolveRouteQuery,
  responses: { 200: ResolvedRoute },
  errors: [400, 404],
});
