import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostReviewsService } from './host-reviews.service.ts';

// A host's moderation of its guests' reviews, under the organization's host API.
export const hostReviewsRoutes: FastifyPluginAsyncZod<{ reviews: HostReviewsService }> = async (app, { reviews }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListReviews),
    handler: async (request) => reviews.list(request.params.organizationId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostReviewStats),
    handler: async (request) => reviews.stats(request.params.organizationId),
  });

  app.route({
    ...routeOf(endpoints.hostReplyToReview),
    handler: async (request) =>
      reviews.reply(request.params.organizationId, request.params.reviewId, request.body.text, { actor: auditActorOf(request), requestId: request.id }),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteReviewReply),
    handler: async (request) => reviews.removeReply(request.params.organizationId, request.params.reviewId, { actor: auditActorOf(request), requestId: request.id }),
  });

  app.route({
    ...routeOf(endpoints.hostHideReview),
    handler: async (request) =>
      reviews.hide(request.params.organizationId, request.params.reviewId, request.body.reason, { actor: auditActorOf(request), requestId: request.id }),
  });

  app.route({
    ...routeOf(endpoints.hostUnhideReview),
    handler: async (request) => reviews.unhide(request.params.organizationId, request.params.reviewId, { actor: auditActorOf(request), requestId: request.id }),
  });
};
