import { describe, expect, it } from 'vitest';
import { cancellationRefund, refundDeadlines, type CancellationPolicy } from './cancellation.ts';

const moderate: CancellationPolicy = {
  kind: 'moderate',
  rules: [
    { daysBeforeArrival: 30, refundPercent: 100 },
    { daysBeforeArrival: 7, refundPercent: 50 },
  ],
};

describe('refundDeadlines', () => {
  it('turns the rules into concrete last dates, furthest first', () => {
    expect(refundDeadlines(moderate, '2026-08-15')).toEqual([
      { lastDate: '2026-07-16', daysBeforeArrival: 30, refundPercent: 100 },
      { lastDate: '2026-08-08', daysBeforeArrival: 7, refundPercent: 50 },
    ]);
  });

  it('crosses a leap day', () => {
    const flexible: CancellationPolicy = { kind: 'flexible', rules: [{ daysBeforeArrival: 1, refundPercent: 100 }] };
    expect(refundDeadlines(flexible, '2028-03-01')).toEqual([
      { lastDate: '2028-02-29', daysBeforeArrival: 1, refundPercent: 100 },
    ]);
  });

  it('has none for a non-refundable plan, whatever rules it carries', () => {
    expect(refundDeadlines({ kind: 'non_refundable', rules: moderate.rules }, '2026-08-15')).toEqual([]);
  });
});

describe('cancellationRefund', () => {
  const arrival = '2026-08-15';

  it('refunds in full up to and including the first deadline', () => {
    expect(cancellationRefund(moderate, arrival, '2026-07-16', 45_000)).toEqual({
      refundPercent: 100,
      refundMinor: 45_000,
    });
  });

  it('drops to the next tier the day after a deadline', () => {
    expect(cancellationRefund(moderate, arrival, '2026-07-17', 45_001)).toEqual({
      refundPercent: 50,
      refundMinor: 22_501, // 22500.5
    });
    expect(cancellationRefund(moderate, arrival, '2026-08-08', 100)).toEqual({ refundPercent: 50, refundMinor: 50 });
  });

  it('refunds nothing after the last deadline or after arrival', () => {
    expect(cancellationRefund(moderate, arrival, '2026-08-09', 100)).toEqual({ refundPercent: 0, refundMinor: 0 });
    expect(cancellationRefund(moderate, arrival, '2026-08-20', 100)).toEqual({ refundPercent: 0, refundMinor: 0 });
  });

  it('is not fooled by rules stored nearest first', () => {
    const reversed: CancellationPolicy = { kind: 'moderate', rules: [...moderate.rules].reverse() };
    expect(cancellationRefund(reversed, arrival, '2026-07-01', 100)).toEqual({ refundPercent: 100, refundMinor: 100 });
  });

  it('refunds nothing on a non-refundable plan', () => {
    const policy: CancellationPolicy = { kind: 'non_refundable', rules: [] };
    expect(cancellationRefund(policy, arrival, '2026-01-01', 45_000)).toEqual({ refundPercent: 0, refundMinor: 0 });
  });

  it('counts a same-day rule on the arrival day', () => {
    const policy: CancellationPolicy = { kind: 'flexible', rules: [{ daysBeforeArrival: 0, refundPercent: 100 }] };
    expect(cancellationRefund(policy, arrival, arrival, 100).refundPercent).toBe(100);
  });
});
