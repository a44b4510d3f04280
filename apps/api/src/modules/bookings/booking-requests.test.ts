import { BookingRequestCreated, ErrorEnvelope, RelatedBookingsResponse } from '@direct/contracts';
import { bookingAddOns, bookingRequests, bookings, guests, instalments, unitAllocations, voucherRedemptions } from '@direct/db';
import { createVoucher } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsTestApp, createListing, requestBody, type BookingsTestApp, type Listing } from '../../testing/bookings-world.ts';

let t: BookingsTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await createBookingsTestApp();
  listing = await createListing(t);
  await createVoucher(t.db, { organizationId: listing.organization.id, code: 'WELCOME10' });
});
afterAll(() => t?.close());

const reserve = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}, target: Listing = listing) =>
  t.post('/apis/booking_requests', requestBody(target, overrides), headers);

async function created(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}, target: Listing = listing) {
  const response = await reserve(overrides, headers, target);
  expect(response.statusCode, response.body).toBe(201);
  return BookingRequestCreated.parse(response.json());
}

describe('POST /apis/booking_requests', () => {
  it('holds the dates and writes the booking with everything it owns', async () => {
    const answer = await created({
      rate_plan: listing.instalmentPlan.id,
      add_ons: [{ id: listing.addOns.breakfast.id }],
      voucher_codes: ['WELCOME10'],
      site_origin: `http://${listing.domain.hostname}:3000`,
      check_in: '2026-07-01',
      check_out: '2026-07-04',
    });
    expect(answer.bookingCode).toMatch(/^[A-Z]{1,3}-[2-9A-HJ-NP-Z]{6}$/);
    expect(answer.status).toBe('pending_payment');
    expect(answer.holdExpiresAt).toBe('2026-03-10T12:20:00.000Z');
    expect(answer.paymentPath).toBe(`/payment/booking_payment_terminal/${answer.bookingCode}/${answer.accessToken}`);
    expect(answer.quote.total.amountMinor).toBe(30_000 + 7200 - 3000);
    expect(answer.quote.schedule.map((part) => part.amount.amountMinor)).toEqual([10_260, 23_940]);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, answer.bookingId));
    expect(booking).toMatchObject({ status: 'pending_payment', totalMinor: 34_200, language: 'pt', siteOrigin: `http://${listing.domain.hostname}:3000` });
    expect(booking?.accessSecret.length).toBeGreaterThan(20);
    const [booker] = await t.db.select().from(guests).where(eq(guests.bookingId, answer.bookingId));
    expect(booker).toMatchObject({ isBooker: true, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.test', mobile: '+351 912 345 678' });
    expect(await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, answer.bookingId))).toHaveLength(1);
    expect((await t.db.select().from(instalments).where(eq(instalments.bookingId, answer.bookingId))).map((part) => [part.sequence, part.status])).toEqual([
      [1, 'due'],
      [2, 'scheduled'],
    ]);
    expect(await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.bookingId, answer.bookingId))).toEqual([expect.objectContaining({ discountMinor: 3000 })]);
    const [allocation] = await t.db.select().from(unitAllocations).where(eq(unitAllocations.bookingId, answer.bookingId));
    expect(allocation).toMatchObject({ kind: 'hold', startsOn: '2026-07-01', endsOn: '2026-07-04', releasedAt: null });
    expect(allocation?.expiresAt?.toISOString()).toBe('2026-03-10T12:20:00.000Z');
    const [audit] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.bookingId, answer.bookingId));
    expect(audit).toMatchObject({ status: 'accepted', source: 'bookingEngine' });
  });

  it('keeps no site origin that is not the brand’s', async () => {
    const answer = await created({ site_origin: 'https://evil.example', check_in: '2026-07-10', check_out: '2026-07-12' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, answer.bookingId));
    expect(booking?.siteOrigin).toBeNull();
  });

  it('answers the same booking for the same Idempotency-Key, also when sent at once', async () => {
    const headers = { 'idempotency-key': 'same-key-1' };
    const stay = { check_in: '2026-08-01', check_out: '2026-08-03' };
    const first = await created(stay, headers);
    const again = await reserve(stay, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const parallelHeaders = { 'idempotency-key': 'same-key-2' };
    const answers = await Promise.all([0, 1, 2].map(() => reserve({ check_in: '2026-08-10', check_out: '2026-08-12' }, parallelHeaders)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ bookingId: number }>().bookingId)).size).toBe(1);
    const holds = await t.db.select().from(unitAllocations).where(eq(unitAllocations.startsOn, '2026-08-10'));
    expect(holds).toHaveLength(1);
    expect((await reserve({}, { 'idempotency-key': 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('refuses an Idempotency-Key re-used with a different body (422), and still replays the same body in any key order', async () => {
    const headers = { 'idempotency-key': 'reused-key-1' };
    const first = await created({ check_in: '2026-08-20', check_out: '2026-08-22' }, headers);
    const other = await reserve({ check_in: '2026-08-24', check_out: '2026-08-26' }, headers);
    expect(other.statusCode, other.body).toBe(422);
    const envelope = ErrorEnvelope.parse(other.json());
    expect(envelope.error).toMatchObject({ code: 'idempotency_key_reused', fields: [{ field: 'idempotency-key', reason: 'idempotency_key_reused' }] });
    expect(envelope.error.message).toMatch(/already used for a different booking request/);
    expect(other.body).not.toContain(first.bookingCode);
    // Nothing was held for the second body, and the key still belongs to the first.
    expect(await t.db.select().from(unitAllocations).where(eq(unitAllocations.startsOn, '2026-08-24'))).toHaveLength(0);
    const rows = await t.db.select().from(bookingRequests).where(eq(bookingRequests.idempotencyKey, 'reused-key-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.requestHash).toMatch(/^[0-9a-f]{64}$/);

    const body = requestBody(listing, { check_in: '2026-08-20', check_out: '2026-08-22' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replayed = await t.post('/apis/booking_requests', reordered, headers);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toEqual(first);
  });

  it('gives one booking to a key sent at once with different bodies; the others are 422', async () => {
    const headers = { 'idempotency-key': 'reused-key-2' };
    const answers = await Promise.all(
      [['2026-08-28', '2026-08-30'], ['2026-09-03', '2026-09-05'], ['2026-09-06', '2026-09-08']].map(([checkIn, checkOut]) => reserve({ check_in: checkIn, check_out: checkOut }, headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    const rows = await t.db.select().from(bookingRequests).where(eq(bookingRequests.idempotencyKey, 'reused-key-2'));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 when the price changed, naming expected_total_minor', async () => {
    const response = await reserve({ expected_total_minor: 1, check_in: '2026-09-01', check_out: '2026-09-02' });
    expect(response.statusCode).toBe(409);
    const envelope = ErrorEnvelope.parse(response.json());
    expect(envelope.error).toMatchObject({ code: 'conflict', fields: [{ field: 'expected_total_minor', reason: 'price_changed' }] });
    expect(envelope.error.message).toMatch(/price has changed/);
    expect((await reserve({ expected_total_minor: 10_000, check_in: '2026-09-01', check_out: '2026-09-02' })).statusCode).toBe(201);
  });

  it('answers 409 accommodation_unavailable when every unit is taken, and audits the refusal', async () => {
    const stay = { check_in: '2026-10-01', check_out: '2026-10-05' };
    await created(stay);
    await created(stay);
    const response = await reserve(stay);
    expect(response.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(response.json()).error).toMatchObject({ code: 'accommodation_unavailable' });
    const rejected = await t.db.select().from(bookingRequests).where(eq(bookingRequests.status, 'rejected'));
    expect(rejected.some((row) => row.rejectionCode === 'accommodation_unavailable')).toBe(true);
  });

  it('names the field of bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ guest: { first_name: '', last_name: 'S', email: 'a@b.test', phone: '+351 912 345 678' } }, 'guest.first_name'],
      [{ guest: { first_name: 'A', last_name: 'S', email: 'nope', phone: '+351 912 345 678' } }, 'guest.email'],
      [{ guest: { first_name: 'A', last_name: 'S', email: 'a@b.test', phone: 'call me' } }, 'guest.phone'],
      [{ source: 'channel' }, 'source'],
      [{ language: 'xx' }, 'language'],
      [{ voucher_codes: ['NOPE'] }, 'voucher_codes.0'],
    ];
    for (const [overrides, field] of cases) {
      const response = await reserve(overrides);
      expect(response.statusCode, field).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).error.fields.map((entry) => entry.field), field).toContain(field);
    }
  });
});

describe('GET /apis/booking_summary_by_brand/{brandId}/{bookingCode}/related_bookings', () => {
  it('answers the booking and the booker’s others only with the booking’s access token; a code alone is 404', async () => {
    const mine = await created({ check_in: '2026-11-01', check_out: '2026-11-03', guest: { first_name: 'Rui', last_name: 'Costa', email: 'rui@example.test', phone: '+351 912 345 678' } });
    const later = await created({ check_in: '2026-11-10', check_out: '2026-11-12', guest: { first_name: 'Rui', last_name: 'Costa', email: 'RUI@example.test', phone: '+351 912 345 678' } });
    const url = `/apis/booking_summary_by_brand/${listing.brand.id}/${mine.bookingCode}/related_bookings`;
    const personal = RelatedBookingsResponse.parse((await t.get(`${url}?access_token=${mine.accessToken}`)).json());
    expect(personal.data.map((row) => row.code)).toEqual([mine.bookingCode, later.bookingCode]);
    expect(personal.data[0]).toMatchObject({ status: 'pending_payment', checkIn: '2026-11-01', guestName: 'Rui Costa', total: mine.quote.total });

    // Without the token, with a wrong one or another booking's, for an unknown code or another brand: one 404.
    const refusals = [
      url,
      `${url}?access_token=${'x'.repeat(43)}`,
      `${url}?access_token=${later.accessToken}`,
      `/apis/booking_summary_by_brand/${listing.brand.id}/NO-SUCH/related_bookings?access_token=${mine.accessToken}`,
      `/apis/booking_summary_by_brand/${(await createListing(t)).brand.id}/${mine.bookingCode}/related_bookings?access_token=${mine.accessToken}`,
    ];
    const bodies = new Set<string>();
    for (const refused of refusals) {
      const response = await t.get(refused);
      expect(response.statusCode, refused).toBe(404);
      const envelope = ErrorEnvelope.parse(response.json());
      expect(envelope.error.code).toBe('not_found');
      expect(response.body).not.toContain('2026-11-01');
      bodies.add(envelope.error.message);
    }
    expect(bodies.size).toBe(1);
  });
});
