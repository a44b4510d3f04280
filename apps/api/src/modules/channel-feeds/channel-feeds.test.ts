import { queryRows } from '@direct/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelFeedsWorld, type ChannelFeedsWorld } from '../../testing/channel-feeds-world.ts';
import { airbnbFeed, bookingComFeed } from '../../testing/stand-ins/ical-feeds-stand-in.ts';

// Calendars in, end to end through the API: a feed's events block nights, move and free them in
// one transaction per feed; an overlap with a paid direct booking is a conflict (stored, emailed,
// on Today) and the booking stays; two feeds overlapping each other; failures flagged.

let w: ChannelFeedsWorld;
beforeAll(async () => {
  w = await createChannelFeedsWorld();
}, 180_000);
afterAll(async () => w?.close());

const feedsUrl = () => `${w.base}/channel-feeds`;
const addFeed = async (unitIndex: number, path: string, body: string, channel = 'airbnb', label = 'Airbnb') => {
  const url = w.standIn.serve(path, { kind: 'calendar', body });
  const created = await w.call('POST', feedsUrl(), { unitId: w.units[unitIndex]!.id, channel, label, url }, w.session);
  expect(created.status).toBe(201);
  return created.json() as { id: number };
};
const sync = async (feedId: number) => {
  const answer = await w.call('POST', `${feedsUrl()}/${feedId}/sync`, undefined, w.session);
  expect(answer.status).toBe(200);
  return answer.json();
};
const blocksOf = async (unitIndex: number) =>
  queryRows<{ starts_on: string; ends_on: string }>(
    w.db,
    sql`select starts_on::text as starts_on, ends_on::text as ends_on from unit_allocations
        where unit_id = ${w.units[unitIndex]!.id} and kind = 'block' and block_reason = 'channel' and released_at is null order by starts_on`,
  );

describe('importing a feed', () => {
  it('blocks the nights, moves a changed event, frees a removed one, and the guest calendar follows at once', async () => {
    const feed = await addFeed(0, '/airbnb-1.ics', airbnbFeed([
      { uid: 'r1@airbnb.com', from: '2026-05-01', to: '2026-05-04' },
      { uid: 'r2@airbnb.com', from: '2026-06-10', to: '2026-06-12', summary: 'Airbnb (Not available)' },
    ]));
    expect(await w.lastAudit('channel_feed.created')).toMatchObject({ after: { channel: 'airbnb', label: 'Airbnb' } });
    const synced = await sync(feed.id);
    expect(synced).toMatchObject({ lastResult: 'ok', eventCount: 2, conflictCount: 0, failing: false, lastError: null });
    expect(new Date(synced.nextSyncAt).getTime() - w.clock.now.getTime()).toBe(15 * 60_000);
    expect(await blocksOf(0)).toEqual([{ starts_on: '2026-05-01', ends_on: '2026-05-04' }, { starts_on: '2026-06-10', ends_on: '2026-06-12' }]);

    await w.call('POST', `${w.base}/properties/${w.property.id}/rates/bulk-update`, { ratePlanId: w.planId, unitTypeIds: [w.unitTypes[0]!.id], ranges: [{ from: '2026-04-25', to: '2026-05-10' }], set: { priceMinor: 9_000 } }, w.session);
    const closed = async () =>
      ((await w.guest(`/apis/rate_and_availability?property=${w.property.id}&calendar[from]=2026-04-29&calendar[to]=2026-05-06`)).json().calendar as { date: string; available: boolean }[])
        .filter((day) => !day.available)
        .map((day) => day.date);
    // The Loft (the property's other unit type) has no price: only the Studio's nights count.
    expect(await closed()).toEqual(expect.arrayContaining(['2026-05-01', '2026-05-02', '2026-05-03']));
    expect(await closed()).not.toContain('2026-04-30');

    // r1 moves two days later, r2 is gone.
    w.standIn.serve('/airbnb-1.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'r1@airbnb.com', from: '2026-05-03', to: '2026-05-06' }]) });
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'ok', eventCount: 1 });
    expect(await blocksOf(0)).toEqual([{ starts_on: '2026-05-03', ends_on: '2026-05-06' }]);
    const nowClosed = await closed();
    expect(nowClosed).not.toContain('2026-05-01');
    expect(nowClosed).toEqual(expect.arrayContaining(['2026-05-03', '2026-05-04', '2026-05-05']));

    // Removing the feed frees its nights.
    expect((await w.call('DELETE', `${feedsUrl()}/${feed.id}`, undefined, w.session)).status).toBe(204);
    expect(await blocksOf(0)).toEqual([]);
  });

  it('answers 304 as "not modified" without touching the blocks', async () => {
    const url = w.standIn.serve('/etag.ics', { kind: 'calendar', body: bookingComFeed([{ uid: 'bk1', from: '2026-09-01', to: '2026-09-03' }]), etag: '"v1"' });
    const feed = (await w.call('POST', feedsUrl(), { unitId: w.units[1]!.id, channel: 'booking_com', label: 'Booking.com', url }, w.session)).json();
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'ok', eventCount: 1 });
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'not_modified', eventCount: 1 });
    expect(w.standIn.requests.at(-1)?.headers['if-none-match']).toBe('"v1"');
    expect(await blocksOf(1)).toEqual([{ starts_on: '2026-09-01', ends_on: '2026-09-03' }]);
    await w.call('DELETE', `${feedsUrl()}/${feed.id}`, undefined, w.session);
  });

  it('reports a malformed feed and applies nothing; flags a feed failing 3 times in a row on Today', async () => {
    const feed = await addFeed(1, '/broken.ics', bookingComFeed([{ uid: 'ok1', from: '2026-10-01', to: '2026-10-05' }]), 'booking_com', 'Booking.com');
    await sync(feed.id);
    w.standIn.serve('/broken.ics', { kind: 'calendar', body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' });
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'failed', lastError: expect.stringContaining('no start'), lastErrorReason: 'malformed', consecutiveFailures: 1, failing: false });
    // The previous import is untouched.
    expect(await blocksOf(1)).toEqual([{ starts_on: '2026-10-01', ends_on: '2026-10-05' }]);
    w.standIn.serve('/broken.ics', { kind: 'status', status: 404 });
    await sync(feed.id);
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'failed', lastError: 'the feed answered HTTP 404', consecutiveFailures: 3, failing: true });
    const today = (await w.call('GET', `${w.base}/dashboard/today`, undefined, w.session)).json();
    expect(today.failingCalendars).toEqual([{ feedId: feed.id, label: 'Booking.com', unitName: w.units[1]!.name, lastError: 'the feed answered HTTP 404', lastErrorReason: 'http_status', failures: 3 }]);
    await w.call('DELETE', `${feedsUrl()}/${feed.id}`, undefined, w.session);
  });
});

describe('conflicts', () => {
  it('stores an overlap with a paid direct booking as a conflict, emails the host, shows it on Today; the booking stays; it clears when the feed moves', async () => {
    const booking = await w.book(0, '2026-07-10', '2026-07-15');
    const feed = await addFeed(0, '/clash.ics', airbnbFeed([{ uid: 'c1@airbnb.com', from: '2026-07-12', to: '2026-07-14' }, { uid: 'c2@airbnb.com', from: '2026-08-01', to: '2026-08-03' }]));
    expect(await sync(feed.id)).toMatchObject({ lastResult: 'ok', eventCount: 2, conflictCount: 1 });
    // The direct booking stays; the free event applied.
    const [stay] = await queryRows<{ status: string; live: boolean }>(w.db, sql`select b.status, a.released_at is null as live from bookings b join unit_allocations a on a.booking_id = b.id where b.id = ${booking.id}`);
    expect(stay).toEqual({ status: 'confirmed', live: true });
    expect(await blocksOf(0)).toEqual([{ starts_on: '2026-08-01', ends_on: '2026-08-03' }]);

    const conflicts = (await w.call('GET', `${feedsUrl()}/conflicts`, undefined, w.session)).json().data;
    expect(conflicts).toEqual([
      expect.objectContaining({
        feed: { id: feed.id, label: 'Airbnb', channel: 'airbnb' },
        event: { uid: 'c1@airbnb.com', summary: 'Reserved', startsOn: '2026-07-12', endsOn: '2026-07-14' },
        hits: expect.objectContaining({ kind: 'stay', bookingId: booking.id, bookingCode: booking.code, startsOn: '2026-07-10', endsOn: '2026-07-15' }),
      }),
    ]);
    const emails = (await w.emailsTo(w.ownerEmail)).filter((email) => email.kind === 'calendar_conflict');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('Calendar conflict');
    expect(emails[0]!.textBody).toContain(booking.code);
    expect(emails[0]!.htmlBody).toContain('2026-07-12');
    const today = (await w.call('GET', `${w.base}/dashboard/today`, undefined, w.session)).json();
    expect(today.calendarConflicts).toEqual([expect.objectContaining({ bookingId: booking.id, bookingCode: booking.code, feedLabel: 'Airbnb', startsOn: '2026-07-12', endsOn: '2026-07-14', hitKind: 'stay' })]);

    // Hosts' tools hear of it: one conflict.raised webhook event, written with the conflict.
    const raisedEvents = () =>
      queryRows<{ data: { booking_code?: string; conflict: { feed_id: number; starts_on: string; ends_on: string } } }>(
        w.db,
        sql`select data from webhook_events where organization_id = ${w.organizationId} and type = 'conflict.raised' and (data->'conflict'->>'feed_id')::int = ${feed.id}`,
      );
    expect((await raisedEvents()).map((event) => event.data)).toEqual([
      expect.objectContaining({ booking_code: booking.code, conflict: expect.objectContaining({ feed_id: feed.id, starts_on: '2026-07-12', ends_on: '2026-07-14' }) }),
    ]);

    // Syncing again neither duplicates the conflict nor emails again.
    w.standIn.serve('/clash.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'c1@airbnb.com', from: '2026-07-12', to: '2026-07-14' }, { uid: 'c2@airbnb.com', from: '2026-08-01', to: '2026-08-03' }]) });
    expect(await sync(feed.id)).toMatchObject({ conflictCount: 1 });
    expect((await w.emailsTo(w.ownerEmail)).filter((email) => email.kind === 'calendar_conflict')).toHaveLength(1);
    expect(await raisedEvents()).toHaveLength(1);

    // The channel moves its event off our stay: the conflict is gone and the event applies.
    w.standIn.serve('/clash.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'c1@airbnb.com', from: '2026-07-15', to: '2026-07-17' }]) });
    expect(await sync(feed.id)).toMatchObject({ conflictCount: 0, eventCount: 1 });
    expect((await w.call('GET', `${feedsUrl()}/conflicts`, undefined, w.session)).json().data).toEqual([]);
    expect(await blocksOf(0)).toEqual([{ starts_on: '2026-07-15', ends_on: '2026-07-17' }]);
    await w.call('DELETE', `${feedsUrl()}/${feed.id}`, undefined, w.session);
  });

  it('makes the second of two overlapping feeds on one unit a conflict, not a crash; the job syncs due feeds', async () => {
    const first = await addFeed(1, '/vrbo.ics', airbnbFeed([{ uid: 'v1@vrbo', from: '2026-11-01', to: '2026-11-05' }]), 'vrbo', 'Vrbo');
    const second = await addFeed(1, '/google.ics', airbnbFeed([{ uid: 'g1@google', from: '2026-11-03', to: '2026-11-04' }]), 'google', 'Google');
    // Both are due (added now): the job's run syncs them, oldest first.
    expect(await w.services.channelFeeds.runner.syncDue(w.clock.now)).toEqual({ synced: 2, failed: 0 });
    const conflicts = (await w.call('GET', `${feedsUrl()}/conflicts`, undefined, w.session)).json().data;
    expect(conflicts).toEqual([expect.objectContaining({ feed: expect.objectContaining({ id: second.id }), hits: expect.objectContaining({ kind: 'feed', feedLabel: 'Vrbo', bookingId: null }) })]);
    // Nothing is due again until ICAL_SYNC_MINUTES have passed.
    expect(await w.services.channelFeeds.runner.syncDue(w.clock.now)).toEqual({ synced: 0, failed: 0 });
    await w.call('DELETE', `${feedsUrl()}/${first.id}`, undefined, w.session);
    // The first feed's nights are free: the second applies at its next sync.
    expect(await sync(second.id)).toMatchObject({ conflictCount: 0 });
    expect(await blocksOf(1)).toEqual([{ starts_on: '2026-11-03', ends_on: '2026-11-04' }]);
    await w.call('DELETE', `${feedsUrl()}/${second.id}`, undefined, w.session);
  });
});

describe('test this URL', () => {
  it('counts the events of a good URL and explains a bad one, storing nothing', async () => {
    const url = w.standIn.serve('/try.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 't1', from: '2026-04-01', to: '2026-04-03' }, { uid: 't2', from: '2026-04-05', to: '2026-04-06' }]) });
    const before = (await w.call('GET', feedsUrl(), undefined, w.session)).json().data.length;
    expect((await w.call('POST', `${feedsUrl()}/test`, { url }, w.session)).json()).toEqual({ ok: true, eventCount: 2, error: null, errorReason: null });
    expect((await w.call('POST', `${feedsUrl()}/test`, { url: `${w.standIn.url}/nothing.ics` }, w.session)).json()).toEqual({ ok: false, eventCount: 0, error: 'the feed answered HTTP 404', errorReason: 'http_status' });
    expect((await w.call('GET', feedsUrl(), undefined, w.session)).json().data.length).toBe(before);
    const bad = await w.call('POST', `${feedsUrl()}/test`, { url: 'ftp://example.com/x.ics' }, w.session);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'url' })]);
  });
});

describe('who may', () => {
  it('lets owners and managers change feeds, front desk only read them, housekeeping and accountants nothing', async () => {
    const url = w.standIn.serve('/roles.ics', { kind: 'calendar', body: airbnbFeed([]) });
    const body = { unitId: w.units[1]!.id, channel: 'other', label: 'PMS', url };
    const created = (await w.call('POST', feedsUrl(), body, w.sessions.get('manager'))).json();
    expect(created).toMatchObject({ label: 'PMS', channel: 'other', lastResult: null });
    for (const role of ['front_desk', 'housekeeping', 'accountant'] as const) {
      const session = w.sessions.get(role);
      expect((await w.call('POST', feedsUrl(), body, session)).status, role).toBe(403);
      expect((await w.call('PUT', `${feedsUrl()}/${created.id}`, { ...body, label: 'x' }, session)).status, role).toBe(403);
      expect((await w.call('POST', `${feedsUrl()}/${created.id}/sync`, undefined, session)).status, role).toBe(403);
      expect((await w.call('POST', `${feedsUrl()}/test`, { url }, session)).status, role).toBe(403);
      expect((await w.call('DELETE', `${feedsUrl()}/${created.id}`, undefined, session)).status, role).toBe(403);
      const reads = [(await w.call('GET', feedsUrl(), undefined, session)).status, (await w.call('GET', `${feedsUrl()}/conflicts`, undefined, session)).status];
      expect(reads, role).toEqual(role === 'front_desk' ? [200, 200] : [403, 403]);
    }
    const updated = await w.call('PUT', `${feedsUrl()}/${created.id}`, { channel: 'vrbo', label: 'Vrbo', url }, w.session);
    expect(updated.json()).toMatchObject({ channel: 'vrbo', label: 'Vrbo' });
    expect(await w.lastAudit('channel_feed.updated')).toMatchObject({ before: { label: 'PMS' }, after: { label: 'Vrbo' } });
    expect((await w.call('DELETE', `${feedsUrl()}/${created.id}`, undefined, w.sessions.get('manager'))).status).toBe(204);
  });

  it('keeps organizations apart: another organization gets 404 for our feeds and cannot add one to our unit', async () => {
    const feed = await addFeed(1, '/mine.ics', airbnbFeed([]));
    const theirs = `${w.other.base}/channel-feeds`;
    expect((await w.call('GET', theirs, undefined, w.other.session)).json().data).toEqual([]);
    expect((await w.call('GET', `${theirs}/conflicts`, undefined, w.other.session)).json().data).toEqual([]);
    expect((await w.call('PUT', `${theirs}/${feed.id}`, { channel: 'other', label: 'x', url: 'https://example.com/x.ics' }, w.other.session)).status).toBe(404);
    expect((await w.call('POST', `${theirs}/${feed.id}/sync`, undefined, w.other.session)).status).toBe(404);
    expect((await w.call('DELETE', `${theirs}/${feed.id}`, undefined, w.other.session)).status).toBe(404);
    const onOurUnit = await w.call('POST', theirs, { unitId: w.units[1]!.id, channel: 'other', label: 'x', url: 'https://example.com/x.ics' }, w.other.session);
    expect(onOurUnit.json().error.fields).toEqual([expect.objectContaining({ field: 'unitId', reason: 'not_found' })]);
    // Our address with their session: not theirs to see.
    expect((await w.call('GET', feedsUrl(), undefined, w.other.session)).status).toBe(404);
    await w.call('DELETE', `${feedsUrl()}/${feed.id}`, undefined, w.session);
  });
});

describe('server-side request forgery', () => {
  it('refuses a private address when ICAL_ALLOW_PRIVATE_HOSTS is off', async () => {
    const strict = await createChannelFeedsWorld({});
    try {
      const url = strict.standIn.serve('/private.ics', { kind: 'calendar', body: airbnbFeed([{ uid: 'p1', from: '2026-05-01', to: '2026-05-02' }]) });
      const feed = (await strict.call('POST', `${strict.base}/channel-feeds`, { unitId: strict.units[0]!.id, channel: 'airbnb', label: 'Airbnb', url }, strict.session)).json();
      const synced = (await strict.call('POST', `${strict.base}/channel-feeds/${feed.id}/sync`, undefined, strict.session)).json();
      expect(synced).toMatchObject({ lastResult: 'failed', lastError: expect.stringContaining('private address'), lastErrorReason: 'private_address' });
      expect((await strict.call('POST', `${strict.base}/channel-feeds/test`, { url }, strict.session)).json()).toMatchObject({ ok: false, error: expect.stringContaining('private address') });
      expect(strict.standIn.requests).toEqual([]);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
