import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airbnbFeed, bookingComFeed, googleFeed, startIcalFeedsStandIn } from '../../testing/stand-ins/ical-feeds-stand-in.ts';
import { fetchFeed, isPrivateAddress } from './feed-fetch.ts';
import { FeedParseError, parseFeed } from './feed-parse.ts';

const window = { propertyTimeZone: 'Europe/Lisbon', from: '2026-03-01', until: '2028-03-01' };

describe('parseFeed', () => {
  it("reads Airbnb's and Booking.com's all-day events as nights, check-out day free", () => {
    const airbnb = parseFeed(
      airbnbFeed([
        { uid: 'a1@airbnb.com', from: '2026-05-01', to: '2026-05-04' },
        { uid: 'a2@airbnb.com', from: '2026-06-10', to: '2026-06-12', summary: 'Airbnb (Not available)' },
      ]),
      window,
    );
    expect(airbnb).toEqual([
      { key: 'a1@airbnb.com', uid: 'a1@airbnb.com', summary: 'Reserved', startsOn: '2026-05-01', endsOn: '2026-05-04' },
      { key: 'a2@airbnb.com', uid: 'a2@airbnb.com', summary: 'Airbnb (Not available)', startsOn: '2026-06-10', endsOn: '2026-06-12' },
    ]);
    expect(parseFeed(bookingComFeed([{ uid: 'b1', from: '2026-07-01', to: '2026-07-02' }]), window)).toMatchObject([{ startsOn: '2026-07-01', endsOn: '2026-07-02', summary: 'CLOSED - Not available' }]);
  });

  it("turns Google's timed events into the nights they touch in the property's time zone; expands RRULE minus EXDATE; skips cancelled", () => {
    const events = parseFeed(
      googleFeed([
        // 22:00 in New York is 03:00 the next day in Lisbon (winter): the night of 11 March.
        'BEGIN:VEVENT', 'UID:ny@google.com', 'DTSTART;TZID=America/New_York:20270310T220000', 'DTEND;TZID=America/New_York:20270312T060000', 'SUMMARY:Owner', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:weekly@google.com', 'DTSTART;VALUE=DATE:20260406', 'DTEND;VALUE=DATE:20260407', 'RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE;VALUE=DATE:20260413', 'SUMMARY:Cleaning', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:gone@google.com', 'DTSTART;VALUE=DATE:20260501', 'DTEND;VALUE=DATE:20260503', 'STATUS:CANCELLED', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:utc@google.com', 'DTSTART:20260901T100000Z', 'DTEND:20260901T120000Z', 'END:VEVENT',
      ]),
      window,
    );
    expect(events.map(({ key, startsOn, endsOn }) => ({ key, startsOn, endsOn }))).toEqual([
      { key: 'weekly@google.com@2026-04-06', startsOn: '2026-04-06', endsOn: '2026-04-07' },
      { key: 'weekly@google.com@2026-04-20', startsOn: '2026-04-20', endsOn: '2026-04-21' },
      { key: 'utc@google.com', startsOn: '2026-09-01', endsOn: '2026-09-02' },
      { key: 'ny@google.com', startsOn: '2027-03-11', endsOn: '2027-03-12' },
    ]);
  });

  it('expands an endless rule only up to the horizon and drops what ended before today', () => {
    const feed = googleFeed(['BEGIN:VEVENT', 'UID:daily', 'DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250102', 'RRULE:FREQ=MONTHLY', 'END:VEVENT']);
    const events = parseFeed(feed, { propertyTimeZone: 'UTC', from: '2026-03-01', until: '2026-06-01' });
    expect(events.map((event) => event.startsOn)).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
  });

  it('refuses a malformed feed as a whole', () => {
    expect(() => parseFeed('<html>Sign in</html>', window)).toThrow(FeedParseError);
    expect(() => parseFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n', window)).toThrow(/no start/);
  });
});

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, unique-local, multicast and mapped addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fd00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('fetchFeed', () => {
  let standIn: Awaited<ReturnType<typeof startIcalFeedsStandIn>>;
  beforeAll(async () => {
    standIn = await startIcalFeedsStandIn();
  });
  afterAll(() => standIn.close());
  const allow = { allowPrivateHosts: true, timeoutMs: 1000, maxBytes: 64 * 1024 };

  it('fetches a feed and answers 304 as not modified when the ETag matches', async () => {
    const url = standIn.serve('/etag.ics', { kind: 'calendar', body: airbnbFeed([]), etag: '"v1"' });
    const first = await fetchFeed(url, { etag: null, lastModified: null }, allow);
    expect(first).toMatchObject({ kind: 'ok', etag: '"v1"' });
    expect(await fetchFeed(url, { etag: '"v1"', lastModified: null }, allow)).toEqual({ kind: 'not_modified' });
    expect(standIn.requests.at(-1)?.headers['if-none-match']).toBe('"v1"');
  });

  it('reports 404, slow, huge, redirect loops and private addresses; follows up to 3 redirects', async () => {
    expect(await fetchFeed(`${standIn.url}/missing.ics`, { etag: null, lastModified: null }, allow)).toMatchObject({ kind: 'failed', reason: 'http_status' });
    const slow = standIn.serve('/slow.ics', { kind: 'slow', afterMs: 5000, body: airbnbFeed([]) });
    expect(await fetchFeed(slow, { etag: null, lastModified: null }, { ...allow, timeoutMs: 200 })).toMatchObject({ kind: 'failed', reason: 'timeout' });
    const huge = standIn.serve('/huge.ics', { kind: 'huge', bytes: 1024 * 1024 });
    expect(await fetchFeed(huge, { etag: null, lastModified: null }, allow)).toMatchObject({ kind: 'failed', reason: 'too_large' });
    const loop = standIn.serve('/loop.ics', { kind: 'redirect', to: '/loop.ics' });
    expect(await fetchFeed(loop, { etag: null, lastModified: null }, allow)).toMatchObject({ kind: 'failed', reason: 'too_many_redirects' });
    standIn.serve('/final.ics', { kind: 'calendar', body: airbnbFeed([]) });
    standIn.serve('/hop2.ics', { kind: 'redirect', to: '/final.ics' });
    const hops = standIn.serve('/hop1.ics', { kind: 'redirect', to: '/hop2.ics' });
    expect(await fetchFeed(hops, { etag: null, lastModified: null }, allow)).toMatchObject({ kind: 'ok' });
    const url = standIn.serve('/private.ics', { kind: 'calendar', body: airbnbFeed([]) });
    const before = standIn.requests.length;
    expect(await fetchFeed(url, { etag: null, lastModified: null }, { allowPrivateHosts: false })).toMatchObject({ kind: 'failed', reason: 'private_address' });
    expect(await fetchFeed(url.replace('127.0.0.1', 'localhost'), { etag: null, lastModified: null }, { allowPrivateHosts: false })).toMatchObject({ kind: 'failed', reason: 'private_address' });
    expect(await fetchFeed('http://[::ffff:7f00:1]/x.ics', { etag: null, lastModified: null }, { allowPrivateHosts: false })).toMatchObject({ kind: 'failed', reason: 'private_address' });
    expect(await fetchFeed('file:///etc/passwd', { etag: null, lastModified: null }, allow)).toMatchObject({ kind: 'failed', reason: 'invalid_url' });
    // Nothing reached the stand-in: refused before connecting.
    expect(standIn.requests.length).toBe(before);
  });
});
