import type { Database } from './client.ts';
import { bookingEvents } from './schema/bookings.ts';

// Who caused a booking event: the guest, a host's person or API client, or the platform (jobs).
export type BookingEventActor = { kind: 'guest' | 'user' | 'client' | 'system'; id?: string | undefined; name?: string | undefined };

export type BookingEvent = {
  organizationId: number;
  bookingId: number;
  kind: string;
  actor: BookingEventActor;
  data?: Record<string, unknown>;
};

// Called inside the transaction of the change it records, so the timeline never shows a change
// that was rolled back, nor misses one that was committed.
export async function writeBookingEvent(executor: Pick<Database, 'insert'>, event: BookingEvent): Promise<void> {
  await executor.insert(bookingEvents).values({
    organizationId: event.organizationId,
    bookingId: event.bookingId,
    kind: event.kind,
    actorKind: event.actor.kind,
    actorId: event.actor.id ?? null,
    actorName: event.actor.name ?? null,
    data: event.data ?? {},
  });
}
