import type { AvailabilityDay } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { initialFocusDate } from './picker-focus.ts';

const day = (date: string, canCheckIn: boolean): AvailabilityDay => ({
  date,
  lowestPriceMinor: 10_000,
  minStay: 1,
  arrivalAllowed: canCheckIn,
  departureAllowed: true,
  available: canCheckIn,
  canCheckIn,
  checkInBlockedBy: canCheckIn ? null : 'sold_out',
});
const days = (...list: AvailabilityDay[]) => new Map(list.map((d) => [d.date, d]));
const none = { checkIn: null, checkOut: null };

describe('initialFocusDate', () => {
  it('is the chosen check-in when there is one', () => {
    expect(initialFocusDate({ checkIn: '2031-05-10', checkOut: '2031-05-12' }, days(day('2031-05-02', true)), '2031-05-01')).toBe('2031-05-10');
  });

  it('else the first date a stay can start on, in date order', () => {
    const loaded = days(day('2031-05-03', false), day('2031-05-09', true), day('2031-05-01', false), day('2031-05-05', true));
    expect(initialFocusDate(none, loaded, '2031-05-01')).toBe('2031-05-05');
  });

  it('ignores a chosen date or bookable day in the past, and answers null when nothing is bookable', () => {
    expect(initialFocusDate({ checkIn: '2031-04-01', checkOut: null }, days(day('2031-05-04', true)), '2031-05-01')).toBe('2031-05-04');
    expect(initialFocusDate(none, days(day('2031-04-30', true), day('2031-05-02', false)), '2031-05-01')).toBeNull();
  });
});
