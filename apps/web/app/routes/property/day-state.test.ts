import type { AvailabilityDay } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { dayRefusal, inRange, pickDate, type PickRules, type Selection } from './day-state.ts';

const open = (date: string, minStay = 2): AvailabilityDay => ({
  date,
  lowestPriceMinor: 10000,
  minStay,
  arrivalAllowed: true,
  departureAllowed: true,
  available: true,
  canCheckIn: true,
  checkInBlockedBy: null,
});

// 2026-12: Sunday the 6th is closed to arrival, Saturday the 12th closed to departure, the 15th
// is booked, the 20th asks for 4 nights.
const days = new Map<string, AvailabilityDay>();
for (let d = 1; d <= 31; d++) {
  const date = `2026-12-${String(d).padStart(2, '0')}`;
  days.set(date, open(date, d >= 20 ? 4 : 2));
}
const blocked = { canCheckIn: false } as const;
days.set('2026-12-06', { ...open('2026-12-06'), arrivalAllowed: false, ...blocked, checkInBlockedBy: 'closed_to_arrival' });
days.set('2026-12-12', { ...open('2026-12-12'), departureAllowed: false });
days.set('2026-12-15', { ...open('2026-12-15'), available: false, arrivalAllowed: false, minStay: null, ...blocked, checkInBlockedBy: 'sold_out' });
// Arrival is allowed on the 14th but its two nights would include the booked 15th.
days.set('2026-12-14', { ...open('2026-12-14'), ...blocked, checkInBlockedBy: 'no_valid_checkout' });

const rules: PickRules = { today: '2026-12-02', maxNights: 90, lookup: (date) => days.get(date) };
const none: Selection = { checkIn: null, checkOut: null };

describe('pickDate: check-in', () => {
  it('takes an open date as the check-in', () => {
    expect(pickDate(none, '2026-12-03', rules)).toEqual({ selection: { checkIn: '2026-12-03', checkOut: null }, refusal: null });
  });

  it('refuses a date closed to arrival, a booked date and a past date, and says why', () => {
    expect(pickDate(none, '2026-12-06', rules)).toEqual({ selection: none, refusal: { code: 'noArrival' } });
    expect(pickDate(none, '2026-12-15', rules).refusal).toEqual({ code: 'unavailable' });
    expect(pickDate(none, '2026-12-01', rules).refusal).toEqual({ code: 'past' });
  });

  it('refuses an arrival from which no stay of the minimum length is possible', () => {
    expect(pickDate(none, '2026-12-14', rules)).toEqual({ selection: none, refusal: { code: 'noValidCheckout' } });
    expect(dayRefusal(none, '2026-12-14', rules)).toEqual({ code: 'noValidCheckout' });
    // Once a check-in before it is chosen, the 14th is judged as a check-out, not an arrival.
    expect(dayRefusal({ checkIn: '2026-12-12', checkOut: null }, '2026-12-14', rules)).toBeNull();
  });

  it('does not refuse a date the calendar has not loaded (the rates decide)', () => {
    expect(pickDate(none, '2027-01-10', rules).refusal).toBeNull();
  });
});

describe('pickDate: check-out', () => {
  const from3: Selection = { checkIn: '2026-12-03', checkOut: null };

  it('completes the stay with an allowed departure', () => {
    expect(pickDate(from3, '2026-12-05', rules)).toEqual({ selection: { checkIn: '2026-12-03', checkOut: '2026-12-05' }, refusal: null });
  });

  it('enforces the arrival day’s minimum stay', () => {
    expect(pickDate(from3, '2026-12-04', rules)).toEqual({ selection: from3, refusal: { code: 'minStay', nights: 2 } });
    expect(pickDate({ checkIn: '2026-12-20', checkOut: null }, '2026-12-22', rules).refusal).toEqual({ code: 'minStay', nights: 4 });
  });

  it('refuses a date closed to departure', () => {
    expect(pickDate(from3, '2026-12-12', rules).refusal).toEqual({ code: 'noDeparture' });
  });

  it('refuses a stay over a booked night, but allows leaving on it', () => {
    expect(pickDate(from3, '2026-12-16', rules).refusal).toEqual({ code: 'bookedBetween' });
    expect(pickDate({ checkIn: '2026-12-13', checkOut: null }, '2026-12-15', rules).refusal).toBeNull();
  });

  it('enforces the maximum stay', () => {
    expect(pickDate(from3, '2026-12-10', { ...rules, maxNights: 5 }).refusal).toEqual({ code: 'maxStay', nights: 5 });
  });

  it('starts over when the date is on or before the check-in', () => {
    expect(pickDate({ checkIn: '2026-12-09', checkOut: null }, '2026-12-04', rules).selection).toEqual({ checkIn: '2026-12-04', checkOut: null });
    expect(pickDate({ checkIn: '2026-12-03', checkOut: '2026-12-05' }, '2026-12-08', rules).selection).toEqual({
      checkIn: '2026-12-08',
      checkOut: null,
    });
  });
});

describe('dayRefusal and inRange', () => {
  it('answers what pressing a date would do, for its label', () => {
    expect(dayRefusal(none, '2026-12-06', rules)).toEqual({ code: 'noArrival' });
    expect(dayRefusal({ checkIn: '2026-12-03', checkOut: null }, '2026-12-06', rules)).toBeNull();
    expect(dayRefusal({ checkIn: '2026-12-03', checkOut: null }, '2026-12-04', rules)).toEqual({ code: 'minStay', nights: 2 });
  });

  it('marks the nights between check-in and check-out', () => {
    const stay = { checkIn: '2026-12-03', checkOut: '2026-12-06' };
    expect(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => inRange(stay, date))).toEqual([false, true, true, false]);
  });
});
