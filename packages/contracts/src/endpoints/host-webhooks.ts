import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  RotatedWebhookSecret,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookParams,
  WebhookTestEvent,
} from '../host-webhooks.ts';

// Webhooks out: an organization's endpoints receive its events, signed with a timestamped
// HMAC-SHA256 (Webhook-Signature: t=<unix seconds>,v1=<hex>), retried with backoff.

const tags = ['host integrations'] as const;
const errors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;

export const hostListWebhooks = defineEndpoint({
  operationId: 'hostListWebhooks',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/webhooks',
  tags,
  summary: 'The organization’s webhook endpoints (never their secrets)',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: OrganizationParams,
  responses: { 200: WebhookEndpointList },
  errors: [...errors],
});

export const hostCreateWebhook = defineEndpoint({
  operationId: 'hostCreateWebhook',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/webhooks',
  tags,
  summary: 'Register a webhook endpoint for some events; the signing secret is in this answer only',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: OrganizationParams,
  body: CreateWebhookEndpointRequest,
  responses: { 201: CreatedWebhookEndpoint },
  errors: [...errors],
});

export const hostUpdateWebhook = defineEndpoint({
  operationId: 'hostUpdateWebhook',
  method: 'PATCH',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId',
  tags,
  summary: 'Enable or disable a webhook endpoint, or change its events or description',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookParams,
  body: UpdateWebhookEndpointRequest,
  responses: { 200: WebhookEndpoint },
  errors: [...errors],
});

export const hostDeleteWebhook = defineEndpoint({
  operationId: 'hostDeleteWebhook',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId',
  tags,
  summary: 'Delete a webhook endpoint and its delivery log',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookParams,
  responses: { 204: z.undefined() },
  errors: [...errors],
});

export const hostRotateWebhookSecret = defineEndpoint({
  operationId: 'hostRotateWebhookSecret',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId/rotate-secret',
  tags,
  summary: 'Replace the signing secret; the new one is in this answer only and signs every later attempt',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookParams,
  responses: { 200: RotatedWebhookSecret },
  errors: [...errors],
});

export const hostListWebhookDeliveries = defineEndpoint({
  operationId: 'hostListWebhookDeliveries',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId/deliveries',
  tags,
  summary: 'The endpoint’s latest deliveries (newest first) with every attempt’s answer',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookParams,
  responses: { 200: WebhookDeliveryList },
  errors: [...errors],
});

export const hostReplayWebhookDelivery = defineEndpoint({
  operationId: 'hostReplayWebhookDelivery',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId/deliveries/:deliveryId/replay',
  tags,
  summary: 'Send a delivery again now (same event id and body, a fresh signature)',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookDeliveryParams,
  responses: { 202: WebhookDelivery },
  errors: [...errors, 'conflict'],
});

export const hostSendTestWebhook = defineEndpoint({
  operationId: 'hostSendTestWebhook',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/webhooks/:webhookId/test',
  tags,
  summary: 'Send a "webhook.test" event to this endpoint',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: WebhookParams,
  responses: { 202: WebhookTestEvent },
  errors: [...errors, 'conflict'],
});
