import { describe, expect, it } from 'vitest';
import { rateOption, unitType } from './testing/fixtures.ts';
import { groupRates } from './rates.ts';

describe('groupRates', () => {
  it('groups by unit type, bookable and cheapest first', () => {
    const studio = { ...unitType, id: 2, name: 'Studio' };
    const groups = groupRates(
      [
        rateOption({ planId: 6, total: 58200 }),
        rateOption({ planId: 7, planName: 'Non-refundable', total: 53100 }),
        rateOption({ planId: 6, unitType: studio, bookable: false, quote: null, reasons: [{ code: 'sold_out', dates: [] }] }),
        rateOption({ planId: 8, planName: 'B&B', bookable: false, quote: null }),
      ],
      [2, 5],
    );
    expect(groups.map((group) => [group.unitType.name, group.bookable, group.options.map((option) => option.ratePlan.id)])).toEqual([
      ['Terrace Apartment', true, [7, 6, 8]],
      ['Studio', false, [6]],
    ]);
  });
});
