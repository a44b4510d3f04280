import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookEndpoint } from '@direct/contracts';
import type { WebhookEventType } from '@direct/domain/webhook';
import { AppError } from '../../http/app-error.ts';
import { checkDestination, type DestinationRules } from './webhook-destination.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import type { AuditContext, WebhookDeliveryRow, WebhookEndpointRow, WebhooksRepository } from './webhooks.repository.ts';

export type WebhooksService = ReturnType<typeof createWebhooksService>;

const hint = (secret: string) => secret.slice(-4);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function endpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status,
    disabledReason: row.disabledReason === 'failing' || row.disabledReason === 'host' ? row.disabledReason : null,
    consecutiveFailures: row.consecutiveFailures,
    secretHint: hint(row.secret),
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    log: row.log.map((a) => ({ attempt: a.attempt, statusCode: a.statusCode, durationMs: a.durationMs, responseSnippet: a.responseSnippet, error: a.error, at: a.createdAt.toISOString() })),
  };
}

const notFound = () => new AppError('not_found', 'There is no such webhook endpoint.');

// A host's webhook endpoints: register (URL checked against SSRF), change, rotate the secret,
// read the delivery log, replay a delivery, send a test event.
export function createWebhooksService(options: { repository: WebhooksRepository; destinations: DestinationRules; now: () => Date }) {
  const { repository, now } = options;

  async function requireUsableUrl(url: string): Promise<void> {
    const problem = await checkDestination(url, options.destinations);
    if (problem) throw new AppError('validation_failed', `The URL can’t be used: ${problem.message}.`, { fields: [{ field: 'url', message: problem.message, reason: problem.reason }] });
  }

  async function requireEndpoint(organizationId: number, id: number): Promise<WebhookEndpointRow> {
    const row = await repository.find(organizationId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(organizationId: number): Promise<WebhookEndpoint[]> {
      return (await repository.list(organizationId)).map(endpointView);
    },

    async create(organizationId: number, input: { url: string; description: string; events: WebhookEventType[] }, audit: AuditContext): Promise<WebhookEndpoint & { secret: string }> {
      await requireUsableUrl(input.url);
      const secret = newWebhookSecret();
      const row = await repository.create(organizationId, { ...input, secret }, audit);
      return { ...endpointView(row), secret };
    },

    async update(organizationId: number, id: number, patch: { enabled?: boolean | undefined; description?: string | undefined; events?: WebhookEventType[] | undefined }, audit: AuditContext): Promise<WebhookEndpoint> {
      const row = await repository.update(organizationId, id, patch, now(), audit);
      if (!row) throw notFound();
      return endpointView(row);
    },

    async remove(organizationId: number, id: number, audit: AuditContext): Promise<void> {
      if (!(await repository.remove(organizationId, id, audit))) throw notFound();
    },

    async rotateSecret(organizationId: number, id: number, audit: AuditContext): Promise<{ secret: string; secretHint: string }> {
      const secret = newWebhookSecret();
      if (!(await repository.rotateSecret(organizationId, id, secret, now(), audit))) throw notFound();
      return { secret, secretHint: hint(secret) };
    },

    async deliveries(organizationId: number, id: number): Promise<WebhookDelivery[]> {
      await requireEndpoint(organizationId, id);
      return (await repository.deliveries(organizationId, id, 50)).map(deliveryView);
    },

    async replay(organizationId: number, id: number, deliveryId: number, audit: AuditContext): Promise<WebhookDelivery> {
      const endpoint = await requireEndpoint(organizationId, id);
      if (endpoint.status !== 'enabled') throw new AppError('conflict', 'Switch the endpoint on before replaying its deliveries.');
      const row = await repository.replay(organizationId, id, deliveryId, now(), audit);
      if (!row) throw new AppError('not_found', 'There is no such delivery.');
      return deliveryView(row);
    },

    async sendTest(organizationId: number, id: number, audit: AuditContext): Promise<{ eventId: string; deliveryId: number }> {
      const endpoint = await requireEndpoint(organizationId, id);
      if (endpoint.status !== 'enabled') throw new AppError('conflict', 'Switch the endpoint on before sending it a test event.');
      return repository.sendTest(organizationId, id, { message: 'A test event from Direct: your endpoint receives and verifies our webhooks.', nonce: randomUUID() }, now(), audit);
    },
  };
}
