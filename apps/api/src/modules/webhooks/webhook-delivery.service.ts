import { shouldDisableWebhookEndpoint, webhookMaxAttempts, webhookRetryDelayMs } from '@direct/domain/webhook';
import type { JobLogger } from '../jobs/jobs-ports.ts';
import { webhookDisabledEmail } from './webhook-emails.ts';
import type { ClaimedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import type { WebhookSender } from './webhook-sender.ts';
import { webhookSignatureHeader } from './webhook-signature.ts';

export type WebhookDeliveryService = ReturnType<typeof createWebhookDeliveryService>;

// The body receivers get. `created` is in Unix seconds, like the signature's timestamp.
export function webhookBody(event: ClaimedDelivery['event']): string {
  return JSON.stringify({ id: event.id, type: event.type, created: Math.floor(event.createdAt.getTime() / 1000), organization_id: event.organizationId, data: event.data });
}

// Runs one delivery attempt (the job 'deliver-webhook'): sign, POST, log the answer, and on a
// failure schedule the next attempt with backoff, or give up and possibly switch the endpoint off.
export function createWebhookDeliveryService(options: {
  repository: WebhookDeliveriesRepository;
  send: WebhookSender;
  consoleOrigin: string;
  mailFrom: string;
  random?: () => number;
}) {
  const { repository, send } = options;
  const random = options.random ?? Math.random;
  return {
    async deliver(input: { organizationId: number; deliveryId: number }, now: Date, log?: JobLogger): Promise<{ outcome: 'skipped' | 'succeeded' | 'retry' | 'failed' | 'parked' }> {
      const claimed = await repository.claim(input.organizationId, input.deliveryId, now);
      if (!claimed) return { outcome: 'skipped' };
      if (claimed.endpoint.status !== 'enabled') {
        await repository.park(input.organizationId, input.deliveryId);
        return { outcome: 'parked' };
      }
      const body = webhookBody(claimed.event);
      const timestamp = Math.floor(now.getTime() / 1000);
      const answer = await send({
        url: claimed.endpoint.url,
        body,
        headers: { 'webhook-id': claimed.event.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignatureHeader(claimed.endpoint.secret, timestamp, body) },
      });
      const succeeded = answer.error === null;
      const retryAt = !succeeded && claimed.attempt < webhookMaxAttempts ? new Date(now.getTime() + webhookRetryDelayMs(claimed.attempt, random())) : null;
      const result = await repository.record(input.organizationId, claimed, { ...answer, succeeded }, now, {
        retryAt,
        disable: (failures) => shouldDisableWebhookEndpoint({ ...failures, now }),
        ownerEmail: (notice) => webhookDisabledEmail(notice, { consoleOrigin: options.consoleOrigin, organizationId: input.organizationId, from: options.mailFrom }),
      });
      if (result.disabled) log?.warn({ organizationId: input.organizationId, endpointId: claimed.endpoint.id }, 'webhook endpoint switched off after persistent failure');
      return { outcome: succeeded ? 'succeeded' : retryAt ? 'retry' : 'failed' };
    },
  };
}
