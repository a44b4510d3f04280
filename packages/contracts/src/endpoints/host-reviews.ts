import { OrganizationParams } from '../host-accounts.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HostReview, HostReviewHideBody, HostReviewListQuery, HostReviewPage, HostReviewParams, HostReviewReplyBody, HostReviewStats } from '../host-reviews.ts';

// Guest reviews are guest content: reading them is bookings:read, answering or hiding them is
// the same kind of work as writing to guests (messages:write).

const tags = ['host reviews'] as const;
const errors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;

export const hostListReviews = defineEndpoint({
  operationId: 'hostListReviews',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/reviews',
  tags,
  summary: 'The organization’s guest reviews, published and hidden, with filters',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: OrganizationParams,
  query: HostReviewListQuery,
  responses: { 200: HostReviewPage },
  errors,
});

export const hostReviewStats = defineEndpoint({
  operationId: 'hostReviewStats',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/reviews/stats',
  tags,
  summary: 'Average and 1–5 distribution of the published reviews, per property',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: OrganizationParams,
  responses: { 200: HostReviewStats },
  errors,
});

export const hostReplyToReview = defineEndpoint({
  operationId: 'hostReplyToReview',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/reviews/:reviewId/reply',
  tags,
  summary: 'Write or change the public reply shown under the review',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostReviewParams,
  body: HostReviewReplyBody,
  responses: { 200: HostReview },
  errors,
});

export const hostDeleteReviewReply = defineEndpoint({
  operationId: 'hostDeleteReviewReply',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/reviews/:reviewId/reply',
  tags,
  summary: 'Remove the public reply',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostReviewParams,
  responses: { 200: HostReview },
  errors,
});

export const hostHideReview = defineEndpoint({
  operationId: 'hostHideReview',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/reviews/:reviewId/hide',
  tags,
  summary: 'Hide a review from the public pages, with a reason (kept, not deleted)',
  description: 'The review leaves every public list, the property’s average and count; the reason is shown to the host only.',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostReviewParams,
  body: HostReviewHideBody,
  responses: { 200: HostReview },
  errors,
});

export const hostUnhideReview = defineEndpoint({
  operationId: 'hostUnhideReview',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/reviews/:reviewId/unhide',
  tags,
  summary: 'Publish a hidden review again',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostReviewParams,
  responses: { 200: HostReview },
  errors,
});
