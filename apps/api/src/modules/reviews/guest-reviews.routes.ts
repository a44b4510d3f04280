import {
  BookingReview,
  BookingReviewQuery,
  DevPastStay,
  DevPastStayBody,
  ReviewCreateBody,
  ReviewDetail,
  ReviewDetailQuery,
  ReviewIdParams,
  ReviewUpdateBody,
} from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { GuestReviewsService } from './guest-reviews.service.ts';
import type { PastStaysService } from './past-stays.service.ts';

const access =
  'Proof of access: `booking_code` and `access_token` of the stay (a wrong, expired or other booking’s token → 404 `not_found`).';

// Writing and editing reviews. GET /apis/reviews (a property's published reviews) is catalog's.
export const guestReviewsRoutes: FastifyPluginAsyncZod<{ reviews: GuestReviewsService; pastStays: PastStaysService | null }> = async (
  app,
  { reviews, pastStays },
) => {
  app.post('/apis/reviews', {
    schema: {
      tags: ['reviews'],
      summary: 'Review a stay (after check-out)',
      description:
        `${access} \`rating\` 1–5 is required ("A rating is required"); \`title\` (≤ 120) and \`text\` (≤ 5000) are optional. ` +
        'Only confirmed or completed stays, from the check-out day on (earlier → 409 `conflict`, reason `before_checkout`); one ' +
        'review per stay (a second → 409 `conflict`, reason `already_reviewed`: edit it with PATCH /apis/reviews/{id}). Published ' +
        'at once under the booker’s first name and surname initial; it counts in the property’s average and review count.',
      body: ReviewCreateBody,
      response: { 201: ReviewDetail, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await reviews.create(request.body)),
  });

  app.get('/apis/reviews/for_booking', {
    schema: {
      tags: ['reviews'],
      summary: 'The review page of one stay: whether it can be reviewed, and its review',
      description: `${access} \`state\`: open, reviewed, before_checkout or not_reviewable.`,
      querystring: BookingReviewQuery,
      response: { 200: BookingReview, ...errorResponses(400, 404) },
    },
    handler: async (request) => reviews.forBooking(request.query.booking_code, request.query.access_token),
  });

  app.get('/apis/reviews/:id', {
    schema: {
      tags: ['reviews'],
      summary: 'One published review',
      description:
        'Anyone may read a published review. With the `booking_code` and `access_token` of the review’s own stay the answer has ' +
        '`canEdit: true`; any other proof just gets the public view.',
      params: ReviewIdParams,
      querystring: ReviewDetailQuery,
      response: { 200: ReviewDetail, ...errorResponses(400, 404) },
    },
    handler: async (request) => reviews.get(request.params.id, request.query),
  });

  app.patch('/apis/reviews/:id', {
    schema: {
      tags: ['reviews'],
      summary: 'Edit your review',
      description:
        `${access} Only the author may edit: a valid proof of another stay → 403 \`forbidden\`. Only the fields sent change; an ` +
        'empty title or text removes it.',
      params: ReviewIdParams,
      body: ReviewUpdateBody,
      response: { 200: ReviewDetail, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => reviews.update(request.params.id, request.body),
  });

  if (pastStays) {
    app.post('/apis/dev/past_stays', {
      schema: {
        tags: ['development'],
        summary: 'A checked-out demo stay to review (development only)',
        description:
          'Only served when DEV_SURFACES is on (off by default): creates a completed stay that ended yesterday on a property of ' +
          '`brand_id` and answers its booking code and access token, so the review form can be tried and tested end to end.',
        body: DevPastStayBody,
        response: { 201: DevPastStay, ...errorResponses(400, 404) },
      },
      handler: async (request, reply) => reply.code(201).send(await pastStays.create({ brandId: request.body.brand_id, propertyId: request.body.property_id })),
    });
  }
};
