import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@direct/domain/webhook';
import type { Database } from './client.ts';
import { queryRows } from './raw-query.ts';

// The job kind that delivers one (event, endpoint) pair; the webhooks module handles it.
export const webhookDeliveryJobKind = 'deliver-webhook';

export type WebhookEventInput = {
  organizationId: number;
  type: WebhookEventType;
  data: Record<string, unknown>;
};

type Executor = Pick<Database, 'execute'>;

// Called inside the transaction of the change the event reports (like writeBookingEvent), so a
// receiver never hears of a change that was rolled back nor misses one that was committed. Writes
// the event, one delivery per enabled endpoint of the organization that subscribed to its type,
// and a queued job per delivery. Returns the event id. created_at is the statement's clock, not
// the transaction's, so two events of one change keep their order.
export async function writeWebhookEvent(executor: Executor, event: WebhookEventInput): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`with event as (
          insert into webhook_events (organization_id, type, data, created_at)
          values (${event.organizationId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, clock_timestamp())
          returning id, organization_id, type
        ), deliveries as (
          insert into webhook_deliveries (organization_id, endpoint_id, event_id, next_attempt_at)
          select w.organization_id, w.id, event.id, now()
          from event join webhook_endpoints w on w.organization_id = event.organization_id
          where w.status = 'enabled' and event.type = any(w.events)
          returning id
        ), queued as (
          insert into jobs (kind, payload, dedupe_key, max_attempts)
          select ${webhookDeliveryJobKind}, jsonb_build_object('organizationId', ${event.organizationId}::int, 'deliveryId', id), 'webhook-delivery:' || id || ':0', 3 from deliveries
          returning id
        )
        select id from event`,
  );
  return row!.id;
}

// Queues one delivery attempt at `runAt` (a retry, a replay, a test event). `key` tells the
// attempts apart: at most one live job per (delivery, key).
export async function enqueueWebhookDelivery(executor: Executor, job: { organizationId: number; deliveryId: number; runAt: Date; key: string }): Promise<void> {
  await executor.execute(
    sql`insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
        values (${webhookDeliveryJobKind}, ${JSON.stringify({ organizationId: job.organizationId, deliveryId: job.deliveryId })}::jsonb,
                ${`webhook-delivery:${job.deliveryId}:${job.key}`}, ${job.runAt.toISOString()}::timestamptz, 3)
        on conflict (dedupe_key) where status in ('queued', 'running') do nothing`,
  );
}

// What a booking's events carry: its code, status, dates, party size and amounts. No guest name,
// email or phone: a receiver that needs them asks the API with its own key.
export async function bookingWebhookData(executor: Executor, organizationId: number, bookingId: number): Promise<Record<string, unknown>> {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`select b.id as booking_id, b.code as booking_code, b.status, b.source, b.property_id, b.unit_type_id,
               to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
               b.adults, b.children, b.currency, b.total_minor, b.paid_minor
        from bookings b where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
  );
  return row ?? { booking_id: bookingId };
}

// The usual case: an event about one booking, its current state read in the same transaction
// (after the change), plus what the change itself adds (e.g. the amount of a payment).
export async function writeBookingWebhookEvent(
  executor: Executor,
  event: { organizationId: number; bookingId: number; type: WebhookEventType; extra?: Record<string, unknown> },
): Promise<string> {
  const booking = await bookingWebhookData(executor, event.organizationId, event.bookingId);
  return writeWebhookEvent(executor, { organizationId: event.organizationId, type: event.type, data: { ...booking, ...event.extra } });
}

// conflict.raised, for the calendar import: an imported event overlaps a stay we hold. Call it in
// the transaction that stores the conflict. The data names the direct booking (as other booking
// events do) and the imported event's dates and feed, never its summary (it may carry a guest name).
export async function writeConflictWebhookEvent(
  executor: Executor,
  conflict: { organizationId: number; conflictId: number; bookingId: number | null; unitId: number; feedId: number; startsOn: string; endsOn: string },
): Promise<string> {
  const booking = conflict.bookingId === null ? {} : await bookingWebhookData(executor, conflict.organizationId, conflict.bookingId);
  return writeWebhookEvent(executor, {
    organizationId: conflict.organizationId,
    type: 'conflict.raised',
    data: { ...booking, conflict: { id: conflict.conflictId, unit_id: conflict.unitId, feed_id: conflict.feedId, starts_on: conflict.startsOn, ends_on: conflict.endsOn } },
  });
}
