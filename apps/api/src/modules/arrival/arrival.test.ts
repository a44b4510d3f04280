import { ArrivalTime, ErrorEnvelope } from '@direct/contracts';
import { bookingAddOns, bookings, checkinSettings } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStay, createStayListing, createStayTestApp, type Stay, type StayListing, type StayTestApp } from '../../testing/stays-world.ts';

const path = '/apis/rest/front_end_api/latest/specify_arrival_time';

let t: StayTestApp;
let listing: StayListing;
// Today is 2026-03-10. Check-in is from 15:00; `withSlot` booked the 12:00 early check-in.
let plain: Stay;
let withSlot: Stay;
let arrivesToday: Stay;
let arrived: Stay;
let unpaid: Stay;

beforeAll(async () => {
  t = await createStayTestApp();
  listing = await createStayListing(t.db);
  plain = await createStay(t, listing, { checkIn: '2026-04-01', checkOut: '2026-04-04' });
  withSlot = await createStay(t, listing, { checkIn: '2026-04-10', checkOut: '2026-04-12' });
  await t.db.insert(bookingAddOns).values({
    organizationId: withSlot.booking.organizationId,
    bookingId: withSlot.booking.id,
    addOnId: listing.early.id,
    label: listing.early.label,
    amountMinor: 3000,
    slotTime: '12:00:00',
  });
  arrivesToday = await createStay(t, listing, { checkIn: '2026-03-10', checkOut: '2026-03-12' });
  arrived = await createStay(t, listing, { checkIn: '2026-03-08', checkOut: '2026-03-11' });
  unpaid = await createStay(t, listing, { checkIn: '2026-04-20', checkOut: '2026-04-22', status: 'pending_payment' });
});
afterAll(() => t?.close());

const specify = (stay: Stay, time: unknown, token = stay.accessToken) => t.call('POST', path, { BOOKINGCODE: stay.code, access_token: token, arrival_time: time });
const read = (stay: Stay, token = stay.accessToken) => t.call('GET', `${path}?BOOKINGCODE=${stay.code}&access_token=${token}`);

async function expectError(response: { statusCode: number; body: string; json: () => unknown }, status: number, code: string, reason?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe(code);
  if (reason) expect(envelope.error.fields.map((field) => field.reason)).toContain(reason);
  return envelope;
}

async function storedArrival(stay: Stay) {
  const [row] = await t.db.select({ arrivalTime: bookings.arrivalTime }).from(bookings).where(eq(bookings.id, stay.booking.id));
  return row?.arrivalTime ?? null;
}

describe('GET specify_arrival_time', () => {
  it('answers the current time, the check-in time and the earliest allowed time', async () => {
    const response = await read(plain);
    expect(response.statusCode, response.body).toBe(200);
    expect(ArrivalTime.parse(response.json())).toMatchObject({
      bookingCode: plain.code,
      arrivalTime: null,
      checkInTime: '15:00',
      earlyCheckIn: null,
      earliestArrivalTime: '15:00',
      canChange: true,
    });
    expect(ArrivalTime.parse((await read(withSlot)).json())).toMatchObject({ earlyCheckIn: { label: 'Early check-in 12:00', time: '12:00' }, earliestArrivalTime: '12:00' });
    expect(ArrivalTime.parse((await read(arrived)).json()).canChange).toBe(false);
  });

  it('answers 404 for a wrong or another booking’s token', async () => {
    await expectError(await read(plain, withSlot.accessToken), 404, 'not_found');
    await expectError(await t.call('GET', `${path}?BOOKINGCODE=NOPE-1&access_token=${plain.accessToken}`), 404, 'not_found');
  });
});

describe('POST specify_arrival_time', () => {
  it('sets and changes the arrival time', async () => {
    const response = await specify(plain, '16:30');
    expect(response.statusCode, response.body).toBe(200);
    expect(ArrivalTime.parse(response.json()).arrivalTime).toBe('16:30');
    expect(await storedArrival(plain)).toBe('16:30:00');
    expect((await specify(plain, '15:00')).statusCode).toBe(200);
    expect(ArrivalTime.parse((await read(plain)).json()).arrivalTime).toBe('15:00');
    // Until the check-in day itself.
    expect((await specify(arrivesToday, '23:59')).statusCode).toBe(200);
  });

  it('refuses an early arrival without the early check-in option (400), and before the booked slot', async () => {
    const envelope = await expectError(await specify(plain, '14:59'), 400, 'validation_failed', 'early_check_in_required');
    expect(envelope.error.fields[0]).toMatchObject({ field: 'arrival_time' });
    expect(envelope.error.message).toContain('early check-in');
    expect(await storedArrival(plain)).toBe('15:00:00');
    expect((await specify(withSlot, '12:00')).statusCode).toBe(200);
    await expectError(await specify(withSlot, '11:30'), 400, 'validation_failed', 'before_early_check_in');
  });

  it('checks the time’s form: HH:MM from 00:00 to 23:59', async () => {
    for (const bad of ['24:00', '9:00', '12:60', '12:00:00', 'noon', '', 1500]) {
      await expectError(await specify(plain, bad), 400, 'validation_failed');
    }
    await expectError(await t.call('POST', path, { BOOKINGCODE: plain.code, access_token: plain.accessToken }), 400, 'validation_failed', 'required');
  });

  it('refuses after the arrival day (409) and for a booking that is not confirmed', async () => {
    await expectError(await specify(arrived, '18:00'), 409, 'conflict', 'after_arrival');
    await expectError(await specify(unpaid, '18:00'), 409, 'conflict', 'booking_pending_payment');
    expect(await storedArrival(arrived)).toBeNull();
  });

  it('answers 404 for a wrong or another booking’s token, changing nothing', async () => {
    await expectError(await specify(plain, '20:00', withSlot.accessToken), 404, 'not_found');
    await expectError(await specify(plain, '20:00', 'x'.repeat(43)), 404, 'not_found');
    expect(await storedArrival(plain)).toBe('15:00:00');
  });
});

describe('the host’s arrival window', () => {
  it('offers only its slots (after a booked early slot) and refuses any other time with the field', async () => {
    const windowed = await createStayListing(t.db);
    await t.db.insert(checkinSettings).values({
      propertyId: windowed.property.id,
      organizationId: windowed.property.organizationId,
      requiredSteps: ['general_info'],
      arrivalEarliest: '16:00',
      arrivalLatest: '18:00',
      arrivalSlotMinutes: 60,
      departureLatest: '10:00',
    });
    const stay = await createStay(t, windowed, { checkIn: '2026-05-01', checkOut: '2026-05-03' });
    const view = ArrivalTime.parse((await read(stay)).json());
    expect(view.slots).toEqual(['16:00', '17:00', '18:00']);
    const refused = await specify(stay, '16:30');
    expect(refused.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(refused.json()).error.fields).toEqual([expect.objectContaining({ field: 'arrival_time', reason: 'slot_not_offered' })]);
    expect((await specify(stay, '19:00')).statusCode).toBe(400);
    const accepted = await specify(stay, '17:00');
    expect(accepted.statusCode).toBe(200);
    expect(ArrivalTime.parse(accepted.json()).arrivalTime).toBe('17:00');
    // A property without a window keeps any time from the check-in time.
    expect(ArrivalTime.parse((await read(plain)).json()).slots).toEqual([]);
  });
});
