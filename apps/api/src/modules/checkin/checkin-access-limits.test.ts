import { ErrorEnvelope } from '@direct/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ApiInstance } from '../../app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import type { Listing } from '../../testing/bookings-world.ts';
import { checkinAccessPolicy, clientKeyOf } from './access-limiter.ts';
import { confirmed, createCheckinTestApp, createCountryListing, type CheckinTestApp, type Reserved } from '../../testing/checkin-world.ts';

// Brute force on check-in access (booking code + email): per client and per code, with growing
// locks, on the service's clock (no sleeps). The website's visitors are told apart by the address
// it forwards; nobody else can choose the address they are counted under.

let t: CheckinTestApp;
let listing: Listing;
let website: string;
let otherClient: string;
let first: Reserved;
let second: Reserved;
let third: Reserved;
const capSeconds = checkinAccessPolicy.maxLockMs / 1000;

beforeAll(async () => {
  t = await createCheckinTestApp();
  listing = await createCountryListing(t, null);
  await insertClient(t.db, { clientId: t.config.webClientId, secret: 'website-secret' });
  await insertClient(t.db, { clientId: 'another-platform-client', secret: 'another-secret' });
  website = await requestToken(t.app, t.config.webClientId, 'website-secret');
  otherClient = await requestToken(t.app, 'another-platform-client', 'another-secret');
  first = await confirmed(t, listing, { check_in: '2026-04-01', check_out: '2026-04-03' });
  second = await confirmed(t, listing, { check_in: '2026-04-05', check_out: '2026-04-07' });
  third = await confirmed(t, listing, { check_in: '2026-04-09', check_out: '2026-04-11' });
  // Three bookings through the API: slow on a loaded machine.
}, 180_000);
afterAll(() => t?.close());

type Body = { booking_code: string; email: string };
const wrong = (code: string): Body => ({ booking_code: code, email: 'guess@example.test' });
const right = (held: Reserved): Body => ({ booking_code: held.bookingCode, email: 'ana@example.test' });

const access = (token: string, body: Body, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', app: ApiInstance = t.app) =>
  app.inject({ method: 'POST', url: '/apis/checkin/access', headers: { authorization: `Bearer ${token}`, ...headers }, payload: body, remoteAddress });
const viaSite = (visitor: string, body: Body) => access(website, body, { 'x-direct-client-address': visitor });
const advance = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

function retryAfter(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(429);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('rate_limited');
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
  expect(envelope.error.message).toContain(`${seconds} seconds`);
  return seconds;
}

// Dozens of requests per test: room for a loaded machine.
describe('check-in access limits', { timeout: 120_000 }, () => {
  it('stops one visitor guessing across many codes, without locking out another visitor', async () => {
    t.clock.now = new Date('2026-03-11T08:00:00Z');
    const statuses: number[] = [];
    const waits: number[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      const response = await viaSite('198.51.100.7', wrong(`XA-${guess}`));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) waits.push(retryAfter(response));
    }
    // Five free failures; the sixth locks the visitor for 30 seconds.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429, 429, 429, 429, 429]);
    expect(waits.every((seconds) => seconds === 30)).toBe(true);
    // The right email on another code from the same visitor waits too: guessing across codes is stopped.
    expect(retryAfter(await viaSite('198.51.100.7', right(second)))).toBe(30);

    // Another visitor of the same site gets in at once.
    const other = await viaSite('198.51.100.8', right(first));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ bookingCode: first.bookingCode, accessToken: first.accessToken });

    // The lock doubles with each further failure.
    advance(30);
    expect((await viaSite('198.51.100.7', wrong('XA-12'))).statusCode).toBe(404);
    expect(retryAfter(await viaSite('198.51.100.7', wrong('XA-13')))).toBe(60);
  });

  it('delays the real guest behind many clients’ guesses on their code by at most the cap, then lets them in', async () => {
    t.clock.now = new Date('2026-03-12T08:00:00Z');
    const waits: number[] = [];
    let failures = 0;
    // Guessers from ever new addresses (so only the code's count can stop them).
    for (let guess = 0; guess < 40 && failures < 14; guess += 1) {
      const response = await viaSite(`203.0.113.${guess + 1}`, { booking_code: second.bookingCode.toLowerCase(), email: `guess${guess}@example.test` });
      if (response.statusCode === 404) failures += 1;
      else {
        const seconds = retryAfter(response);
        waits.push(seconds);
        advance(seconds);
      }
    }
    expect(failures).toBe(14);
    expect(waits).toEqual([30, 60, 120, 240, 480, capSeconds, capSeconds, capSeconds]);
    // The last failure locked the code again: the guest, from their own address, waits at most the cap.
    const delayed = retryAfter(await viaSite('192.0.2.10', right(second)));
    expect(delayed).toBeLessThanOrEqual(capSeconds);
    advance(delayed);
    const allowed = await viaSite('192.0.2.10', right(second));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('counts a client that is not the website under its own address, whatever addresses it sends', async () => {
    t.clock.now = new Date('2026-03-13T08:00:00Z');
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess += 1) {
      const spoofed = { 'x-forwarded-for': `10.1.${guess}.1`, 'x-direct-client-address': `10.2.${guess}.1` };
      statuses.push((await access(otherClient, wrong(`XC-${guess}`), spoofed, '192.0.2.50')).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true);

    // The website with a header that is not an address is counted under its own address too.
    const garbled: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      garbled.push((await access(website, wrong(`XD-${guess}`), { 'x-direct-client-address': '203.0.113.1, 10.0.0.1' }, '192.0.2.60')).statusCode);
    }
    expect(garbled).toEqual([404, 404, 404, 404, 404, 404, 429]);
    // Its visitors are still told apart.
    expect((await access(website, wrong('XD-7'), { 'x-direct-client-address': '203.0.113.99' }, '192.0.2.60')).statusCode).toBe(404);
  });

  it('clears a client’s count when it gets in', async () => {
    t.clock.now = new Date('2026-03-14T08:00:00Z');
    for (let guess = 0; guess < 5; guess += 1) expect((await viaSite('198.51.100.20', wrong(`XE-${guess}`))).statusCode).toBe(404);
    expect((await viaSite('198.51.100.20', right(third))).statusCode).toBe(200);
    const after: number[] = [];
    for (let guess = 5; guess < 12; guess += 1) after.push((await viaSite('198.51.100.20', wrong(`XE-${guess}`))).statusCode);
    expect(after).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });

  it('lets no more than the free guesses through when they arrive all at once', async () => {
    t.clock.now = new Date('2026-03-15T08:00:00Z');
    const burst = await Promise.all(Array.from({ length: 20 }, (_, guess) => viaSite('198.51.100.30', wrong(`XF-${guess}`))));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(checkinAccessPolicy.freeAttempts + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checkinAccessPolicy.freeAttempts - 1);
  });

  it('shares the counts between API processes on one database', async () => {
    t.clock.now = new Date('2026-03-16T08:00:00Z');
    const secondProcess = await buildApp({ config: t.config, db: t.db, now: () => t.clock.now });
    try {
      for (let guess = 0; guess < 6; guess += 1) {
        const app = guess % 2 === 0 ? t.app : secondProcess;
        expect((await access(website, wrong(`XG-${guess}`), { 'x-direct-client-address': '198.51.100.40' }, '127.0.0.1', app)).statusCode).toBe(404);
      }
      retryAfter(await access(website, wrong('XG-6'), { 'x-direct-client-address': '198.51.100.40' }, '127.0.0.1', secondProcess));
    } finally {
      await secondProcess.close();
    }
  });
});

describe('clientKeyOf', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKeyOf('203.0.113.5')).toBe('client:203.0.113.5');
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('client:2001:db8:1:2::/64');
    expect(clientKeyOf('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('client:2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('client:2001:db8:0:0::/64');
    expect(clientKeyOf('::ffff:198.51.100.1')).toBe('client:198.51.100.1');
    expect(clientKeyOf('fe80::1%eth0')).toBe('client:fe80:0:0:0::/64');
  });
});
