import { FirstStepInfo } from '@direct/contracts';
import { bookingAddOns, bookings, checkinSettings, instalments } from '@direct/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../testing/bookings-world.ts';
import { confirmed, createCheckinTestApp, createCountryListing, hubUrl, infoUrl, payDue, rest, type CheckinTestApp, type Reserved } from '../../testing/checkin-world.ts';

let t: CheckinTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await createCheckinTestApp();
  listing = await createCountryListing(t, null, { units: 1 });
});
afterAll(() => t?.close());

const save = (held: Reserved, overrides: Record<string, unknown> = {}) =>
  t.post(`${rest}/save_first_step_confirmation_info`, {
    BOOKINGCODE: held.bookingCode,
    access_token: held.accessToken,
    arrival_time: { add_on_id: null, time: '16:00' },
    departure_time: { add_on_id: null, time: '10:00' },
    purpose_of_stay: 'leisure',
    consent: true,
    ...overrides,
  });
const info = async (held: Reserved) => {
  const response = await t.get(infoUrl('first', held));
  expect(response.statusCode, response.body).toBe(200);
  return FirstStepInfo.parse(response.json());
};
const row = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const parts = (id: number) => t.db.select().from(instalments).where(eq(instalments.bookingId, id)).orderBy(asc(instalments.sequence));
const stepState = async (held: Reserved, step: string) => (await t.get(hubUrl(held))).json().steps.find((s: { step: string }) => s.step === step)?.state;

describe('check-in step 1: general info', () => {
  it('offers paid slots with price and label, and free times around the property’s times', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-06-01', check_out: '2026-06-04' });
    const answer = await info(held);
    expect(answer).toMatchObject({ checkInTime: '15:00', checkOutTime: '11:00', arrival_time: null, departure_time: null, purposeOfStay: null, completed: false });
    expect(answer.options.arrival[0]).toEqual({ addOnId: listing.addOns.early.id, time: '12:00', addonLabel: 'Early check-in 12:00', price: { amountMinor: 3000, currency: 'EUR' }, unavailable: false, unavailableReason: null });
    expect(answer.options.arrival.slice(1).map((o) => o.time)).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
    expect(answer.options.departure.at(-1)).toMatchObject({ addOnId: listing.addOns.late.id, time: '15:00', price: { amountMinor: 3500 } });
    expect(answer.options.departure[0]).toMatchObject({ addOnId: null, time: '06:00' });
  });

  it('requires consent, with the spec’s message, and checks times against the property’s', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-06-05', check_out: '2026-06-07' });
    const noConsent = await save(held, { consent: undefined });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields).toEqual([{ field: 'consent', message: 'Consent to arrival and departure times is required', reason: 'consent_required' }]);
    expect((await save(held, { consent: false })).json().error.fields[0].reason).toBe('consent_required');
    const bad = await save(held, { arrival_time: { add_on_id: null, time: '09:00' }, departure_time: { add_on_id: null, time: '14:00' }, purpose_of_stay: 'party' });
    expect(bad.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['purpose_of_stay']);
    const early = await save(held, { arrival_time: { add_on_id: null, time: '09:00' }, departure_time: { add_on_id: null, time: '14:00' } });
    expect(early.json().error.fields.map((f: { field: string; reason: string }) => [f.field, f.reason])).toEqual([
      ['arrival_time.time', 'too_early'],
      ['departure_time.time', 'too_late'],
    ]);
    expect((await save(held, { arrival_time: { add_on_id: listing.addOns.breakfast.id, time: '12:00' } })).json().error.fields[0]).toMatchObject({ field: 'arrival_time.add_on_id', reason: 'invalid_slot' });
    expect((await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '13:00' } })).json().error.fields[0]).toMatchObject({ field: 'arrival_time.time', reason: 'slot_time_mismatch' });
    expect((await save(held, { arrival_time: { add_on_id: null, time: '25:00' } })).statusCode).toBe(400);
  });

  it('saves free times and purpose, completes the step', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-06-08', check_out: '2026-06-10' });
    const saved = await save(held, { purpose_of_stay: 'business' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ saved: true, nextPath: `/booking/confirm-booking-second/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`, hubPath: expect.stringContaining('/booking/checkin/') });
    expect(await row(held.bookingId)).toMatchObject({ arrivalTime: '16:00:00', departureTime: '10:00:00', purposeOfStay: 'business', totalMinor: held.quote.total.amountMinor });
    expect(await info(held)).toMatchObject({ completed: true, arrival_time: { addOnId: null, time: '16:00' }, purposeOfStay: 'business' });
    expect(await stepState(held, 'general_info')).toBe('completed');
  });

  it('a new paid slot adds the add-on, raises the total and is due today, so payment is pending until paid', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-06-12', check_out: '2026-06-14' });
    const total = held.quote.total.amountMinor;
    expect((await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '12:00' } })).statusCode).toBe(200);
    expect((await row(held.bookingId)).totalMinor).toBe(total + 3000);
    const [, slotPart] = await parts(held.bookingId);
    expect(slotPart).toMatchObject({ amountMinor: 3000, status: 'due', dueDate: '2026-03-10' });
    const addOnRows = await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, held.bookingId));
    expect(addOnRows).toEqual([expect.objectContaining({ addOnId: listing.addOns.early.id, amountMinor: 3000, slotTime: '12:00:00', instalmentId: slotPart!.id })]);
    expect(await stepState(held, 'payment')).toBe('pending');
    expect((await info(held)).amountDueNow.amountMinor).toBe(3000);

    // Swapping an unpaid slot for a free time takes it back out.
    expect((await save(held)).statusCode).toBe(200);
    expect((await row(held.bookingId)).totalMinor).toBe(total);
    expect((await parts(held.bookingId)).map((p) => p.status)).toEqual(['paid', 'cancelled']);
    expect(await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, held.bookingId))).toEqual([]);
    expect(await stepState(held, 'payment')).toBe('completed');

    // Chosen again and paid: the payment step is done, and the slot can no longer be dropped.
    await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '12:00' }, departure_time: { add_on_id: listing.addOns.late.id, time: '15:00' } });
    expect((await row(held.bookingId)).totalMinor).toBe(total + 6500);
    await payDue(t, listing, held);
    expect(await stepState(held, 'payment')).toBe('completed');
    const dropped = await save(held, { departure_time: { add_on_id: listing.addOns.late.id, time: '15:00' } });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields).toEqual([expect.objectContaining({ field: 'arrival_time.add_on_id', reason: 'slot_paid' })]);
    expect((await info(held)).arrival_time).toMatchObject({ addOnId: listing.addOns.early.id, paid: true });
    // Keeping it is fine.
    expect((await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '12:00' }, departure_time: { add_on_id: listing.addOns.late.id, time: '15:00' } })).statusCode).toBe(200);
    expect((await row(held.bookingId)).totalMinor).toBe(total + 6500);
  });

  it('puts the slot before later instalments so the terminal collects it now', async () => {
    const held = await confirmed(t, listing, { check_in: '2026-07-20', check_out: '2026-07-23', rate_plan: listing.instalmentPlan.id });
    await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '12:00' } });
    expect((await parts(held.bookingId)).map((p) => [p.sequence, p.status, p.amountMinor === 3000])).toEqual([
      [1, 'paid', false],
      [2, 'due', true],
      [3, 'scheduled', false],
    ]);
  });

  it('marks slots unavailable when another stay leaves on arrival day or arrives on departure day on the unit', async () => {
    const before = await confirmed(t, listing, { check_in: '2026-08-01', check_out: '2026-08-05' });
    const held = await confirmed(t, listing, { check_in: '2026-08-05', check_out: '2026-08-08' });
    await confirmed(t, listing, { check_in: '2026-08-08', check_out: '2026-08-10' });
    const answer = await info(held);
    expect(answer.options.arrival[0]).toMatchObject({ addOnId: listing.addOns.early.id, unavailable: true, unavailableReason: 'departure_same_day' });
    expect(answer.options.departure.at(-1)).toMatchObject({ addOnId: listing.addOns.late.id, unavailable: true, unavailableReason: 'arrival_same_day' });
    expect((await save(held, { arrival_time: { add_on_id: listing.addOns.early.id, time: '12:00' } })).json().error.fields[0]).toMatchObject({ reason: 'slot_unavailable' });
    expect((await info(before)).options.arrival[0]?.unavailable).toBe(false);
  });

  it('one booking’s token can neither read nor change another booking', async () => {
    const mine = await confirmed(t, listing, { check_in: '2026-09-01', check_out: '2026-09-03' });
    const theirs = await confirmed(t, listing, { check_in: '2026-09-04', check_out: '2026-09-06' });
    expect((await t.get(infoUrl('first', theirs, mine.accessToken))).statusCode).toBe(404);
    const change = await save({ ...theirs, accessToken: mine.accessToken }, { purpose_of_stay: 'student' });
    expect(change.statusCode).toBe(404);
    expect((await row(theirs.bookingId)).purposeOfStay).toBeNull();
  });
});

describe('general info with the host’s arrival window', () => {
  it('offers only the window’s slots and refuses other free times with the field', async () => {
    const windowed = await createCountryListing(t, null, { units: 1 });
    const window = { arrivalEarliest: '14:00', arrivalLatest: '16:00', arrivalSlotMinutes: 60, departureLatest: '09:00' };
    await t.db
      .insert(checkinSettings)
      .values({ propertyId: windowed.property.id, organizationId: windowed.property.organizationId, requiredSteps: ['general_info', 'guest_info', 'payment'], ...window })
      .onConflictDoUpdate({ target: [checkinSettings.propertyId, checkinSettings.organizationId], set: window });
    const held = await confirmed(t, windowed, { check_in: '2026-07-01', check_out: '2026-07-03' });
    const answer = await info(held);
    expect(answer.options.arrival.filter((o) => o.addOnId === null).map((o) => o.time)).toEqual(['14:00', '15:00', '16:00']);
    expect(answer.options.departure.filter((o) => o.addOnId === null).map((o) => o.time)).toEqual(['06:00', '07:00', '08:00', '09:00']);
    const refused = await save(held, { arrival_time: { add_on_id: null, time: '18:00' }, departure_time: { add_on_id: null, time: '10:00' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.map((f: { field: string; reason: string }) => [f.field, f.reason])).toEqual([
      ['arrival_time.time', 'slot_not_offered'],
      ['departure_time.time', 'slot_not_offered'],
    ]);
    const saved = await save(held, { arrival_time: { add_on_id: null, time: '14:00' }, departure_time: { add_on_id: null, time: '08:00' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await row(held.bookingId)).toMatchObject({ arrivalTime: '14:00:00', departureTime: '08:00:00' });
  });
});
