import { describe, expect, it } from 'vitest';
import { cancellationRuleProblems, derivationCycle, isoWeekday, orderedCancellationRules, stayLengthProblems } from './rate-rules.ts';

describe('cancellation tiers', () => {
  it('accepts tiers that refund less the later one cancels', () => {
    expect(cancellationRuleProblems('moderate', [{ daysBeforeArrival: 30, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }])).toEqual([]);
  });

  it('refuses tiers on a non-refundable policy and none on another', () => {
    expect(cancellationRuleProblems('non_refundable', [{ daysBeforeArrival: 3, refundPercent: 10 }]).map((p) => p.reason)).toEqual(['not_allowed']);
    expect(cancellationRuleProblems('non_refundable', [])).toEqual([]);
    expect(cancellationRuleProblems('flexible', []).map((p) => p.reason)).toEqual(['required']);
  });

  it('names a duplicate notice period and a late tier that refunds more', () => {
    const problems = cancellationRuleProblems('strict', [
      { daysBeforeArrival: 14, refundPercent: 50 },
      { daysBeforeArrival: 2, refundPercent: 80 },
      { daysBeforeArrival: 14, refundPercent: 40 },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['rules', 2, 'daysBeforeArrival'], reason: 'duplicate' }),
        expect.objectContaining({ path: ['rules', 1, 'refundPercent'], reason: 'refund_increases_late' }),
      ]),
    );
  });

  it('stores tiers furthest first', () => {
    expect(orderedCancellationRules([{ daysBeforeArrival: 1, refundPercent: 0 }, { daysBeforeArrival: 9, refundPercent: 100 }]).map((r) => r.daysBeforeArrival)).toEqual([9, 1]);
  });
});

describe('derived plans', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
  ]);

  it('finds a circle through the parent chain', () => {
    expect(derivationCycle(1, 3, parents)).toBe(true);
    expect(derivationCycle(2, 2, parents)).toBe(true);
    expect(derivationCycle(3, 1, parents)).toBe(false);
    expect(derivationCycle(null, 3, parents)).toBe(false);
  });

  it('stops on a circle it is not part of', () => {
    expect(derivationCycle(9, 5, new Map([[5, 6], [6, 5]]))).toBe(false);
  });
});

describe('stay lengths and weekdays', () => {
  it('refuses a maximum below the minimum', () => {
    expect(stayLengthProblems(3, 2).map((p) => p.path)).toEqual([['maxStay']]);
    expect(stayLengthProblems(3, null)).toEqual([]);
    expect(stayLengthProblems(undefined, 2)).toEqual([]);
  });

  it('counts weekdays from Monday', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-15')).toBe(7);
  });
});
