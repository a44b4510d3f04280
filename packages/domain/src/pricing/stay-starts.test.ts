import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateRange } from '../dates/iso-date.ts';
import { checkStayRestrictions } from '../stay/restrictions.ts';
import type { DailyRate } from './daily-rate.ts';
import { mergeStayStarts, stayStarts, type StayStart } from './stay-starts.ts';

function rate(date: string, overrides: Partial<DailyRate> = {}): DailyRate {
  return { date, priceMinor: 10_000, minStay: 1, maxStay: null, closedToArrival: false, closedToDeparture: false, stopSell: false, ...overrides };
}

const open = (date: string): StayStart => ({ date, canCheckIn: true, checkInBlockedBy: null });
const blocked = (date: string, checkInBlockedBy: StayStart['checkInBlockedBy']): StayStart => ({ date, canCheckIn: false, checkInBlockedBy });
const freeEvery = (from: string, days: number, units = 1) => Object.fromEntries(dateRange(from, addDays(from, days - 1)).map((date) => [date, units]));

describe('stayStarts', () => {
  it('refuses an arrival whose minimum stay runs into a stop-sold night (the Bairro Alto case)', () => {
    const rates = dateRange('2026-11-24', '2026-12-31').map((date) =>
      rate(date, { minStay: date === '2026-11-24' ? 2 : 1, stopSell: date === '2026-11-25' }),
    );
    const starts = stayStarts({ from: '2026-11-24', to: '2026-11-26', rates, freeUnitsByDate: freeEvery('2026-11-24', 40), maxNights: 30 });
    expect(starts).toEqual([blocked('2026-11-24', 'no_valid_checkout'), blocked('2026-11-25', 'stop_sell'), open('2026-11-26')]);
  });

  it('needs an allowed departure within the min and max stay, and free units every night', () => {
    const rates = [
      rate('2027-01-10', { minStay: 2, maxStay: 3 }),
      rate('2027-01-11'),
      rate('2027-01-12', { closedToDeparture: true }),
      rate('2027-01-13', { closedToDeparture: true }),
      rate('2027-01-14'),
      rate('2027-01-15', { closedToArrival: true }),
    ];
    const free = { ...freeEvery('2027-01-10', 6), '2027-01-14': 0 };
    const starts = stayStarts({ from: '2027-01-10', to: '2027-01-15', rates, freeUnitsByDate: free, maxNights: 30 });
    expect(starts).toEqual([
      // 2 or 3 nights: check-out the 12th or 13th, both closed to departure.
      blocked('2027-01-10', 'no_valid_checkout'),
      // 1 night to the 12th (closed), 2 to the 13th (closed), 3 to the 14th: allowed.
      open('2027-01-11'),
      // Check-out the 13th is closed, the 14th is allowed (the night of the 13th is free).
      open('2027-01-12'),
      // The 13th: one night to the 14th (allowed); the 14th itself has no free unit.
      open('2027-01-13'),
      blocked('2027-01-14', 'sold_out'),
      blocked('2027-01-15', 'closed_to_arrival'),
    ]);
  });

  it('answers the last dates of the window from the rows past it, and is honest without them', () => {
    const window = { from: '2027-01-31', to: '2027-01-31', maxNights: 7 };
    const beyond = dateRange('2027-01-31', '2027-02-07').map((date) => rate(date, { minStay: date === '2027-01-31' ? 3 : 1 }));
    // With the lookahead rows (a month end, three nights into February), the arrival is open…
    expect(stayStarts({ ...window, rates: beyond, freeUnitsByDate: freeEvery('2027-01-31', 8) })).toEqual([open('2027-01-31')]);
    // …without them the nights after the window have no price, so no stay can be promised.
    expect(stayStarts({ ...window, rates: beyond.slice(0, 1), freeUnitsByDate: freeEvery('2027-01-31', 1) })).toEqual([
      blocked('2027-01-31', 'no_valid_checkout'),
    ]);
  });

  it('caps the stay at maxNights as well as the plan maximum', () => {
    const rates = dateRange('2028-02-27', '2028-03-10').map((date) => rate(date, { minStay: date === '2028-02-27' ? 4 : 1 }));
    const input = { from: '2028-02-27', to: '2028-02-27', rates, freeUnitsByDate: freeEvery('2028-02-27', 14) };
    expect(stayStarts({ ...input, maxNights: 4 })).toEqual([open('2028-02-27')]);
    expect(stayStarts({ ...input, maxNights: 3 })).toEqual([blocked('2028-02-27', 'no_valid_checkout')]);
  });

  it('merges plans: open if any plan is, else the reason closest to possible', () => {
    const dates = ['2027-03-28', '2027-03-29'];
    const merged = mergeStayStarts(dates, [
      [blocked('2027-03-28', 'no_rates'), blocked('2027-03-29', 'closed_to_arrival')],
      [blocked('2027-03-28', 'no_valid_checkout'), open('2027-03-29')],
    ]);
    expect(merged).toEqual([blocked('2027-03-28', 'no_valid_checkout'), open('2027-03-29')]);
    expect(mergeStayStarts(dates, [])).toEqual([blocked('2027-03-28', 'no_rates'), blocked('2027-03-29', 'no_rates')]);
  });
});

// The definition, by brute force: some check-out after the date passes every rule of
// checkStayRestrictions for the plan (guests that always fit), within maxNights.
function bruteForce(from: string, to: string, rates: DailyRate[], free: Record<string, number>, maxNights: number): boolean[] {
  const unitType = { maxAdults: 9, maxChildren: 9, maxOccupancy: 9, petsAllowed: true };
  return dateRange(from, to).map((checkIn) => {
    for (let nights = 1; nights <= maxNights; nights++) {
      const stay = { checkIn, checkOut: addDays(checkIn, nights) };
      const reasons = checkStayRestrictions({ stay, guests: { adults: 1, children: 0, pets: 0 }, unitType, rates, freeUnitsByDate: free, today: from });
      if (reasons.length === 0) return true;
    }
    return false;
  });
}

describe('stayStarts against the brute-force definition', () => {
  const from = '2027-03-20';
  const day = fc.record({
    minStay: fc.integer({ min: 0, max: 5 }),
    maxStay: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    closedToArrival: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    closedToDeparture: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    stopSell: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    freeUnits: fc.integer({ min: -1, max: 2 }),
  });
  const scenario = fc.record({
    windowDays: fc.integer({ min: 1, max: 14 }),
    maxNights: fc.integer({ min: 1, max: 8 }),
    days: fc.array(day, { minLength: 30, maxLength: 30 }),
    missingEvery: fc.integer({ min: 3, max: 12 }),
  });

  it('agrees on every date, lookahead included', () => {
    fc.assert(
      fc.property(scenario, ({ windowDays, maxNights, days, missingEvery }) => {
        const to = addDays(from, windowDays - 1);
        const rates: DailyRate[] = [];
        const free: Record<string, number> = {};
        days.forEach((entry, i) => {
          const date = addDays(from, i);
          free[date] = Math.max(0, entry.freeUnits);
          if (i % missingEvery === missingEvery - 1) return;
          rates.push(rate(date, { minStay: entry.minStay, maxStay: entry.maxStay, closedToArrival: entry.closedToArrival, closedToDeparture: entry.closedToDeparture, stopSell: entry.stopSell }));
        });
        const fast = stayStarts({ from, to, rates, freeUnitsByDate: free, maxNights });
        expect(fast.map((start) => start.canCheckIn)).toEqual(bruteForce(from, to, rates, free, maxNights));
        for (const start of fast) expect(start.canCheckIn).toBe(start.checkInBlockedBy === null);
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });
});
