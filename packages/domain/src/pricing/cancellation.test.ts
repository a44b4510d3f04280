import { describe, expect, it } from 'vitest';
import { cancellationRefund, cancellationRefundAt, refundDeadlines, type CancellationPolicy } from './cancellation.ts';

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

  it('counts the day where the property is: 00:30 in Lisbon is past a deadline that UTC has not reached', () => {
    const policy: CancellationPolicy = { kind: 'moderate', rules: [{ daysBeforeArrival: 30, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }] };
    // 2026-07-02 00:30 in Lisbon (UTC+1 in summer) is 2026-07-01 23:30 UTC; arrival 31 July.
    const at = new Date('2026-07-01T23:30:00Z');
    expect(cancellationRefundAt(policy, '2026-07-31', at, 'Europe/Lisbon', 1_000)).toEqual({ refundPercent: 50, refundMinor: 500 });
    expect(cancellationRefundAt(policy, '2026-07-31', at, 'UTC', 1_000)).toEqual({ refundPercent: 100, refundMinor: 1_000 });
    // West of UTC the other way round: 23:30 on 1 July in New York is already 2 July in UTC, yet
    // the guest there still meets the 30-day deadline.
    expect(cancellationRefundAt(policy, '2026-07-31', new Date('2026-07-02T03:30:00Z'), 'America/New_York', 1_000).refundPercent).toBe(100);
    expect(cancellationRefundAt(policy, '2026-07-31', new Date('2026-07-02T03:30:00Z'), 'UTC', 1_000).refundPercent).toBe(50);
  });
});
