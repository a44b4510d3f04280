import { defineEndpoint } from '../endpoint.ts';
import { BookingReview, BookingReviewQuery, DevPastStay, DevPastStayBody, ReviewCreateBody, ReviewDetail, ReviewDetailQuery, ReviewIdParams, ReviewUpdateBody } from '../reviews.ts';

const access =
  'Proof of access: `booking_code` and `access_token` of the stay (a wrong, expired or other booking’s token → 404 `not_found`).';

export const createReview = defineEndpoint({
  operationId: 'createReview',
  method: 'POST',
  path: '/apis/reviews',
  tags: ['reviews'],
  summary: 'Review a stay (after check-out)',
  description:
    `${access} \`rating\` 1–5 is required ("A rating is required"); \`title\` (≤ 120) and \`text\` (≤ 5000) are optional. ` +
    'Only confirmed or completed stays, from the check-out day on (earlier → 409 `conflict`, reason `before_checkout`); one ' +
    'review per stay (a second → 409 `conflict`, reason `already_reviewed`: edit it with PATCH /apis/reviews/{id}). Published ' +
    'at once under the booker’s first name and surname initial; it counts in the property’s average and review count.',
  body: ReviewCreateBody,
  responses: { 201: ReviewDetail },
  errors: [400, 404, 409],
});

export const getReviewForBooking = defineEndpoint({
  operationId: 'getReviewForBooking',
  method: 'GET',
  path: '/apis/reviews/for_booking',
  tags: ['reviews'],
  summary: 'The review page of one stay: whether it can be reviewed, and its review',
  description: `${access} \`state\`: open, reviewed, before_checkout or not_reviewable.`,
  query: BookingReviewQuery,
  responses: { 200: BookingReview },
  errors: [400, 404],
});

export const getReview = defineEndpoint({
  operationId: 'getReview',
  method: 'GET',
  path: '/apis/reviews/:id',
  tags: ['reviews'],
  summary: 'One published review',
  description:
    'Anyone may read a published review. With the `booking_code` and `access_token` of the review’s own stay the answer has ' +
    '`canEdit: true`; any other proof just gets the public view.',
  params: ReviewIdParams,
  query: ReviewDetailQuery,
  responses: { 200: ReviewDetail },
  errors: [400, 404],
});

export const updateReview = defineEndpoint({
  operationId: 'updateReview',
  method: 'PATCH',
  path: '/apis/reviews/:id',
  tags: ['reviews'],
  summary: 'Edit your review',
  description:
    `${access} Only the author may edit: a valid proof of another stay → 403 \`forbidden\`. Only the fields sent change; an ` +
    'empty title or text removes it.',
  params: ReviewIdParams,
  body: ReviewUpdateBody,
  responses: { 200: ReviewDetail },
  errors: [400, 403, 404],
});

export const createPastStay = defineEndpoint({
  operationId: 'createPastStay',
  method: 'POST',
  path: '/apis/dev/past_stays',
  tags: ['development'],
  summary: 'A checked-out demo stay to review (development only)',
  description:
      'Only served when DEV_SURFACES is on (off by default): creates a completed stay that ended yesterday on a property of ' +
      '`brand_id` and answers its booking code and access token, so the review form can be tried and tested end to end.',
  body: DevPastStayBody,
  responses: { 201: DevPastStay },
  errors: [400, 404],
});
