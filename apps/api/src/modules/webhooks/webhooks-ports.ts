// What other modules may use of webhooks: nothing to call. A change emits its event by calling
// writeWebhookEvent / writeBookingWebhookEvent (@direct/db) inside its own transaction; the
// job 'deliver-webhook' (jobs module) hands each delivery to WebhookDeliveryRunner.
export type { WebhookDeliveryService as WebhookDeliveryRunner } from './webhook-delivery.service.ts';
