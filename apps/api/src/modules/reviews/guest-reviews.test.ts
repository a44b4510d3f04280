import { ErrorEnvelope, ReviewDetail, ReviewListResponse, BookingReview } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStay, createStayListing, createStayTestApp, type Stay, type StayListing, type StayTestApp } from '../../testing/stays-world.ts';

let t: StayTestApp;
let listing: StayListing;
// Today is 2026-03-10: a stay that ended, one ending today, one to come, and a cancelled one.
let past: Stay;
let endsToday: Stay;
let future: Stay;
let cancelled: Stay;
let other: Stay;
let unpaid: Stay;

beforeAll(async () => {
  t = await createStayTestApp();
  listing = await createStayListing(t.db);
  past = await createStay(t, listing, { checkIn: '2026-03-01', checkOut: '2026-03-05' });
  endsToday = await createStay(t, listing, { checkIn: '2026-03-06', checkOut: '2026-03-10', status: 'completed', firstName: 'Sanne', lastName: 'de Vries' });
  future = await createStay(t, listing, { checkIn: '2026-05-01', checkOut: '2026-05-04' });
  cancelled = await createStay(t, listing, { checkIn: '2026-02-20', checkOut: '2026-02-23', status: 'cancelled' });
  other = await createStay(t, listing, { checkIn: '2026-02-10', checkOut: '2026-02-14', firstName: 'Liam', lastName: 'O’Brien' });
  unpaid = await createStay(t, listing, { checkIn: '2026-06-01', checkOut: '2026-06-04', status: 'pending_payment' });
});
afterAll(() => t?.close());

const proof = (stay: Stay) => ({ booking_code: stay.code, access_token: stay.accessToken });

async function expectError(response: { statusCode: number; body: string; json: () => unknown }, status: number, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe(code);
  if (field) expect(envelope.error.fields.map((entry) => entry.field)).toContain(field);
  return envelope;
}

async function listed() {
  const response = await t.call('GET', `/apis/reviews?property=${listing.property.id}&brand_id=${listing.brand.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewListResponse.parse(response.json());
}

describe('POST /apis/reviews', () => {
  it('says "A rating is required", with every other problem at once', async () => {
    const envelope = await expectError(await t.call('POST', '/apis/reviews', { ...proof(past), title: 'x'.repeat(121) }), 400, 'validation_failed', 'rating');
    expect(envelope.error.fields).toContainEqual({ field: 'rating', message: 'A rating is required', reason: 'required' });
    expect(envelope.error.fields.map((entry) => entry.field)).toContain('title');
    await expectError(await t.call('POST', '/apis/reviews', { ...proof(past), rating: 6 }), 400, 'validation_failed', 'rating');
    await expectError(await t.call('POST', '/apis/reviews', { ...proof(past), rating: 2.5 }), 400, 'validation_failed', 'rating');
    await expectError(await t.call('POST', '/apis/reviews', { ...proof(past), rating: 4, text: 'y'.repeat(5001) }), 400, 'validation_failed', 'text');
    expect((await listed()).meta.total).toBe(0);
  });

  it('refuses a stay that has not ended, or was cancelled, with 409', async () => {
    const early = await expectError(await t.call('POST', '/apis/reviews', { ...proof(future), rating: 5 }), 409, 'conflict');
    expect(early.error.fields[0]?.reason).toBe('before_checkout');
    expect(early.error.message).toContain('2026-05-04');
    await expectError(await t.call('POST', '/apis/reviews', { ...proof(cancelled), rating: 5 }), 409, 'conflict');
  });

  it('answers 404 for a wrong or foreign token', async () => {
    await expectError(await t.call('POST', '/apis/reviews', { booking_code: past.code, access_token: other.accessToken, rating: 5 }), 404, 'not_found');
    await expectError(await t.call('POST', '/apis/reviews', { booking_code: 'NOPE-123', access_token: past.accessToken, rating: 5 }), 404, 'not_found');
  });

  it('publishes the review under "Maria S.", in the listing and the average', async () => {
    const response = await t.call('POST', '/apis/reviews', { ...proof(past), rating: 4, title: '  Lovely flat ', text: 'Great view.' });
    expect(response.statusCode, response.body).toBe(201);
    const review = ReviewDetail.parse(response.json());
    expect(review).toMatchObject({ rating: 4, title: 'Lovely flat', text: 'Great view.', authorName: 'Maria S.', stayedOn: '2026-03-01', language: 'de', canEdit: true, propertyId: listing.property.id });
    const first = await listed();
    expect(first.data.map((entry) => entry.id)).toEqual([review.id]);
    expect(first.summary).toMatchObject({ average: 4, count: 1 });

    // Reviews open on the check-out day itself.
    const second = await t.call('POST', '/apis/reviews', { ...proof(endsToday), rating: 1 });
    expect(second.statusCode, second.body).toBe(201);
    expect(ReviewDetail.parse(second.json()).authorName).toBe('Sanne V.');
    const both = await listed();
    expect(both.summary).toMatchObject({ average: 2.5, count: 2 });
    const card = (await t.call('GET', `/apis/properties/${listing.property.id}?brand_id=${listing.brand.id}`)).json() as { reviewAverage: number; reviewCount: number };
    expect([card.reviewAverage, card.reviewCount]).toEqual([2.5, 2]);
  });

  it('takes one review per stay: the second is a 409 pointing to edit', async () => {
    const envelope = await expectError(await t.call('POST', '/apis/reviews', { ...proof(past), rating: 2 }), 409, 'conflict');
    expect(envelope.error.fields[0]?.reason).toBe('already_reviewed');
    expect(envelope.error.message).toContain('PATCH /apis/reviews/{id}');
  });
});

describe('GET /apis/reviews/for_booking and /apis/reviews/{id}', () => {
  it('tells the review page what it may do', async () => {
    const state = async (stay: Stay) => {
      const response = await t.call('GET', `/apis/reviews/for_booking?booking_code=${stay.code}&access_token=${stay.accessToken}`);
      expect(response.statusCode, response.body).toBe(200);
      return BookingReview.parse(response.json());
    };
    const reviewed = await state(past);
    expect(reviewed.state).toBe('reviewed');
    expect(reviewed.review).toMatchObject({ rating: 4, canEdit: true });
    expect(reviewed.booking).toMatchObject({ code: past.code, authorName: 'Maria S.', brandId: listing.brand.id, checkOut: '2026-03-05' });
    expect((await state(future)).state).toBe('before_checkout');
    expect((await state(unpaid)).state).toBe('before_checkout');
    expect((await state(cancelled)).state).toBe('not_reviewable');
    expect(await state(other)).toMatchObject({ state: 'open', review: null, booking: { authorName: 'Liam O.' } });
    await expectError(await t.call('GET', `/apis/reviews/for_booking?booking_code=${past.code}&access_token=${other.accessToken}`), 404, 'not_found');
  });

  it('shows a review to anyone, editable only with its own stay’s token', async () => {
    const id = (await listed()).data.find((entry) => entry.authorName === 'Maria S.')!.id;
    const view = async (query: string) => ReviewDetail.parse((await t.call('GET', `/apis/reviews/${id}${query}`)).json());
    expect(await view('')).toMatchObject({ id, canEdit: false, authorName: 'Maria S.' });
    expect((await view(`?booking_code=${past.code}&access_token=${past.accessToken}`)).canEdit).toBe(true);
    expect((await view(`?booking_code=${other.code}&access_token=${other.accessToken}`)).canEdit).toBe(false);
    expect((await view(`?booking_code=${past.code}&access_token=${other.accessToken}`)).canEdit).toBe(false);
    await expectError(await t.call('GET', '/apis/reviews/999999'), 404, 'not_found');
    await expectError(await t.call('GET', '/apis/reviews/abc'), 400, 'validation_failed', 'id');
  });
});

describe('PATCH /apis/reviews/{id}', () => {
  it('lets the author edit, changing only what is sent', async () => {
    const id = (await listed()).data.find((entry) => entry.authorName === 'Maria S.')!.id;
    const response = await t.call('PATCH', `/apis/reviews/${id}`, { ...proof(past), rating: 5, text: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ReviewDetail.parse(response.json())).toMatchObject({ id, rating: 5, title: 'Lovely flat', text: null, canEdit: true });
    expect((await listed()).summary).toMatchObject({ average: 3, count: 2 });
    await expectError(await t.call('PATCH', `/apis/reviews/${id}`, { ...proof(past), rating: 0 }), 400, 'validation_failed', 'rating');
  });

  it('refuses everyone else: another stay’s token 403, a wrong token 404', async () => {
    const id = (await listed()).data.find((entry) => entry.authorName === 'Maria S.')!.id;
    await expectError(await t.call('PATCH', `/apis/reviews/${id}`, { ...proof(other), rating: 1 }), 403, 'forbidden');
    await expectError(await t.call('PATCH', `/apis/reviews/${id}`, { booking_code: past.code, access_token: other.accessToken, rating: 1 }), 404, 'not_found');
    await expectError(await t.call('PATCH', '/apis/reviews/999999', { ...proof(past), rating: 1 }), 404, 'not_found');
    expect(ReviewDetail.parse((await t.call('GET', `/apis/reviews/${id}`)).json()).rating).toBe(5);
  });

  it('stops with the link: 30 days after check-out the token no longer opens the stay', async () => {
    const id = (await listed()).data.find((entry) => entry.authorName === 'Maria S.')!.id;
    t.clock.now = new Date('2026-04-06T12:00:00Z');
    try {
      await expectError(await t.call('PATCH', `/apis/reviews/${id}`, { ...proof(past), rating: 1 }), 404, 'not_found');
    } finally {
      t.clock.now = new Date('2026-03-10T12:00:00Z');
    }
  });
});

describe('POST /apis/dev/past_stays', () => {
  it('is not there unless DEV_SURFACES is on (dev-surfaces.test.ts covers it on)', async () => {
    expect((await t.call('POST', '/apis/dev/past_stays', { brand_id: listing.brand.id })).statusCode).toBe(404);
  });
});
