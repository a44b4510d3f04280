import { defineEndpoint } from '../endpoint.ts';
import { ActiveCitiesQuery, ActiveCitiesResponse, CityDetail, CityDetailQuery, HostDetail, HostDetailQuery, HostListQuery, HostListResponse, PlaceDetailParams } from '../catalog-places.ts';

export const listHosts = defineEndpoint({
  operationId: 'listHosts',
  method: 'GET',
  path: '/apis/hosts',
  tags: ['catalog'],
  summary: 'Listed hosts with at least one active property, by name',
  description: 'Optionally only hosts with active properties on a brand (`brands`) or in the shared listing (`is_zeevou_direct=true`).',
  query: HostListQuery,
  responses: { 200: HostListResponse },
  errors: [400],
});

export const listActiveCities = defineEndpoint({
  operationId: 'listActiveCities',
  method: 'GET',
  path: '/apis/active_cities',
  tags: ['catalog'],
  summary: 'Destinations: cities with active properties in a brand or the shared listing',
  description: 'Ordered by number of properties, then name. `properties[]` limits each item to the fields named (plus `id`).',
  query: ActiveCitiesQuery,
  responses: { 200: ActiveCitiesResponse },
  errors: [400],
});

export const getHost = defineEndpoint({
  operationId: 'getHost',
  method: 'GET',
  path: '/apis/hosts/:id',
  tags: ['catalog'],
  summary: 'One listed host, for its host page',
  description:
    'The host (organization) with its number of active properties in the context: `brands`, or ' +
    '`is_zeevou_direct=true` with `exclude_organization_id`, or the whole platform when neither is given. 404 when ' +
    'the host is not listed or has no active property in the context.',
  params: PlaceDetailParams,
  query: HostDetailQuery,
  responses: { 200: HostDetail },
  errors: [400, 404],
});

export const getActiveCity = defineEndpoint({
  operationId: 'getActiveCity',
  method: 'GET',
  path: '/apis/active_cities/:id',
  tags: ['catalog'],
  summary: 'One destination, for its city page',
  description:
    'The city with its description, SEO texts and number of active properties in the context (`brands`, or ' +
    '`is_zeevou_direct=true` with `exclude_organization_id`). 404 when the context has no active property there.',
  params: PlaceDetailParams,
  query: CityDetailQuery,
  responses: { 200: CityDetail },
  errors: [400, 404],
});
