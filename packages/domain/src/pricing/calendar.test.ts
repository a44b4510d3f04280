import { describe, expect, it } from 'vitest';
import type { DailyRate } from './daily-rate.ts';
import { buildAvailabilityCalendar } from './calendar.ts';

function rate(date: string, priceMinor: number, overrides: Partial<DailyRate> = {}): DailyRate {
  return {
    date,
    priceMinor,
    minStay: 1,
    maxStay: null,
    closedToArrival: false,
    closedToDeparture: false,
    stopSell: false,
    ...overrides,
  };
}

describe('buildAvailabilityCalendar', () => {
  const planA = [
    rate('2026-09-01', 10_000, { minStay: 3 }),
    rate('2026-09-02', 9_000, { closedToArrival: true }),
    rate('2026-09-03', 8_000, { stopSell: true }),
    rate('2026-09-04', 11_000, { closedToDeparture: true }),
  ];
  const planB = [
    rate('2026-09-01', 9_500, { minStay: 5 }),
    rate('2026-09-02', 9_800, { minStay: 4 }),
    rate('2026-09-03', 8_800, { closedToDeparture: true }),
    rate('2026-09-04', 10_500, { stopSell: true, closedToDeparture: true }),
  ];
  const freeUnitsByDate = { '2026-09-01': 1, '2026-09-02': 1, '2026-09-03': 1, '2026-09-04': 0, '2026-09-05': 2 };

  it('merges the plans day by day', () => {
    const days = buildAvailabilityCalendar({ from: '2026-09-01', to: '2026-09-05', ratePlans: [planA, planB], freeUnitsByDate, maxNights: 90 });
    // No plan can start a stay on any of these days: 3 (A) or 5 (B) nights from the 1st run into
    // a stop-sold night; from the 3rd plan B's only check-out (the 4th) is closed to departure.
    const blocked = (checkInBlockedBy: string) => ({ canCheckIn: false, checkInBlockedBy });
    expect(days).toEqual([
      { date: '2026-09-01', lowestPriceMinor: 9_500, minStay: 3, arrivalAllowed: true, departureAllowed: true, available: true, ...blocked('no_valid_checkout') },
      // Plan A is closed to arrival, so only plan B's min stay applies to an arrival.
      { date: '2026-09-02', lowestPriceMinor: 9_000, minStay: 4, arrivalAllowed: true, departureAllowed: true, available: true, ...blocked('no_valid_checkout') },
      // Plan A's stop-sold price is not offered; plan A still lets guests leave.
      { date: '2026-09-03', lowestPriceMinor: 8_800, minStay: 1, arrivalAllowed: true, departureAllowed: true, available: true, ...blocked('no_valid_checkout') },
      { date: '2026-09-04', lowestPriceMinor: 11_000, minStay: null, arrivalAllowed: false, departureAllowed: false, available: false, ...blocked('sold_out') },
      // No rates at all: units are free but nothing is sellable; leaving is not forbidden.
      { date: '2026-09-05', lowestPriceMinor: null, minStay: null, arrivalAllowed: false, departureAllowed: true, available: false, ...blocked('no_rates') },
    ]);
  });

  it('closes a day that every plan stop-sells, even with free units', () => {
    const days = buildAvailabilityCalendar({
      from: '2026-09-03',
      to: '2026-09-03',
      ratePlans: [[rate('2026-09-03', 8_000, { stopSell: true })]],
      freeUnitsByDate: { '2026-09-03': 3 },
      maxNights: 90,
    });
    expect(days).toEqual([
      { date: '2026-09-03', lowestPriceMinor: null, minStay: null, arrivalAllowed: false, departureAllowed: true, available: false, canCheckIn: false, checkInBlockedBy: 'stop_sell' },
    ]);
  });

  it('spans a leap day and returns nothing for an empty range', () => {
    const range = { ratePlans: [planA], freeUnitsByDate: {}, maxNights: 90 };
    expect(buildAvailabilityCalendar({ ...range, from: '2028-02-28', to: '2028-03-01' }).map((d) => d.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(buildAvailabilityCalendar({ ...range, from: '2026-09-02', to: '2026-09-01' })).toEqual([]);
  });
});
