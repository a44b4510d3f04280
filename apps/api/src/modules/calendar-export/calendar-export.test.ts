import { auditLog } from '@direct/db';
import { createAllocation } from '@direct/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// Calendars out: each unit's and unit type's feed parsed back with ical.js (valid iCalendar, the
// nights as all-day events, no guest data), a paid direct booking in the feed at once, ETag and
// 304, rotation (the old address dies at once), and who may see and rotate the addresses.

type Feed = { subject: 'unit' | 'unit_type'; id: number; name: string; url: string; rotatedAt: string | null };

let w: ChangesWorld;
let single: HostListing;
let pair: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  single = await w.host({ units: 1 });
  pair = await w.host({ units: 2 });
}, 180_000);
afterAll(() => w?.t.close());

const feedsPath = (h: HostListing) => `/apis/host/organizations/${h.organizationId}/calendar-feeds`;
const feedsOf = async (h: HostListing, session = h.owner): Promise<Feed[]> => {
  const answer = await w.call('GET', feedsPath(h), undefined, session);
  expect(answer.status, JSON.stringify(answer.json())).toBe(200);
  return answer.json().data;
};
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) => w.t.app.inject({ method: 'GET', url: pathOf(url), headers });

type Event = { uid: string; summary: string; start: string; end: string; allDay: boolean; stamp: string };
function eventsIn(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
}

describe('the feeds', () => {
  it('lists a feed per unit type and per unit, at stable secret addresses', async () => {
    const feeds = await feedsOf(pair);
    expect(feeds.map((feed) => feed.subject).sort()).toEqual(['unit', 'unit', 'unit_type']);
    for (const feed of feeds) expect(feed.url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/apis\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(new Set(feeds.map((feed) => feed.url)).size).toBe(3);
    expect((await feedsOf(pair)).map((feed) => feed.url).sort()).toEqual(feeds.map((feed) => feed.url).sort());
  });

  it('shows a direct booking as soon as it is held and still after payment, with no guest data', async () => {
    const [unitFeed] = (await feedsOf(single)).filter((feed) => feed.subject === 'unit');
    const typeFeed = (await feedsOf(single)).find((feed) => feed.subject === 'unit_type')!;
    expect(eventsIn((await fetchFeed(unitFeed!.url)).body)).toEqual([]);

    const held = await reserve(w.t, single.listing, { check_in: '2026-05-01', check_out: '2026-05-04' });
    const whileHeld = eventsIn((await fetchFeed(unitFeed!.url)).body);
    expect(whileHeld).toHaveLength(1);
    await payByCard(w.t, held);

    const answer = await fetchFeed(unitFeed!.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
    const [event] = eventsIn(answer.body);
    // All-day nights, check-out day exclusive, the same UID as while it was held.
    expect(event).toMatchObject({ summary: 'Reserved', start: '2026-05-01', end: '2026-05-04', allDay: true, uid: whileHeld[0]!.uid });
    expect(event!.stamp).toMatch(/^2026-03-10T/);
    for (const secret of ['Ana', 'Silva', 'ana@example.test', '912', held.bookingCode]) expect(answer.body).not.toContain(secret);
    // The only unit of its type is taken: the type's feed says so too.
    expect(eventsIn((await fetchFeed(typeFeed.url)).body)).toEqual([expect.objectContaining({ start: '2026-05-01', end: '2026-05-04', summary: 'Not available' })]);
  });

  it('answers 304 for an unchanged feed and a new ETag once something changes', async () => {
    const unitFeed = (await feedsOf(single)).find((feed) => feed.subject === 'unit')!;
    const first = await fetchFeed(unitFeed.url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(unitFeed.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createAllocation(w.t.db, { unit: single.listing.units[0]!, startsOn: '2026-06-10', endsOn: '2026-06-12', kind: 'block', blockReason: 'owner_stay', note: 'Our family' });
    const changed = await fetchFeed(unitFeed.url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).not.toContain('Our family');
    expect(eventsIn(changed.body).map((event) => [event.summary, event.start, event.end])).toContainEqual(['Not available', '2026-06-10', '2026-06-12']);
  });

  it('shows a unit type’s night busy only when every unit is taken', async () => {
    const [a, b] = pair.listing.units;
    await createAllocation(w.t.db, { unit: a!, startsOn: '2026-07-01', endsOn: '2026-07-05', kind: 'block', blockReason: 'maintenance' });
    await createAllocation(w.t.db, { unit: b!, startsOn: '2026-07-03', endsOn: '2026-07-08', kind: 'block', blockReason: 'maintenance' });
    await createAllocation(w.t.db, { unit: b!, startsOn: '2026-07-10', endsOn: '2026-07-12', kind: 'block', blockReason: 'maintenance' });
    const feeds = await feedsOf(pair);
    const typeEvents = eventsIn((await fetchFeed(feeds.find((feed) => feed.subject === 'unit_type')!.url)).body);
    expect(typeEvents.map((event) => [event.start, event.end])).toEqual([['2026-07-03', '2026-07-05']]);
    const unitA = feeds.find((feed) => feed.subject === 'unit' && feed.id === a!.id)!;
    expect(eventsIn((await fetchFeed(unitA.url)).body).map((event) => [event.start, event.end])).toEqual([['2026-07-01', '2026-07-05']]);
  });

  it('never sends back nights imported from a channel’s calendar', async () => {
    // The calendar-sync side marks its blocks with block_reason 'channel' (added here when this
    // test database's schema doesn't have it yet; its own database, nobody else's).
    await w.t.db.execute(sql`alter type block_reason add value if not exists 'channel'`);
    const unit = single.listing.units[0]!;
    await w.t.db.execute(sql`insert into unit_allocations (organization_id, unit_id, kind, starts_on, ends_on, block_reason) values (${unit.organizationId}, ${unit.id}, 'block', '2026-08-01', '2026-08-05', 'channel')`);
    await createAllocation(w.t.db, { unit, startsOn: '2026-08-10', endsOn: '2026-08-12', kind: 'block', blockReason: 'other' });
    const feeds = await feedsOf(single);
    for (const feed of feeds) {
      const nights = eventsIn((await fetchFeed(feed.url)).body).map((event) => event.start);
      expect(nights).not.toContain('2026-08-01');
      expect(nights).toContain('2026-08-10');
    }
  });

  it('is 404 at an unknown address and 400 for a name that is not a feed', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: '/apis/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: '/apis/ical/nope.txt' })).statusCode).toBe(400);
  });
});

describe('rotating an address', () => {
  it('kills the old address at once, serves the new one, and is audited', async () => {
    const before = (await feedsOf(pair)).find((feed) => feed.subject === 'unit')!;
    const rotated = await w.call('POST', `${feedsPath(pair)}/rotate`, { subject: 'unit', id: before.id }, pair.owner);
    expect(rotated.status, JSON.stringify(rotated.json())).toBe(200);
    expect(rotated.json()).toMatchObject({ subject: 'unit', id: before.id });
    expect(rotated.json().url).not.toBe(before.url);
    expect(rotated.json().rotatedAt).not.toBeNull();
    expect((await fetchFeed(before.url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.json().url)).statusCode).toBe(200);
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, pair.organizationId), eq(auditLog.action, 'calendar_feed.rotated')));
    expect(audit).toEqual([expect.objectContaining({ entityType: 'unit', entityId: String(before.id) })]);
  });

  it('lets managers rotate, the front desk only read, housekeeping and accountants neither', async () => {
    const typeFeed = (await feedsOf(pair)).find((feed) => feed.subject === 'unit_type')!;
    const rotate = (session: string) => w.call('POST', `${feedsPath(pair)}/rotate`, { subject: 'unit_type', id: typeFeed.id }, session);
    const expected = { manager: [200, 200], front_desk: [200, 403], housekeeping: [403, 403], accountant: [403, 403] } as const;
    for (const [role, [list, write]] of Object.entries(expected)) {
      const session = await pair.join(role as keyof typeof expected);
      expect([role, (await w.call('GET', feedsPath(pair), undefined, session)).status]).toEqual([role, list]);
      expect([role, (await rotate(session)).status]).toEqual([role, write]);
    }
  });

  it('keeps organizations apart: another host’s feeds and units are not found', async () => {
    expect((await w.call('GET', feedsPath(pair), undefined, single.owner)).status).toBe(404);
    expect((await w.call('POST', `${feedsPath(pair)}/rotate`, { subject: 'unit', id: pair.listing.units[0]!.id }, single.owner)).status).toBe(404);
    // Through the host's own organization, another's unit is simply not there.
    const foreign = await w.call('POST', `${feedsPath(single)}/rotate`, { subject: 'unit', id: pair.listing.units[0]!.id }, single.owner);
    expect(foreign.status).toBe(404);
    expect((await feedsOf(single)).every((feed) => !pair.listing.units.some((unit) => unit.id === feed.id && feed.subject === 'unit'))).toBe(true);
  });
});
