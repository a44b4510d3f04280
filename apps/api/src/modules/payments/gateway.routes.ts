import { SandboxAuthenticateBody, SandboxCardBody, SandboxPaymentMethod, PaymentAttemptResult } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { GatewayRequestError } from './payment-provider.ts';
import type { PaymentWebhooksService } from './payment-webhooks.service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const WebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookReceived' });
const SandboxIntent = PaymentAttemptResult.pick({ status: true, failureReason: true }).extend({ id: z.string() }).meta({ id: 'SandboxPaymentIntent' });

// Gateway webhooks. Signatures are computed over the exact bytes sent, so this scope reads JSON
// bodies as raw text (and only this scope).
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: PaymentWebhooksService }> = async (app, { webhooks }) => {
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const provider of ['stripe', 'paypal'] as const) {
    app.post(`/apis/webhooks/${provider}`, {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: `Events from ${provider === 'stripe' ? 'Stripe' : 'PayPal'} (signed)`,
        description: 'Verified signature, de-duplicated by event id: a duplicate answers 200 and changes nothing. Bad signature → 400.',
        response: { 200: WebhookReceived, ...errorResponses(400, 404) },
      },
      handler: async (request) => webhooks.receive(provider, typeof request.body === 'string' ? request.body : '', request.headers),
    });
  }
};

// The sandbox gateway's own endpoints (PAYMENT_PROVIDER=sandbox only): the tokenizer that stands
// in for Stripe.js and the 3-D Secure challenge's answer.
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider; now: () => Date }> = async (app, { sandbox, now }) => {
  app.post('/apis/sandbox/payment_methods', {
    schema: {
      tags: ['payments'],
      summary: 'Sandbox: turn a test card into a payment method id',
      description: 'Luhn-checked number, a valid future expiry, 3–4 digit CVC. Keeps only brand and last four digits.',
      body: SandboxCardBody,
      response: { 201: SandboxPaymentMethod, ...errorResponses(400) },
    },
    handler: async (request, reply) => reply.code(201).send(await sandbox.tokenize(request.body, now())),
  });

  app.post('/apis/sandbox/payment_intents/:id/authenticate', {
    schema: {
      tags: ['payments'],
      summary: 'Sandbox: answer the 3-D Secure challenge of a payment',
      params: z.strictObject({ id: z.string().min(3).max(100) }),
      body: SandboxAuthenticateBody,
      response: { 200: SandboxIntent, ...errorResponses(400, 404) },
    },
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
