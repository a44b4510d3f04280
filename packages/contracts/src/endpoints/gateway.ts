import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PaymentAttemptResult, SandboxAuthenticateBody, SandboxCardBody, SandboxPaymentMethod } from '../payments.ts';

const WebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookReceived' });

const SandboxIntent = PaymentAttemptResult.pick({ status: true, failureReason: true }).extend({ id: z.string() }).meta({ id: 'SandboxPaymentIntent' });

export const createSandboxPaymentMethod = defineEndpoint({
  operationId: 'createSandboxPaymentMethod',
  method: 'POST',
  path: '/apis/sandbox/payment_methods',
  tags: ['payments'],
  summary: 'Sandbox: turn a test card into a payment method id',
  description: 'Luhn-checked number, a valid future expiry, 3–4 digit CVC. Keeps only brand and last four digits.',
  body: SandboxCardBody,
  responses: { 201: SandboxPaymentMethod },
  errors: [400],
});

export const authenticateSandboxPaymentIntent = defineEndpoint({
  operationId: 'authenticateSandboxPaymentIntent',
  method: 'POST',
  path: '/apis/sandbox/payment_intents/:id/authenticate',
  tags: ['payments'],
  summary: 'Sandbox: answer the 3-D Secure challenge of a payment',
  params: z.strictObject({ id: z.string().min(3).max(100) }),
  body: SandboxAuthenticateBody,
  responses: { 200: SandboxIntent },
  errors: [400, 404],
});

const webhookDescription = 'Verified signature, de-duplicated by event id: a duplicate answers 200 and changes nothing. Bad signature → 400.';

// Gateways sign their calls; they have no bearer token.
export const receiveStripeWebhook = defineEndpoint({
  operationId: 'receiveStripeWebhook',
  method: 'POST',
  path: '/apis/webhooks/stripe',
  tags: ['payments'],
  summary: 'Events from Stripe (signed)',
  description: webhookDescription,
  security: [],
  responses: { 200: WebhookReceived },
  errors: [400, 404],
});

export const receivePaypalWebhook = defineEndpoint({
  operationId: 'receivePaypalWebhook',
  method: 'POST',
  path: '/apis/webhooks/paypal',
  tags: ['payments'],
  summary: 'Events from PayPal (signed)',
  description: webhookDescription,
  security: [],
  responses: { 200: WebhookReceived },
  errors: [400, 404],
});
