import { auditLog } from '@direct/db';
import { ErrorEnvelope, HostReview, HostReviewPage, HostReviewStats, ReviewDetail, ReviewListResponse } from '@direct/contracts';
import { createBookableProperty } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createStay, createStayListing, createStayTestApp, type Stay, type StayListing, type StayTestApp } from '../../testing/stays-world.ts';

// Reviews are plain text; the host lists its reviews, replies publicly, hides with a reason kept
// for itself only, and reads each property's average and distribution.

let t: StayTestApp;
let listing: StayListing;
let hostToken: string;
let readerToken: string;
let otherHostToken: string;
let otherOrganizationId: number;

beforeAll(async () => {
  t = await createStayTestApp();
  listing = await createStayListing(t.db);
  const organizationId = listing.property.organizationId;
  await insertClient(t.db, { clientId: 'review-host', secret: 'host-secret', organizationId, scopes: ['bookings:read', 'messages:write'] });
  hostToken = await requestToken(t.app, 'review-host', 'host-secret');
  await insertClient(t.db, { clientId: 'review-reader', secret: 'reader-secret', organizationId, scopes: ['bookings:read'] });
  readerToken = await requestToken(t.app, 'review-reader', 'reader-secret');
  const elsewhere = await createBookableProperty(t.db, { from: '2026-01-01', to: '2026-01-31', units: 1 });
  otherOrganizationId = elsewhere.property.organizationId;
  await insertClient(t.db, { clientId: 'other-host', secret: 'other-secret', organizationId: otherOrganizationId, scopes: ['bookings:read', 'messages:write'] });
  otherHostToken = await requestToken(t.app, 'other-host', 'other-secret');
});
afterAll(() => t?.close());

const proof = (stay: Stay) => ({ booking_code: stay.code, access_token: stay.accessToken });
// Ended before "today" (2026-03-10) and within the link's 30 days, so the stay can be reviewed.
// The four units rotate; each round of four takes the next two nights, so no stays overlap.
let stays = 0;
function pastStay() {
  const start = new Date(Date.UTC(2026, 1, 8 + 2 * Math.floor(stays++ / 4)));
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return createStay(t, listing, { checkIn: day(0), checkOut: day(2) });
}
const base = () => `/apis/host/organizations/${listing.property.organizationId}/reviews`;

async function review(rating: number, text = 'Nice'): Promise<ReviewDetail> {
  const created = await t.call('POST', '/apis/reviews', { ...proof(await pastStay()), rating, text });
  expect(created.statusCode, created.body).toBe(201);
  return ReviewDetail.parse(created.json());
}

async function listed() {
  const response = await t.call('GET', `/apis/reviews?property=${listing.property.id}&brand_id=${listing.brand.id}&limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewListResponse.parse(response.json());
}

const host = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = hostToken) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('review text is plain text', () => {
  it('removes markup at write and at edit, and keeps the words and a lone "<3"', async () => {
    const stay = await pastStay();
    const created = await t.call('POST', '/apis/reviews', {
      ...proof(stay),
      rating: 5,
      title: '<img src=x onerror=alert(1)>Lovely <b>flat</b>',
      text: 'We <3 it.<script>alert(document.cookie)</script> The <a href="javascript:alert(1)">view</a> is great; 2 < 3.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = ReviewDetail.parse(created.json());
    expect(detail.title).toBe('Lovely flat');
    expect(detail.text).toBe('We <3 it. The view is great; 2 < 3.');

    const edited = await t.call('PATCH', `/apis/reviews/${detail.id}`, { ...proof(stay), text: '<p>Only <i>tags</i></p><!-- hidden -->' });
    expect(ReviewDetail.parse(edited.json()).text).toBe('Only tags');
  });
});

describe('hide and unhide with a reason', () => {
  it('takes the review out of the public list and its counts, keeps it and its reason for the host, and brings it back', async () => {
    const created = await review(1, 'Bad');
    const before = await listed();
    expect(before.data.map((r) => r.id)).toContain(created.id);

    const hidden = await host('POST', `${base()}/${created.id}/hide`, { reason: 'Insults the cleaner by name' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(HostReview.parse(hidden.json())).toMatchObject({ id: created.id, status: 'hidden', hiddenReason: 'Insults the cleaner by name' });
    const after = await listed();
    expect(after.data.map((r) => r.id)).not.toContain(created.id);
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(JSON.stringify(after)).not.toContain('Insults the cleaner');
    expect((await t.call('GET', `/apis/reviews/${created.id}`)).statusCode).toBe(404);

    const inList = HostReviewPage.parse((await host('GET', `${base()}?status=hidden`)).json());
    expect(inList.data.find((r) => r.id === created.id)?.hiddenReason).toBe('Insults the cleaner by name');

    const shown = await host('POST', `${base()}/${created.id}/unhide`);
    expect(HostReview.parse(shown.json())).toMatchObject({ status: 'published', hiddenReason: null });
    expect((await listed()).data.map((r) => r.id)).toContain(created.id);

    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['review.hide', 'review.unhide']);
  });

  it('needs a reason', async () => {
    const created = await review(2);
    const response = await host('POST', `${base()}/${created.id}/hide`, { reason: '   ' });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).error.fields[0]?.field).toBe('reason');
  });
});

describe('the public reply', () => {
  it('shows under the review on the property’s reviews, can be edited and removed', async () => {
    const created = await review(4, 'Great view');
    const replied = await host('PUT', `${base()}/${created.id}/reply`, { text: 'Thank you, <b>Maria</b>!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(HostReview.parse(replied.json()).reply?.text).toBe('Thank you, Maria!');
    expect((await listed()).data.find((r) => r.id === created.id)?.hostReply?.text).toBe('Thank you, Maria!');

    await host('PUT', `${base()}/${created.id}/reply`, { text: 'Thank you, come again.' });
    expect((await listed()).data.find((r) => r.id === created.id)?.hostReply?.text).toBe('Thank you, come again.');
    expect(HostReviewPage.parse((await host('GET', `${base()}?replied=true&limit=100`)).json()).data.map((r) => r.id)).toContain(created.id);

    const removed = await host('DELETE', `${base()}/${created.id}/reply`);
    expect(HostReview.parse(removed.json()).reply).toBeNull();
    expect((await listed()).data.find((r) => r.id === created.id)?.hostReply).toBeNull();
    expect(HostReviewPage.parse((await host('GET', `${base()}?replied=false&limit=100`)).json()).data.map((r) => r.id)).toContain(created.id);
  });

  it('refuses an empty reply and a reader without messages:write', async () => {
    const created = await review(3);
    expect((await host('PUT', `${base()}/${created.id}/reply`, { text: '' })).statusCode).toBe(400);
    expect((await host('PUT', `${base()}/${created.id}/reply`, { text: '<br>' })).statusCode).toBe(400);
    const long = await host('PUT', `${base()}/${created.id}/reply`, { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(long.json()).error.fields[0]?.field).toBe('text');
    expect((await host('PUT', `${base()}/${created.id}/reply`, { text: 'Hi' }, readerToken)).statusCode).toBe(403);
    expect((await host('GET', base(), undefined, readerToken)).statusCode).toBe(200);
  });
});

describe('list filters, sort and stats', () => {
  it('filters by rating, property and status, sorts by rating, and counts per property', async () => {
    const low = await review(1);
    const high = await review(5);
    const onlyFives = HostReviewPage.parse((await host('GET', `${base()}?rating=5&limit=100`)).json());
    expect(onlyFives.data.every((r) => r.rating === 5)).toBe(true);
    expect(onlyFives.data.map((r) => r.id)).toContain(high.id);
    const byProperty = HostReviewPage.parse((await host('GET', `${base()}?property=${listing.property.id}&sort=rating&limit=100`)).json());
    expect(byProperty.data[0]?.rating).toBe(1);
    expect(byProperty.data.map((r) => r.id)).toContain(low.id);
    const paged = HostReviewPage.parse((await host('GET', `${base()}?limit=2&page=2`)).json());
    expect(paged.meta).toMatchObject({ page: 2, limit: 2 });
    expect(paged.meta.total).toBe(byProperty.meta.total);
    expect((await host('GET', `${base()}?rating=6`)).statusCode).toBe(400);

    const stats = HostReviewStats.parse((await host('GET', `${base()}/stats`)).json());
    const mine = stats.data.find((s) => s.propertyId === listing.property.id)!;
    const published = (await listed()).summary;
    expect(mine.summary).toEqual(published);
    expect(mine.summary.distribution['5']).toBeGreaterThan(0);
  });
});

describe('tenant isolation', () => {
  it('another organization’s client sees none of these reviews and changes nothing; without a token 401', async () => {
    const created = await review(4);
    const foreign = (path: string) => `/apis/host/organizations/${listing.property.organizationId}${path}`;
    expect((await host('GET', foreign('/reviews'), undefined, otherHostToken)).statusCode).toBe(404);
    const ownBase = `/apis/host/organizations/${otherOrganizationId}/reviews`;
    expect(HostReviewPage.parse((await host('GET', ownBase, undefined, otherHostToken)).json()).data).toEqual([]);
    for (const response of [
      await host('POST', `${ownBase}/${created.id}/hide`, { reason: 'Spam' }, otherHostToken),
      await host('PUT', `${ownBase}/${created.id}/reply`, { text: 'Hi' }, otherHostToken),
      await host('DELETE', `${ownBase}/${created.id}/reply`, undefined, otherHostToken),
      await host('POST', `${base()}/999999/hide`, { reason: 'Spam' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
    }
    expect((await host('GET', base(), undefined, null)).statusCode).toBe(401);
    const still = (await listed()).data.find((r) => r.id === created.id);
    expect(still?.hostReply).toBeNull();
  });
});
