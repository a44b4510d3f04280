import { ActiveCitiesQuery, ActiveCitiesResponse, HostListQuery, HostListResponse } from '@direct/contracts';
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
};
