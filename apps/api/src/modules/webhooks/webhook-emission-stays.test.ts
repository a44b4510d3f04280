import { webhookEvents } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStay, createStayListing, createStayTestApp, type StayListing, type StayTestApp } from '../../testing/stays-world.ts';
import { createCheckinRepository } from '../checkin/checkin.repository.ts';

// The events after the stay is booked: a guest's review and the check-in becoming complete.

let t: StayTestApp;
let listing: StayListing;
beforeAll(async () => {
  t = await createStayTestApp();
  listing = await createStayListing(t.db);
}, 120_000);
afterAll(() => t?.close());

const eventsOf = async (organizationId: number, type: string) =>
  (await t.db.select().from(webhookEvents).where(eq(webhookEvents.organizationId, organizationId))).filter((event) => event.type === type);

describe('webhook events after booking', () => {
  it('review.created with the rating and the booking, without the guest’s name or text', async () => {
    const stay = await createStay(t, listing, { checkIn: '2026-03-01', checkOut: '2026-03-05', firstName: 'Ingrid', lastName: 'Holm' });
    const posted = await t.call('POST', '/apis/reviews', { booking_code: stay.code, access_token: stay.accessToken, rating: 5, title: 'Lovely', text: 'Great view from the terrace' });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    const [event] = await eventsOf(stay.booking.organizationId, 'review.created');
    expect(event?.data).toMatchObject({ booking_code: stay.code, review: { rating: 5 } });
    expect(JSON.stringify(event?.data)).not.toMatch(/Ingrid|Holm|terrace|Lovely/);
  });

  it('checkin.completed once, when the check-in first becomes ready', async () => {
    const stay = await createStay(t, listing, { checkIn: '2026-04-01', checkOut: '2026-04-05' });
    const repository = createCheckinRepository(t.db);
    const { organizationId, id } = stay.booking;
    await repository.setReadyAt(organizationId, id, new Date('2026-03-20T10:00:00Z'));
    await repository.setReadyAt(organizationId, id, new Date('2026-03-21T10:00:00Z'));
    const events = (await eventsOf(organizationId, 'checkin.completed')).filter((event) => event.data.booking_code === stay.code);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ checkin_completed_at: '2026-03-20T10:00:00.000Z' });
  });
});
