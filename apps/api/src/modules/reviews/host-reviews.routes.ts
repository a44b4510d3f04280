import { HostReviewVisibility, ReviewIdParams } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { GuestReviewsService } from './guest-reviews.service.ts';

const scope = 'Only for a host client whose token carries the review’s organization; anyone else, or another organization’s review → 404.';

// A host's moderation of its guests' reviews (the console comes later; for now these calls).
export const hostReviewsRoutes: FastifyPluginAsyncZod<{ reviews: GuestReviewsService }> = async (app, { reviews }) => {
  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(`/apis/host/reviews/:id/${action}`, {
      schema: {
        tags: ['reviews'],
        summary: hidden ? 'Host: hide a review from the public pages' : 'Host: show a hidden review again',
        description: hidden
          ? `The review leaves every public list, the property’s average rating and its review count; its author still sees it. ${scope}`
          : `The review is published again. ${scope}`,
        params: ReviewIdParams,
        response: { 200: HostReviewVisibility, ...errorResponses(400, 404) },
      },
      handler: async (request) => {
        const answer = await reviews.setHidden(request.identity?.organizationId ?? null, request.params.id, hidden);
        // No audit table exists yet; the log keeps who did it.
        request.log.info({ reviewId: answer.id, hidden, organizationId: request.identity?.organizationId }, 'review visibility changed by host');
        return answer;
      },
    });
  }
};
