import { BulkRateUpdateRequest } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { nextTwelveMonths, yearOfRates } from './year-of-rates.ts';

describe('the next 12 months of rates', () => {
  it('runs from today to the day before the same date next year', () => {
    expect(nextTwelveMonths('2025-03-10')).toEqual({ from: '2025-03-10', to: '2026-03-09' });
    expect(nextTwelveMonths('2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    // A leap year's nights: 366 of them.
    expect(nextTwelveMonths('2027-03-01')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('from 29 February ends on 28 February', () => {
    expect(nextTwelveMonths('2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-02-28' });
  });

  it('sets the price and minimum stay of every unit type over that year, as the bulk update takes it', () => {
    const body = yearOfRates({ today: '2025-06-15', ratePlanId: 7, unitTypeIds: [3, 4], priceMinor: 12_050, minStay: 2 });
    expect(body).toEqual({ ratePlanId: 7, unitTypeIds: [3, 4], ranges: [{ from: '2025-06-15', to: '2026-06-14' }], set: { priceMinor: 12_050, minStay: 2 } });
    expect(BulkRateUpdateRequest.safeParse(body).success).toBe(true);
  });
});
