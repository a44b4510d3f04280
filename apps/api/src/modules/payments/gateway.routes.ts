import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { GatewayRequestError } from './payment-provider.ts';
import type { PaymentWebhooksService } from './payment-webhooks.service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

// Gateway webhooks. Signatures are computed over the exact bytes sent, so this scope reads JSON
// bodies as raw text (and only this scope).
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: PaymentWebhooksService }> = async (app, { webhooks }) => {
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const [provider, endpoint] of [
    ['stripe', endpoints.receiveStripeWebhook],
    ['paypal', endpoints.receivePaypalWebhook],
  ] as const) {
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => webhooks.receive(provider, typeof request.body === 'string' ? request.body : '', request.headers),
    });
  }
};

// The sandbox gateway's own endpoints (PAYMENT_PROVIDER=sandbox only): the tokenizer that stands
// in for Stripe.js and the 3-D Secure challenge's answer.
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider; now: () => Date }> = async (app, { sandbox, now }) => {
  app.route({
    ...routeOf(endpoints.createSandboxPaymentMethod),
    handler: async (request, reply) => reply.code(201).send(await sandbox.tokenize(request.body, now())),
  });

  app.route({
    ...routeOf(endpoints.authenticateSandboxPaymentIntent),
    handler: async (request) => {
      const payment = await sandbox.authenticate(request.params.id, request.body.outcome).catch((error: unknown) => {
        // The id is the client's: one the gateway doesn't know is theirs to fix, not a failure of ours.
        if (error instanceof GatewayRequestError && error.gatewayCode === 'resource_missing') {
          throw new AppError('not_found', 'There is no such payment intent.');
        }
        throw error;
      });
      return { id: payment.providerRef, status: payment.status === 'cancelled' ? 'failed' : payment.status, failureReason: payment.failureReason };
    },
  });
};
