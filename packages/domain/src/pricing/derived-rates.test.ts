import { describe, expect, it } from 'vitest';
import type { DailyRate } from './daily-rate.ts';
import { deriveDailyRates, derivePrice, resolveRatePlanRates, type RatePlanLink } from './derived-rates.ts';

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

describe('derivePrice', () => {
  it('rounds odd prices to the nearest minor unit, halves away from zero', () => {
    expect(derivePrice(10_000, -10)).toBe(9_000);
    expect(derivePrice(10_005, -10)).toBe(9_005); // 9004.5
    expect(derivePrice(10_003, '-10.00')).toBe(9_003); // 9002.7
    expect(derivePrice(10_001, -10)).toBe(9_001); // 9000.9
    expect(derivePrice(9_999, '-12.5')).toBe(8_749); // 8749.125
    expect(derivePrice(101, '5')).toBe(106); // 106.05
  });
});

describe('deriveDailyRates', () => {
  const parent = [
    rate('2026-08-01', 12_345, { minStay: 3, closedToArrival: true }),
    rate('2026-08-02', 12_000, { stopSell: true, maxStay: 14 }),
    rate('2026-08-03', 15_000, { closedToDeparture: true }),
  ];

  it('adjusts the price and keeps the parent restrictions', () => {
    expect(deriveDailyRates(parent, [], '-10.00')).toEqual([
      rate('2026-08-01', 11_111, { minStay: 3, closedToArrival: true }), // 11110.5
      rate('2026-08-02', 10_800, { stopSell: true, maxStay: 14 }),
      rate('2026-08-03', 13_500, { closedToDeparture: true }),
    ]);
  });

  it('lets own rows win on their dates, restrictions included', () => {
    const own = [rate('2026-08-02', 9_900), rate('2026-08-05', 8_000, { minStay: 2 })];
    expect(deriveDailyRates(parent, own, -10)).toEqual([
      rate('2026-08-01', 11_111, { minStay: 3, closedToArrival: true }),
      rate('2026-08-02', 9_900),
      rate('2026-08-03', 13_500, { closedToDeparture: true }),
      rate('2026-08-05', 8_000, { minStay: 2 }),
    ]);
  });

  it('does not modify its inputs', () => {
    const before = structuredClone(parent);
    deriveDailyRates(parent, [], -10);
    expect(parent).toEqual(before);
  });
});

describe('resolveRatePlanRates', () => {
  const plans: RatePlanLink[] = [
    { id: 1, parentRatePlanId: null, derivedPercent: null },
    { id: 2, parentRatePlanId: 1, derivedPercent: '-10.00' },
    { id: 3, parentRatePlanId: 2, derivedPercent: '-5' },
  ];
  const ratesByPlan = new Map<number, DailyRate[]>([
    [1, [rate('2026-08-02', 20_000), rate('2026-08-01', 10_000)]],
    [3, [rate('2026-08-02', 1_000)]],
  ]);

  it('returns a base plan own rows sorted by date', () => {
    expect(resolveRatePlanRates(1, plans, ratesByPlan).map((r) => r.date)).toEqual(['2026-08-01', '2026-08-02']);
  });

  it('follows a chain of derived plans, rounding at each step', () => {
    // Plan 2: 9000 and 18000. Plan 3: 8550, and its own row on 08-02.
    expect(resolveRatePlanRates(3, plans, ratesByPlan).map((r) => r.priceMinor)).toEqual([8_550, 1_000]);
  });

  it('refuses cycles and unknown plans', () => {
    const cyclic: RatePlanLink[] = [
      { id: 1, parentRatePlanId: 2, derivedPercent: 5 },
      { id: 2, parentRatePlanId: 1, derivedPercent: 5 },
    ];
    expect(() => resolveRatePlanRates(1, cyclic, new Map())).toThrow(/derives from itself/);
    expect(() => resolveRatePlanRates(9, plans, ratesByPlan)).toThrow(/Unknown rate plan 9/);
  });
});
