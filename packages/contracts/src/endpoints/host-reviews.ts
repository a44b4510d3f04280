import { defineEndpoint } from '../endpoint.ts';
import { HostReviewVisibility, ReviewIdParams } from '../reviews.ts';

const scope = 'Only for a host client whose token carries the review’s organization; anyone else, or another organization’s review → 404.';

export const hideReview = defineEndpoint({
  operationId: 'hideReview',
  method: 'POST',
  path: '/apis/host/reviews/:id/hide',
  tags: ['reviews'],
  summary: 'Host: hide a review from the public pages',
  description: `The review leaves every public list, the property’s average rating and its review count; its author still sees it. ${scope}`,
  params: ReviewIdParams,
  responses: { 200: HostReviewVisibility },
  errors: [400, 404],
});

export const unhideReview = defineEndpoint({
  operationId: 'unhideReview',
  method: 'POST',
  path: '/apis/host/reviews/:id/unhide',
  tags: ['reviews'],
  summary: 'Host: show a hidden review again',
  description: `The review is published again. ${scope}`,
  params: ReviewIdParams,
  responses: { 200: HostReviewVisibility },
  errors: [400, 404],
});
