import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import { createWebhookDeliveryService } from './webhook-delivery.service.ts';
import { createWebhookSender, type WebhookSender } from './webhook-sender.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksService } from './webhooks.service.ts';

export type WebhooksServices = ReturnType<typeof createWebhooksServices>;

// Webhooks out: the host's endpoints and the delivery the job queue runs.
export function createWebhooksServices(options: {
  db: Database;
  config: Pick<Config, 'webhooks' | 'console' | 'mail'>;
  now: () => Date;
  // Tests may hand in their own sender; the real one posts over HTTP(S).
  send?: WebhookSender;
}) {
  const { db, config, now } = options;
  return {
    endpoints: createWebhooksService({ repository: createWebhooksRepository(db), destinations: config.webhooks, now }),
    delivery: createWebhookDeliveryService({
      repository: createWebhookDeliveriesRepository(db),
      send: options.send ?? createWebhookSender(config.webhooks),
      consoleOrigin: config.console.origin,
      mailFrom: config.mail.from,
    }),
  };
}
