import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server standing in for the channels' calendar exports in tests: feeds shaped like
// Airbnb's, Booking.com's and Google's, plus broken ones (malformed, huge, slow, redirect loop,
// 304, 404). A test sets a path's feed with `serve` and reads the requests it got.

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const compact = (date: string) => date.replaceAll('-', '');

export type FeedStay = { uid: string; from: string; to: string; summary?: string };

// Airbnb: all-day events, "Reserved" for a guest's stay, "Airbnb (Not available)" for a blocked night.
export function airbnbFeed(stays: FeedStay[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...stays.flatMap((stay) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20260301T120000Z',
      `DTSTART;VALUE=DATE:${compact(stay.from)}`,
      `DTEND;VALUE=DATE:${compact(stay.to)}`,
      `SUMMARY:${stay.summary ?? 'Reserved'}`,
      `UID:${stay.uid}`,
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC\\nPhone Number (Last 4 Digits): 1234',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

// Booking.com: all-day events named "CLOSED - Not available", no description.
export function bookingComFeed(stays: FeedStay[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking.com//Booking.com Calendar//EN',
    'METHOD:PUBLISH',
    ...stays.flatMap((stay) => [
      'BEGIN:VEVENT',
      `UID:${stay.uid}`,
      'DTSTAMP:20260301T120000Z',
      `DTSTART;VALUE=DATE:${compact(stay.from)}`,
      `DTEND;VALUE=DATE:${compact(stay.to)}`,
      `SUMMARY:${stay.summary ?? 'CLOSED - Not available'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

// Google Calendar: timed events with TZID and a VTIMEZONE, a weekly recurrence with an EXDATE, a
// cancelled event.
export function googleFeed(events: string[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'X-WR-TIMEZONE:Europe/Lisbon',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
  ]);
}

export type StandInFeed =
  | { kind: 'calendar'; body: string; etag?: string }
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; to: string }
  | { kind: 'slow'; afterMs: number; body: string }
  | { kind: 'huge'; bytes: number };

export type FeedRequest = { path: string; headers: IncomingMessage['headers'] };

export async function startIcalFeedsStandIn() {
  const feeds = new Map<string, StandInFeed>();
  const requests: FeedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = (incoming.url ?? '/').split('?')[0]!;
    requests.push({ path, headers: incoming.headers });
    const feed = feeds.get(path);
    if (!feed) return outgoing.writeHead(404).end('not found');
    switch (feed.kind) {
      case 'calendar': {
        if (feed.etag && incoming.headers['if-none-match'] === feed.etag) return outgoing.writeHead(304).end();
        return outgoing.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(feed.etag ? { etag: feed.etag } : {}) }).end(feed.body);
      }
      case 'status':
        return outgoing.writeHead(feed.status).end();
      case 'redirect':
        return outgoing.writeHead(302, { location: feed.to }).end();
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!outgoing.destroyed) outgoing.writeHead(200, { 'content-type': 'text/calendar' }).end(feed.body);
        }, feed.afterMs);
        timers.add(timer);
        return;
      }
      case 'huge': {
        // No content-length: the limit must hold while the body streams.
        outgoing.writeHead(200, { 'content-type': 'text/calendar' });
        const line = `${'X-FILLER:'.padEnd(1023, 'x')}\n`;
        let sent = 0;
        const write = () => {
          while (sent < feed.bytes) {
            sent += line.length;
            if (!outgoing.write(line)) return outgoing.once('drain', write);
          }
          outgoing.end();
        };
        write();
        return;
      }
    }
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    serve(path: string, feed: StandInFeed) {
      feeds.set(path, feed);
      return `${url}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
