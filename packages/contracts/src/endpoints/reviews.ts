import { defineEndpoint } from '../endpoint.ts';
import { ReviewListQuery, ReviewListResponse } from '../reviews.ts';

export const listReviews = defineEndpoint({
  operationId: 'listReviews',
  method: 'GET',
  path: '/apis/reviews',
  tags: ['catalog'],
  summary: "A property's published reviews, newest first, with their summary",
  description:
    'The property must be visible on `brand_id` (as for GET /apis/properties/{id}), otherwise 404. Authors are shown by ' +
    'first name and surname initial only. `summary` (average rounded to one decimal, count, count per rating) covers ' +
    'every published review, not just the page.',
  query: ReviewListQuery,
  responses: { 200: ReviewListResponse },
  errors: [400, 404],
});
