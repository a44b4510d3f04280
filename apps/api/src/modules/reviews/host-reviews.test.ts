import { ErrorEnvelope, HostReviewVisibility, ReviewDetail, ReviewListResponse } from '@direct/contracts';
import { createBookableProperty } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createStay, createStayListing, createStayTestApp, type Stay, type StayListing, type StayTestApp } from '../../testing/stays-world.ts';

// Reviews are plain text, and a host can take one off its public pages (and back).

let t: StayTestApp;
let listing: StayListing;
let hostToken: string;
let otherHostToken: string;

beforeAll(async () => {
  t = await createStayTestApp();
  listing = await createStayListing(t.db);
  await insertClient(t.db, { clientId: 'review-host', secret: 'host-secret', organizationId: listing.property.organizationId });
  hostToken = await requestToken(t.app, 'review-host', 'host-secret');
  const elsewhere = await createBookableProperty(t.db, { from: '2026-01-01', to: '2026-01-31', units: 1 });
  await insertClient(t.db, { clientId: 'other-host', secret: 'other-secret', organizationId: elsewhere.property.organizationId });
  otherHostToken = await requestToken(t.app, 'other-host', 'other-secret');
});
afterAll(() => t?.close());

const proof = (stay: Stay) => ({ booking_code: stay.code, access_token: stay.accessToken });
// Ended just before "today" (2026-03-10), so the stay can be reviewed and its link still works.
const pastStay = () => createStay(t, listing, { checkIn: '2026-03-06', checkOut: '2026-03-09' });

async function listed() {
  const response = await t.call('GET', `/apis/reviews?property=${listing.property.id}&brand_id=${listing.brand.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewListResponse.parse(response.json());
}

const asHost = (token: string | null, id: number, action: 'hide' | 'unhide') =>
  t.app.inject({ method: 'POST', url: `/apis/host/reviews/${id}/${action}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

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
    const review = ReviewDetail.parse(created.json());
    expect(review.title).toBe('Lovely flat');
    expect(review.text).toBe('We <3 it. The view is great; 2 < 3.');

    const edited = await t.call('PATCH', `/apis/reviews/${review.id}`, { ...proof(stay), text: '<p>Only <i>tags</i></p><!-- hidden -->' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ReviewDetail.parse(edited.json()).text).toBe('Only tags');
    const onlyMarkup = await t.call('PATCH', `/apis/reviews/${review.id}`, { ...proof(stay), title: '<br><hr/>' });
    expect(ReviewDetail.parse(onlyMarkup.json()).title).toBeNull();
  });
});

describe('POST /apis/host/reviews/{id}/hide and /unhide', () => {
  it('takes the review out of the public list and its counts, and brings it back', async () => {
    const stay = await pastStay();
    const created = ReviewDetail.parse((await t.call('POST', '/apis/reviews', { ...proof(stay), rating: 1, text: 'Bad' })).json());
    const before = await listed();
    expect(before.data.map((review) => review.id)).toContain(created.id);

    const hidden = await asHost(hostToken, created.id, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(HostReviewVisibility.parse(hidden.json())).toEqual({ id: created.id, hidden: true });
    const after = await listed();
    expect(after.data.map((review) => review.id)).not.toContain(created.id);
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(JSON.stringify(after.summary)).not.toBe(JSON.stringify(before.summary));
    expect((await t.call('GET', `/apis/reviews/${created.id}`)).statusCode).toBe(404);

    const shown = await asHost(hostToken, created.id, 'unhide');
    expect(HostReviewVisibility.parse(shown.json())).toEqual({ id: created.id, hidden: false });
    expect((await listed()).data.map((review) => review.id)).toContain(created.id);
  });

  it('is a 404 for another organization’s host, the site’s own client and an unknown review; 401 without a token', async () => {
    const stay = await pastStay();
    const created = ReviewDetail.parse((await t.call('POST', '/apis/reviews', { ...proof(stay), rating: 4 })).json());
    for (const response of [await asHost(otherHostToken, created.id, 'hide'), await t.call('POST', `/apis/host/reviews/${created.id}/hide`), await asHost(hostToken, 999_999, 'hide')]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
    }
    expect((await asHost(null, created.id, 'hide')).statusCode).toBe(401);
    expect((await listed()).data.map((review) => review.id)).toContain(created.id);
  });
});
