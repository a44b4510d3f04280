import { queryRows, sqlStateOf } from '@direct/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelFeedsWorld, type ChannelFeedsWorld } from '../../testing/channel-feeds-world.ts';
import { airbnbFeed } from '../../testing/stand-ins/ical-feeds-stand-in.ts';
import type { CalendarConflict } from '@direct/contracts';
import { createChannelFeedsServices } from './channel-feeds.services.ts';

// Syncs racing each other and a direct booking: the feed's transaction and the exclusion
// constraint leave exactly one owner for every night, and never a half-applied feed.

let w: ChannelFeedsWorld;
beforeAll(async () => {
  w = await createChannelFeedsWorld();
}, 180_000);
afterAll(async () => w?.close());

const liveOn = (unitId: number, from: string, to: string) =>
  queryRows<{ kind: string; booking_id: number | null }>(
    w.db,
    sql`select kind, booking_id from unit_allocations where unit_id = ${unitId} and released_at is null and starts_on < ${to}::date and ends_on > ${from}::date`,
  );

describe('concurrent syncs', () => {
  it('applies a feed once when "sync now" and the job run it at the same time', async () => {
    const url = w.standIn.serve('/race.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'r1', from: '2026-12-01', to: '2026-12-04' }, { uid: 'r2', from: '2026-12-10', to: '2026-12-12' }]) });
    const feed = (await w.call('POST', `${w.base}/channel-feeds`, { unitId: w.units[0]!.id, channel: 'airbnb', label: 'Race', url }, w.session)).json();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => w.call('POST', `${w.base}/channel-feeds/${feed.id}/sync`, undefined, w.session)),
      w.services.channelFeeds.runner.syncDue(w.clock.now),
    ]);
    expect(answers.slice(0, 4).map((answer) => (answer as { status: number }).status)).toEqual([200, 200, 200, 200]);
    expect(await liveOn(w.units[0]!.id, '2026-12-01', '2026-12-31')).toHaveLength(2);
    const events = await queryRows<{ n: number }>(w.db, sql`select count(*)::int as n from channel_feed_events where feed_id = ${feed.id}`);
    expect(events[0]!.n).toBe(2);
    await w.call('DELETE', `${w.base}/channel-feeds/${feed.id}`, undefined, w.session);
  });

  it('gives a night to either the direct booking or the channel, never both, when they race', async () => {
    for (let round = 0; round < 5; round++) {
      const from = `2027-0${round + 1}-10`;
      const to = `2027-0${round + 1}-13`;
      const url = w.standIn.serve(`/booking-race-${round}.ics`, { kind: 'calendar', body: airbnbFeed([{ uid: `b${round}`, from, to }]) });
      const feed = (await w.call('POST', `${w.base}/channel-feeds`, { unitId: w.units[1]!.id, channel: 'airbnb', label: `Race ${round}`, url }, w.session)).json();
      const [synced, booked] = await Promise.allSettled([w.call('POST', `${w.base}/channel-feeds/${feed.id}/sync`, undefined, w.session), w.book(1, from, to)]);
      expect(synced.status).toBe('fulfilled');
      if (booked.status === 'rejected') expect(sqlStateOf(booked.reason)).toBe('23P01');
      const live = await liveOn(w.units[1]!.id, from, to);
      expect(live).toHaveLength(1);
      const conflicts = (await w.call('GET', `${w.base}/channel-feeds/conflicts`, undefined, w.session)).json().data;
      // The booking won: the channel's event is a conflict naming it. The channel won: no conflict.
      expect(conflicts.filter((conflict: { feed: { id: number } }) => conflict.feed.id === feed.id)).toHaveLength(live[0]!.kind === 'stay' ? 1 : 0);
      await w.call('DELETE', `${w.base}/channel-feeds/${feed.id}`, undefined, w.session);
    }
  });
});

describe('the conflict.raised hook', () => {
  it('is called once per stored conflict, after the commit, and its failure never undoes the sync', async () => {
    const heard: { organizationId: number; conflict: CalendarConflict }[] = [];
    const feeds = createChannelFeedsServices({
      db: w.db,
      config: w.config,
      holds: w.services.bookings.lifecycle,
      now: () => w.clock.now,
      onConflictRaised: (event) => {
        heard.push(event);
        throw new Error('webhook down');
      },
    });
    const booking = await w.book(0, '2027-08-10', '2027-08-14');
    const url = w.standIn.serve('/hook.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'h1', from: '2027-08-12', to: '2027-08-13' }]) });
    const created = (await w.call('POST', `${w.base}/channel-feeds`, { unitId: w.units[0]!.id, channel: 'airbnb', label: 'Hook', url }, w.session)).json();
    expect(await feeds.syncNow(w.organizationId, created.id)).toMatchObject({ lastResult: 'ok', conflictCount: 1 });
    expect(heard).toEqual([{ organizationId: w.organizationId, conflict: expect.objectContaining({ event: expect.objectContaining({ uid: 'h1' }), hits: expect.objectContaining({ bookingId: booking.id }) }) }]);
    // The same conflict on the next sync is not raised again.
    await feeds.syncNow(w.organizationId, created.id);
    expect(heard).toHaveLength(1);
  });
});
