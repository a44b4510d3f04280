import { describe, expect, it } from 'vitest';
import type { DailyRate } from '../pricing/daily-rate.ts';
import { checkStayRestrictions, isStayBookable, type StayCheckInput } from './restrictions.ts';

function rate(date: string, overrides: Partial<DailyRate> = {}): DailyRate {
  return {
    date,
    priceMinor: 10_000,
    minStay: 1,
    maxStay: null,
    closedToArrival: false,
    closedToDeparture: false,
    stopSell: false,
    ...overrides,
  };
}

const JULY = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06'];

function input(overrides: Partial<StayCheckInput> = {}): StayCheckInput {
  return {
    stay: { checkIn: '2026-07-01', checkOut: '2026-07-04' },
    guests: { adults: 2, children: 0, pets: 0 },
    unitType: { maxAdults: 4, maxChildren: 2, maxOccupancy: 4, petsAllowed: false },
    rates: JULY.map((date) => rate(date)),
    freeUnitsByDate: Object.fromEntries(JULY.map((date) => [date, 1])),
    today: '2026-06-01',
    ...overrides,
  };
}

describe('checkStayRestrictions', () => {
  it('accepts an open stay', () => {
    expect(checkStayRestrictions(input())).toEqual([]);
    expect(isStayBookable(input())).toBe(true);
  });

  it('accepts a one-night stay arriving today', () => {
    const stay = { checkIn: '2026-06-01', checkOut: '2026-06-02' };
    const result = checkStayRestrictions(
      input({ stay, rates: [rate('2026-06-01')], freeUnitsByDate: { '2026-06-01': 1 } }),
    );
    expect(result).toEqual([]);
  });

  it('reads min stay from the arrival night: exactly met passes, one short fails', () => {
    const rates = [rate('2026-07-01', { minStay: 3 }), ...JULY.slice(1).map((date) => rate(date, { minStay: 7 }))];
    expect(checkStayRestrictions(input({ rates }))).toEqual([]);
    const short = { checkIn: '2026-07-01', checkOut: '2026-07-03' };
    expect(checkStayRestrictions(input({ rates, stay: short }))).toEqual([{ code: 'min_stay', minNights: 3 }]);
  });

  it('reads max stay from the arrival night', () => {
    const rates = JULY.map((date, i) => rate(date, { maxStay: i === 0 ? 2 : 30 }));
    expect(checkStayRestrictions(input({ rates }))).toEqual([{ code: 'max_stay', maxNights: 2 }]);
    const laterArrival = { checkIn: '2026-07-02', checkOut: '2026-07-05' };
    expect(checkStayRestrictions(input({ rates, stay: laterArrival }))).toEqual([]);
  });

  it('rejects arrival on a closed-to-arrival day but not staying through one', () => {
    const rates = JULY.map((date) => rate(date, { closedToArrival: date === '2026-07-02' }));
    expect(checkStayRestrictions(input({ rates }))).toEqual([]);
    const arriveOnCta = { checkIn: '2026-07-02', checkOut: '2026-07-04' };
    expect(checkStayRestrictions(input({ rates, stay: arriveOnCta }))).toEqual([
      { code: 'closed_to_arrival', date: '2026-07-02' },
    ]);
  });

  it('rejects departure on a closed-to-departure checkout day, not on a night inside the stay', () => {
    const rates = JULY.map((date) => rate(date, { closedToDeparture: date === '2026-07-04' }));
    expect(checkStayRestrictions(input({ rates }))).toEqual([{ code: 'closed_to_departure', date: '2026-07-04' }]);
    const longer = { checkIn: '2026-07-01', checkOut: '2026-07-05' };
    expect(checkStayRestrictions(input({ rates, stay: longer }))).toEqual([]);
  });

  it('allows departure when the checkout date has no row', () => {
    const rates = JULY.slice(0, 3).map((date) => rate(date));
    expect(checkStayRestrictions(input({ rates }))).toEqual([]);
  });

  it('reports a stop sell in the middle of the stay', () => {
    const rates = JULY.map((date) => rate(date, { stopSell: date === '2026-07-02' }));
    expect(checkStayRestrictions(input({ rates }))).toEqual([{ code: 'stop_sell', dates: ['2026-07-02'] }]);
  });

  it('reports a night without a rate', () => {
    const rates = JULY.filter((date) => date !== '2026-07-03').map((date) => rate(date));
    expect(checkStayRestrictions(input({ rates }))).toEqual([{ code: 'no_rates', dates: ['2026-07-03'] }]);
  });

  it('reports no_rates, not min stay, when the arrival row is missing', () => {
    const rates = JULY.slice(1).map((date) => rate(date, { minStay: 5 }));
    expect(checkStayRestrictions(input({ rates }))).toEqual([{ code: 'no_rates', dates: ['2026-07-01'] }]);
  });

  it('reports sold-out nights, counting a missing inventory entry as none', () => {
    const freeUnitsByDate = { '2026-07-01': 2, '2026-07-02': 0 };
    expect(checkStayRestrictions(input({ freeUnitsByDate }))).toEqual([
      { code: 'sold_out', dates: ['2026-07-02', '2026-07-03'] },
    ]);
  });

  it('checks occupancy, adults and children separately', () => {
    const capacity = { code: 'capacity', maxOccupancy: 4, maxAdults: 4, maxChildren: 2 };
    expect(checkStayRestrictions(input({ guests: { adults: 4, children: 0, pets: 0 } }))).toEqual([]);
    expect(checkStayRestrictions(input({ guests: { adults: 5, children: 0, pets: 0 } }))).toEqual([capacity]);
    expect(checkStayRestrictions(input({ guests: { adults: 1, children: 3, pets: 0 } }))).toEqual([capacity]);
    expect(checkStayRestrictions(input({ guests: { adults: 3, children: 2, pets: 0 } }))).toEqual([capacity]);
  });

  it('refuses pets where they are not allowed and accepts them where they are', () => {
    const guests = { adults: 2, children: 0, pets: 1 };
    expect(checkStayRestrictions(input({ guests }))).toEqual([{ code: 'pets_not_allowed' }]);
    const unitType = { maxAdults: 4, maxChildren: 2, maxOccupancy: 4, petsAllowed: true };
    expect(checkStayRestrictions(input({ guests, unitType }))).toEqual([]);
  });

  it('returns every reason at once', () => {
    const rates = [
      rate('2026-07-01', { minStay: 5, closedToArrival: true }),
      rate('2026-07-02', { stopSell: true }),
      rate('2026-07-04', { closedToDeparture: true }),
    ];
    const result = checkStayRestrictions(
      input({
        rates,
        guests: { adults: 5, children: 0, pets: 2 },
        freeUnitsByDate: { '2026-07-01': 1, '2026-07-02': 1, '2026-07-03': 0 },
      }),
    );
    expect(result).toEqual([
      { code: 'capacity', maxOccupancy: 4, maxAdults: 4, maxChildren: 2 },
      { code: 'pets_not_allowed' },
      { code: 'min_stay', minNights: 5 },
      { code: 'closed_to_arrival', date: '2026-07-01' },
      { code: 'closed_to_departure', date: '2026-07-04' },
      { code: 'stop_sell', dates: ['2026-07-02'] },
      { code: 'no_rates', dates: ['2026-07-03'] },
      { code: 'sold_out', dates: ['2026-07-03'] },
    ]);
  });

  it('handles a stay over a leap day', () => {
    const dates = ['2028-02-28', '2028-02-29', '2028-03-01'];
    const stay = { checkIn: '2028-02-28', checkOut: '2028-03-01' };
    const result = checkStayRestrictions(
      input({
        stay,
        today: '2028-01-01',
        rates: dates.map((date) => rate(date, { minStay: 2, maxStay: 2 })),
        freeUnitsByDate: { '2028-02-28': 1 },
      }),
    );
    expect(result).toEqual([{ code: 'sold_out', dates: ['2028-02-29'] }]);
  });
});

describe('invalid dates', () => {
  it('rejects a checkout that is not after check-in, with guest checks still reported', () => {
    const sameDay = { checkIn: '2026-07-03', checkOut: '2026-07-03' };
    expect(checkStayRestrictions(input({ stay: sameDay }))).toEqual([
      { code: 'invalid_dates', cause: 'check_out_not_after_check_in' },
    ]);
    const reversed = { checkIn: '2026-07-04', checkOut: '2026-07-01' };
    expect(checkStayRestrictions(input({ stay: reversed, guests: { adults: 1, children: 0, pets: 1 } }))).toEqual([
      { code: 'invalid_dates', cause: 'check_out_not_after_check_in' },
      { code: 'pets_not_allowed' },
    ]);
  });

  it('rejects dates that do not exist', () => {
    const stay = { checkIn: '2026-02-29', checkOut: '2026-03-02' };
    expect(checkStayRestrictions(input({ stay }))).toEqual([{ code: 'invalid_dates', cause: 'not_a_date' }]);
    expect(checkStayRestrictions(input({ today: 'yesterday' }))).toEqual([
      { code: 'invalid_dates', cause: 'not_a_date' },
    ]);
  });

  it('rejects an arrival before today and still reports the other reasons', () => {
    const rates = JULY.map((date) => rate(date, { stopSell: date === '2026-07-01' }));
    expect(checkStayRestrictions(input({ rates, today: '2026-07-02' }))).toEqual([
      { code: 'invalid_dates', cause: 'arrival_in_past' },
      { code: 'stop_sell', dates: ['2026-07-01'] },
    ]);
  });
});
