import { PropertySearchQuery, PropertySearchResponse, RateAndAvailabilityQuery, RateAndAvailabilityResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { AvailabilityService } from './availability.service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (app, { availability }) => {
  app.get('/apis/rate_and_availability', {
    schema: {
      tags: ['availability'],
      summary: 'Rate plans, prices and availability of one property',
      description:
        'One item per active unit type and rate plan. With `date[after]` (check-in) and `date[before]` (check-out) each item ' +
        'says whether the stay is bookable, why not (`reasons`), and its itemised quote; bookable items come first, cheapest ' +
        'first. `calendar` covers `calendar[from]`..`calendar[to]` (default today and the next 90 days).',
      querystring: RateAndAvailabilityQuery,
      response: { 200: RateAndAvailabilityResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => availability.rateAndAvailability(request.query),
  });

  app.get('/apis/property_search', {
    schema: {
      tags: ['availability'],
      summary: 'Properties of a brand or of the shared listing that fit a search, a page at a time',
      description:
        'Scope: `brand_id` or `is_zeevou_direct=true`. `search` matches city, area, country and property name, ignoring ' +
        'case and accents; `city` and `area` take the id of a suggestion instead. With a stay only properties bookable for ' +
        'it are listed, each with its cheapest total (`stayTotal`). `price[gte]`/`price[lte]` bound the price per night ' +
        '(with a stay its total over its nights, without the card\'s `averageNightlyPrice`), `amenities[]` must all be ' +
        'there. `meta.priceRange` and `meta.amenityCounts` describe the matches before their own filter. With a stay, a ' +
        'result too large to check on one request stops once the page is full: `meta.totalIsEstimate` is then true and ' +
        'total, priceRange and amenityCounts are estimated from the properties checked.',
      querystring: PropertySearchQuery,
      response: { 200: PropertySearchResponse, ...errorResponses(400) },
    },
    handler: async (request) => availability.search(request.query),
  });
};
