import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestReviewsService } from './guest-reviews.service.ts';

// A host's moderation of its guests' reviews (the console comes later; for now these calls).
export const hostReviewsRoutes: FastifyPluginAsyncZod<{ reviews: GuestReviewsService }> = async (app, { reviews }) => {
  for (const [endpoint, hidden] of [
    [endpoints.hideReview, true],
    [endpoints.unhideReview, false],
  ] as const) {
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => {
        const answer = await reviews.setHidden(request.identity?.organizationId ?? null, request.params.id, hidden);
        // No audit table exists yet; the log keeps who did it.
        request.log.info({ reviewId: answer.id, hidden, organizationId: request.identity?.organizationId }, 'review visibility changed by host');
        return answer;
      },
    });
  }
};
