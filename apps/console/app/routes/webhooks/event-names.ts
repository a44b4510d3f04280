import type { WebhookEventType } from '@direct/domain/webhook';

// "booking.created" -> "booking_created" (distributes over the union of event types).
type EventKey<T extends string = WebhookEventType> = T extends `${infer Area}.${infer Name}` ? `${Area}_${Name}` : never;

// i18next reads dots in a key as nesting, so the catalog names events with underscores.
export function eventNameKey(event: WebhookEventType) {
  return `consoleWebhooks.eventNames.${event.replace('.', '_') as EventKey}` as const;
}
