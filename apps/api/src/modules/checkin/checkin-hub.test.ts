import { CheckinHub } from '@direct/contracts';
import { bookings } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../testing/bookings-world.ts';
import { confirmed, createCheckinTestApp, createCountryListing, hubUrl, reserve, setRequiredSteps, type CheckinTestApp } from '../../testing/checkin-world.ts';

let t: CheckinTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await createCheckinTestApp();
  listing = await createCountryListing(t, null);
});
afterAll(() => t?.close());

const hub = async (url: string) => {
  const response = await t.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return CheckinHub.parse(response.json());
};

describe('check-in hub', () => {
  it('lists the default steps (no settings) in order with their pages; payment done after paying', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-04-01', check_out: '2026-04-03' });
    const answer = await hub(hubUrl(held));
    const token = encodeURIComponent(held.accessToken);
    expect(answer.booking).toMatchObject({ code: held.bookingCode, status: 'confirmed', bookerName: 'Ana Silva', adults: 2, children: 0, checkIn: '2026-04-01' });
    expect(answer.steps).toEqual([
      { step: 'general_info', state: 'pending', path: `/booking/confirm-booking-first/${held.bookingCode}?access=${token}`, completedAt: null },
      { step: 'guest_info', state: 'pending', path: `/booking/confirm-booking-second/${held.bookingCode}/${token}`, completedAt: null },
      { step: 'payment', state: 'completed', path: `/payment/booking_payment_terminal/${held.bookingCode}/${token}`, completedAt: expect.any(String) },
    ]);
    expect(answer).toMatchObject({ nextStep: 'general_info', checkinReady: false, checkinReadyAt: null, finishPath: `/booking-confirmation-success?booking=${held.bookingCode}` });
    expect(answer.hubPath).toBe(`/booking/checkin/${held.bookingCode}/${token}`);
  });

  it('follows the property’s required steps, in the spec’s order, and is ready when all are done (cleared on reopen)', async () => {
    const other = await createCountryListing(t, null);
    await setRequiredSteps(t, other, ['security_deposit', 'payment', 'terms', 'identity', 'guest_info', 'general_info']);
    const held = await confirmed(t, other, { check_in: '2026-04-10', check_out: '2026-04-12' });
    const answer = await hub(hubUrl(held));
    expect(answer.steps.map((step) => step.step)).toEqual(['general_info', 'guest_info', 'terms', 'identity', 'payment', 'security_deposit']);
    expect(answer.steps.find((step) => step.step === 'terms')?.path).toBe(`/agreement/${held.bookingCode}?access=${encodeURIComponent(held.accessToken)}`);
    expect(answer.steps.find((step) => step.step === 'identity')?.path).toBe(`/booking/identity/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`);
    expect(answer.steps.find((step) => step.step === 'security_deposit')?.path).toBe(`/deposit/booking_deposit_terminal/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`);

    await setRequiredSteps(t, other, ['terms', 'payment']);
    const progress = t.services.checkin.progress;
    await progress.complete(other.organization.id, held.bookingId, 'terms');
    await progress.complete(other.organization.id, held.bookingId, 'terms');
    const ready = await hub(hubUrl(held));
    expect(ready).toMatchObject({ checkinReady: true, nextStep: null, checkinReadyAt: expect.any(String) });
    const [row] = await t.db.select({ readyAt: bookings.checkinReadyAt }).from(bookings).where(eq(bookings.id, held.bookingId));
    expect(row?.readyAt).toBeInstanceOf(Date);

    await progress.reopen(other.organization.id, held.bookingId, 'terms');
    expect(await hub(hubUrl(held))).toMatchObject({ checkinReady: false, checkinReadyAt: null });
    const [after] = await t.db.select({ readyAt: bookings.checkinReadyAt }).from(bookings).where(eq(bookings.id, held.bookingId));
    expect(after?.readyAt).toBeNull();
  });

  it('answers 404 for a wrong token or another booking’s token, 409 before payment, 410 when cancelled', async () => {
    const mine = await confirmed(t, listing, { check_in: '2026-04-20', check_out: '2026-04-22' });
    const theirs = await confirmed(t, listing, { check_in: '2026-04-23', check_out: '2026-04-25' });
    expect((await t.get(hubUrl(mine, `${mine.accessToken.slice(0, -2)}xx`))).statusCode).toBe(404);
    expect((await t.get(hubUrl(mine, theirs.accessToken))).statusCode).toBe(404);
    expect((await t.get(`/apis/checkin/NOPE-123/${encodeURIComponent(mine.accessToken)}`)).json().error.code).toBe('not_found');

    const pending = await reserve(t, listing, { check_in: '2026-04-26', check_out: '2026-04-28' });
    expect((await t.get(hubUrl(pending))).json().error.code).toBe('conflict');
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, theirs.bookingId));
    expect((await t.get(hubUrl(theirs))).statusCode).toBe(410);
  });

  it('needs the site’s bearer token', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-05-01', check_out: '2026-05-02' });
    expect((await t.app.inject({ method: 'GET', url: hubUrl(held) })).statusCode).toBe(401);
  });
});

describe('access by booking code and email', () => {
  it('answers the token and hub path for the booker’s email, case-insensitively', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-05-03', check_out: '2026-05-05' });
    const response = await t.post('/apis/checkin/access', { booking_code: held.bookingCode, email: '  ANA@Example.TEST ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      bookingCode: held.bookingCode,
      accessToken: held.accessToken,
      brandId: listing.brand.id,
      checkinPath: `/booking/checkin/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`,
    });
  });

  it('gives one generic 404 for a wrong email or an unknown code', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-05-06', check_out: '2026-05-08' });
    const wrongEmail = await t.post('/apis/checkin/access', { booking_code: held.bookingCode, email: 'someone@example.test' });
    const unknownCode = await t.post('/apis/checkin/access', { booking_code: 'ZZ-NOPE99', email: 'ana@example.test' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknownCode.statusCode).toBe(404);
    expect(wrongEmail.json().error.message).toBe(unknownCode.json().error.message);
    expect(JSON.stringify(wrongEmail.json())).not.toContain(held.accessToken);
    const missing = await t.post('/apis/checkin/access', { booking_code: '', email: '' });
    expect(missing.statusCode).toBe(400);
  });

  // Limits per client and per code: checkin-access-limits.test.ts.
});
