import { defineEndpoint } from '../endpoint.ts';
import { PropertySearchQuery, PropertySearchResponse, RateAndAvailabilityQuery, RateAndAvailabilityResponse } from '../availability.ts';

export const getRateAndAvailability = defineEndpoint({
  operationId: 'getRateAndAvailability',
  method: 'GET',
  path: '/apis/rate_and_availability',
  tags: ['availability'],
  summary: 'Rate plans, prices and availability of one property',
  description:
    'One item per active unit type and rate plan. With `date[after]` (check-in) and `date[before]` (check-out) each item ' +
    'says whether the stay is bookable, why not (`reasons`), and its itemised quote; bookable items come first, cheapest ' +
    'first. `calendar` covers `calendar[from]`..`calendar[to]` (default today and the next 90 days).',
  query: RateAndAvailabilityQuery,
  responses: { 200: RateAndAvailabilityResponse },
  errors: [400, 404],
});

export const searchProperties = defineEndpoint({
  operationId: 'searchProperties',
  method: 'GET',
  path: '/apis/property_search',
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
  query: PropertySearchQuery,
  responses: { 200: PropertySearchResponse },
  errors: [400],
});
