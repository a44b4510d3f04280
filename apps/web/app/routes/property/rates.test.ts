import { describe, expect, it } from 'vitest';
import { rateOption, unitType } from './testing/fixtures.ts';
import { groupRates, listedRates, ratesListedAtFirst, type UnitRates } from './rates.ts';

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

describe('listedRates', () => {
  // `units` unit types with `plans` rates each, cheapest first as groupRates orders them.
  const groups = (units: number, plans: number): UnitRates[] =>
    Array.from({ length: units }, (_, u) => {
      const unit = { ...unitType, id: u + 1, name: `Unit ${u + 1}` };
      return groupRates(Array.from({ length: plans }, (_, p) => rateOption({ planId: p + 1, unitType: unit, total: 10_000 + p * 1000 })))[0]!;
    });
  const listed = (units: number, plans: number, options: { all?: boolean; plan?: string | null } = {}) =>
    listedRates(groups(units, plans), { all: options.all ?? false, plan: options.plan ?? null }).map((group) => [group.options.map((option) => option.ratePlan.id), group.unlisted]);

  it('lists the demo’s nine rates whole', () => {
    expect(listed(3, 3)).toEqual([
      [[1, 2, 3], 0],
      [[1, 2, 3], 0],
      [[1, 2, 3], 0],
    ]);
    expect(listed(1, ratesListedAtFirst)).toEqual([[[1, 2, 3, 4, 5, 6, 7, 8, 9], 0]]);
  });

  it('keeps each unit type’s cheapest within an equal share of nine and counts the rest', () => {
    expect(listed(1, 12)).toEqual([[[1, 2, 3, 4, 5, 6, 7, 8, 9], 3]]);
    expect(listed(2, 6)).toEqual([
      [[1, 2, 3, 4], 2],
      [[1, 2, 3, 4], 2],
    ]);
    expect(listed(4, 5).map(([ids]) => ids)).toEqual([[1, 2], [1, 2], [1, 2], [1, 2]]);
  });

  it('lists at least one rate of every unit type, however many there are', () => {
    const many = listed(12, 3);
    expect(many).toHaveLength(12);
    expect(many.every(([ids, unlisted]) => (ids as number[]).length === 1 && unlisted === 2)).toBe(true);
  });

  it('lists the chosen rate even beyond its unit type’s share', () => {
    expect(listed(1, 12, { plan: '1-11' })).toEqual([[[1, 2, 3, 4, 5, 6, 7, 8, 9, 11], 2]]);
    expect(listed(2, 6, { plan: '2-6' })).toEqual([
      [[1, 2, 3, 4], 2],
      [[1, 2, 3, 4, 6], 1],
    ]);
  });

  it('lists everything when the guest asked for all rates', () => {
    expect(listed(2, 12, { all: true })).toEqual([
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 0],
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 0],
    ]);
  });
});
