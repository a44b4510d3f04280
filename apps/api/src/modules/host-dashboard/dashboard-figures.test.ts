import { describe, expect, it } from 'vitest';
import { nightsIn, periodsAround, revenueIn } from './dashboard-figures.ts';

describe('nightsIn', () => {
  it('counts only the nights inside the period, the check-out day excluded', () => {
    expect(nightsIn('2026-03-08', '2026-03-12', '2026-03-10', '2026-06-08')).toBe(2);
    expect(nightsIn('2026-03-08', '2026-03-12', '2025-12-10', '2026-03-10')).toBe(2);
    expect(nightsIn('2026-03-10', '2026-03-11', '2026-03-10', '2026-03-11')).toBe(1);
  });

  it('is zero for a stay outside the period, or ending the day it starts', () => {
    expect(nightsIn('2026-01-01', '2026-01-05', '2026-03-10', '2026-06-08')).toBe(0);
    expect(nightsIn('2026-03-01', '2026-03-10', '2026-03-10', '2026-06-08')).toBe(0);
  });
});

describe('revenueIn', () => {
  it('spreads the total evenly over the nights and rounds down', () => {
    const stay = { checkIn: '2026-03-08', checkOut: '2026-03-11', totalMinor: 10_000 };
    expect(revenueIn(stay, '2026-03-10', '2026-06-08')).toBe(3_333);
    expect(revenueIn(stay, '2025-12-10', '2026-03-10')).toBe(6_666);
  });

  it('is zero for a stay without nights', () => {
    expect(revenueIn({ checkIn: '2026-03-08', checkOut: '2026-03-08', totalMinor: 10_000 }, '2026-03-01', '2026-04-01')).toBe(0);
  });
});

describe('periodsAround', () => {
  it('gives the 90 nights before today and the 90 from today, across a year end', () => {
    expect(periodsAround('2026-01-15')).toEqual({ past: { from: '2025-10-17', to: '2026-01-15' }, next: { from: '2026-01-15', to: '2026-04-15' } });
  });
});
