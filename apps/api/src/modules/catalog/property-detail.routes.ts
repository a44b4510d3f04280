import { PropertyDetail, PropertyDetailParams, PropertyDetailQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { PropertyDetailService } from './property-detail.service.ts';

export const propertyDetailRoutes: FastifyPluginAsyncZod<{ propertyDetail: PropertyDetailService }> = async (app, { propertyDetail }) => {
  app.get('/apis/properties/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'One property as its page shows it',
      description:
        'Everything the property card has, plus texts, check-in and check-out times, amenities by category, active unit ' +
        'types, the host and the SEO texts; all images in position order. The property must be active and visible on ' +
        '`brand_id`: published on that brand, or for the shared listing a direct property of a host that is not ' +
        'excluded (the configured exclusions plus `exclude_organization_id`). Otherwise 404.',
      params: PropertyDetailParams,
      querystring: PropertyDetailQuery,
      response: { 200: PropertyDetail, ...errorResponses(400, 404) },
    },
    handler: async (request) => propertyDetail.get(request.params.id, request.query),
  });
};
