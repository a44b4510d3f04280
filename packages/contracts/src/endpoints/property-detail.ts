import { defineEndpoint } from '../endpoint.ts';
import { PropertyDetail, PropertyDetailParams, PropertyDetailQuery } from '../property-detail.ts';

export const getProperty = defineEndpoint({
  operationId: 'getProperty',
  method: 'GET',
  path: '/apis/properties/:id',
  tags: ['catalog'],
  summary: 'One property as its page shows it',
  description:
    'Everything the property card has, plus texts, check-in and check-out times, amenities by category, active unit ' +
    'types, the host and the SEO texts; all images in position order. The property must be active and visible on ' +
    '`brand_id`: published on that brand, or for the shared listing a direct property of a host that is not ' +
    'excluded (the configured exclusions plus `exclude_organization_id`). Otherwise 404.',
  params: PropertyDetailParams,
  query: PropertyDetailQuery,
  responses: { 200: PropertyDetail },
  errors: [400, 404],
});
