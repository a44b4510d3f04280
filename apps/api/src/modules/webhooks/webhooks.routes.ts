import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { AuditContext } from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

const auditOf = (request: FastifyRequest): AuditContext => {
  const { userId: _userId, ...actor } = auditActorOf(request);
  return { actor, requestId: request.id };
};

// Webhook endpoints of an organization: people and the organization's own API keys with
// integrations:write (a channel manager registers its own endpoint).
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  // Secrets are in some answers: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListWebhooks),
    handler: async (request) => ({ data: await webhooks.list(request.params.organizationId) }),
  });

  app.route({
    ...routeOf(endpoints.hostCreateWebhook),
    handler: async (request, reply) => reply.code(201).send(await webhooks.create(request.params.organizationId, request.body, auditOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateWebhook),
    handler: async (request) => webhooks.update(request.params.organizationId, request.params.webhookId, request.body, auditOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteWebhook),
    handler: async (request, reply) => {
      await webhooks.remove(request.params.organizationId, request.params.webhookId, auditOf(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostRotateWebhookSecret),
    handler: async (request) => webhooks.rotateSecret(request.params.organizationId, request.params.webhookId, auditOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostListWebhookDeliveries),
    handler: async (request) => ({ data: await webhooks.deliveries(request.params.organizationId, request.params.webhookId) }),
  });

  app.route({
    ...routeOf(endpoints.hostReplayWebhookDelivery),
    handler: async (request, reply) =>
      reply.code(202).send(await webhooks.replay(request.params.organizationId, request.params.webhookId, request.params.deliveryId, auditOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostSendTestWebhook),
    handler: async (request, reply) => reply.code(202).send(await webhooks.sendTest(request.params.organizationId, request.params.webhookId, auditOf(request))),
  });
};
