import { webhookEventTypes } from '@direct/domain/webhook';
import { z } from 'zod';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// Signed webhooks out (decision 0025): a host's endpoints, their signing secret (shown once, when
// made or rotated) and the delivery log.

export const WebhookEventType = z.enum(webhookEventTypes);

const WebhookUrl = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an https:// URL' }));

const EventList = z
  .array(WebhookEventType)
  .min(1, 'choose at least one event')
  .max(webhookEventTypes.length)
  .transform((events) => [...new Set(events)]);

export const WebhookEndpoint = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(WebhookEventType),
    status: z.enum(['enabled', 'disabled']),
    // 'failing': switched off by the platform after persistent failure; 'host': by a person.
    disabledReason: z.enum(['failing', 'host']).nullable(),
    consecutiveFailures: z.number().int(),
    // The last four characters, so a host can tell which secret their receiver holds.
    secretHint: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = z.object({ data: z.array(WebhookEndpoint) }).meta({ id: 'WebhookEndpointList' });

export const CreateWebhookEndpointRequest = z
  .object({
    url: WebhookUrl,
    description: z.string().trim().max(200, 'must be at most 200 characters').default(''),
    events: EventList,
  })
  .meta({ id: 'CreateWebhookEndpointRequest' });

export const UpdateWebhookEndpointRequest = z
  .object({
    enabled: z.boolean().optional(),
    description: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    events: EventList.optional(),
  })
  .meta({ id: 'UpdateWebhookEndpointRequest' });

// The signing secret is in this answer only (and in a rotation's).
export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() }).meta({ id: 'CreatedWebhookEndpoint' });
export const RotatedWebhookSecret = z.object({ secret: z.string(), secretHint: z.string() }).meta({ id: 'RotatedWebhookSecret' });

export const WebhookAttempt = z
  .object({
    attempt: z.number().int(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    responseSnippet: z.string().nullable(),
    error: z.string().nullable(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WebhookAttempt' });

export const WebhookDelivery = z
  .object({
    id: z.number().int(),
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    log: z.array(WebhookAttempt),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.object({ data: z.array(WebhookDelivery) }).meta({ id: 'WebhookDeliveryList' });

export const WebhookTestEvent = z.object({ eventId: z.string(), deliveryId: z.number().int() }).meta({ id: 'WebhookTestEvent' });

export const WebhookParams = OrganizationParams.extend({ webhookId: z.coerce.number().int().min(1).max(maxInt4) });
export const WebhookDeliveryParams = WebhookParams.extend({ deliveryId: z.coerce.number().int().min(1).max(maxInt4) });
