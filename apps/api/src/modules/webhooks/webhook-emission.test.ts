import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@direct/db';
import { webhookEventTypes } from '@direct/domain/webhook';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// The changes that emit webhook events, on the guest's paths (a booking from the site, paid with
// the card form) and the host's (a refund, a cancellation): each event is in the outbox with the
// booking's code, status, dates and amounts, and nothing about the guest as a person.

let w: ChangesWorld;
let h: HostListing;
let endpointId = 0;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host();
  // Straight into the table: this file is about emission, not registration (webhooks.test.ts).
  const [endpoint] = await w.t.db
    .insert(webhookEndpoints)
    .values({ organizationId: h.organizationId, url: 'https://hooks.example.com/direct', events: [...webhookEventTypes], secret: 'whsec_test' })
    .returning();
  endpointId = endpoint!.id;
}, 180_000);
afterAll(() => w?.t.close());

const eventsOf = async (bookingCode: string) =>
  (await w.t.db.select().from(webhookEvents).where(eq(webhookEvents.organizationId, h.organizationId)).orderBy(asc(webhookEvents.createdAt)))
    .filter((event) => event.data.booking_code === bookingCode);

describe('webhook events of a booking', () => {
  it('booking.created when the guest books, payment.succeeded and booking.confirmed when they pay, each queued for the endpoint', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-01', check_out: '2026-06-04' });
    const created = await eventsOf(held.bookingCode);
    expect(created.map((e) => e.type)).toEqual(['booking.created']);
    expect(created[0]!.data).toMatchObject({ booking_code: held.bookingCode, status: 'pending_payment', check_in: '2026-06-01', check_out: '2026-06-04', source: 'website', currency: 'EUR' });

    await payByCard(w.t, held);
    const events = await eventsOf(held.bookingCode);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'payment.succeeded', 'booking.confirmed']);
    expect(events[1]!.data).toMatchObject({ status: 'confirmed', payment: { amount_minor: expect.any(Number) } });
    expect(events[2]!.data).toMatchObject({ status: 'confirmed', paid_minor: events[2]!.data.total_minor });
    // Minimal personal data: no names, emails or phone numbers.
    const text = JSON.stringify(events.map((e) => e.data));
    expect(text).not.toMatch(/@|email|phone|name/i);
    for (const event of events) {
      expect(await w.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id))).toMatchObject([{ endpointId, status: 'pending' }]);
    }
  });

  it('payment.refunded for a host’s refund; booking.cancelled (and the refund) for a cancellation', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-07-01', check_out: '2026-07-04' });
    await payByCard(w.t, held);
    const refund = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { idempotency_key: newKey(), amount_minor: 5_000, reason: 'Broken heating' }, h.owner);
    expect(refund.status, JSON.stringify(refund.json())).toBe(200);
    const cancelled = await w.call('POST', `${h.base}/${held.bookingId}/cancellation`, { idempotency_key: newKey(), refund: 'custom', amount_minor: 1_000, reason: 'Guest asked' }, h.owner);
    expect(cancelled.status, JSON.stringify(cancelled.json())).toBe(200);
    const events = await eventsOf(held.bookingCode);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'payment.succeeded', 'booking.confirmed', 'payment.refunded', 'booking.cancelled', 'payment.refunded']);
    expect(events[3]!.data).toMatchObject({ refund: { amount_minor: 5_000 } });
    expect(events[4]!.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Guest asked' });
    expect(events[5]!.data).toMatchObject({ refund: { amount_minor: 1_000 } });
  });

  it('booking.modified (with the previous stay) when the host changes the dates', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-09-01', check_out: '2026-09-04' });
    await payByCard(w.t, held);
    const changed = await w.call('POST', `${h.base}/${held.bookingId}/stay-change`, { check_in: '2026-09-01', check_out: '2026-09-05', adults: 2, idempotency_key: newKey() }, h.owner);
    expect(changed.status, JSON.stringify(changed.json())).toBe(200);
    const events = await eventsOf(held.bookingCode);
    const modified = events.find((e) => e.type === 'booking.modified')!;
    expect(modified.data).toMatchObject({ check_out: '2026-09-05', total_minor: 40_000, previous: { check_in: '2026-09-01', check_out: '2026-09-04', total_minor: 30_000 } });
  });

  it('a refused change emits nothing (its transaction rolled back)', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-08-01', check_out: '2026-08-04' });
    await payByCard(w.t, held);
    const before = (await eventsOf(held.bookingCode)).length;
    const tooMuch = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { idempotency_key: newKey(), amount_minor: 10_000_000, reason: 'Too much' }, h.owner);
    expect(tooMuch.status).toBe(400);
    expect(await eventsOf(held.bookingCode)).toHaveLength(before);
  });
});
