import {
  ActiveCitiesQuery,
  ActiveCitiesResponse,
  CityDetail,
  CityDetailQuery,
  HostDetail,
  HostDetailQuery,
  HostListQuery,
  HostListResponse,
  PlaceDetailParams,
} from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { PlacesService } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get('/apis/hosts', {
    schema: {
      tags: ['catalog'],
      summary: 'Listed hosts with at least one active property, by name',
      description: 'Optionally only hosts with active properties on a brand (`brands`) or in the shared listing (`is_zeevou_direct=true`).',
      querystring: HostListQuery,
      response: { 200: HostListResponse, ...errorResponses(400) },
    },
    handler: async (request) => places.hosts(request.query),
  });

  app.get('/apis/active_cities', {
    schema: {
      tags: ['catalog'],
      summary: 'Destinations: cities with active properties in a brand or the shared listing',
      description: 'Ordered by number of properties, then name. `properties[]` limits each item to the fields named (plus `id`).',
      querystring: ActiveCitiesQuery,
      response: { 200: ActiveCitiesResponse, ...errorResponses(400) },
    },
    handler: async (request) => places.activeCities(request.query),
  });

  app.get('/apis/hosts/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'One listed host, for its host page',
      description:
        'The host (organization) with its number of active properties in the context: `brands`, or ' +
        '`is_zeevou_direct=true` with `exclude_organization_id`, or the whole platform when neither is given. 404 when ' +
        'the host is not listed or has no active property in the context.',
      params: PlaceDetailParams,
      querystring: HostDetailQuery,
      response: { 200: HostDetail, ...errorResponses(400, 404) },
    },
    handler: async (request) => places.host(request.params.id, request.query),
  });

  app.get('/apis/active_cities/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'One destination, for its city page',
      description:
        'The city with its description, SEO texts and number of active properties in the context (`brands`, or ' +
        '`is_zeevou_direct=true` with `exclude_organization_id`). 404 when the context has no active property there.',
      params: PlaceDetailParams,
      querystring: CityDetailQuery,
      response: { 200: CityDetail, ...errorResponses(400, 404) },
    },
    handler: async (request) => places.city(request.params.id, request.query),
  });
};
