import { describe, expect, it } from 'vitest';
import { adjustByPercent, divideRounded, percentOf } from './percent.ts';

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(divideRounded(-1, 3)).toBe(0);
  });

  it('refuses division by zero', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes numeric strings as Postgres returns them', () => {
    expect(percentOf(10_000, '6.000')).toBe(600);
    expect(percentOf(333, '12.5')).toBe(42); // 41.625
    expect(percentOf(1_001, 0.5)).toBe(5); // 5.005
    expect(percentOf(100, '12.345')).toBe(12); // 12.345
  });

  it('rejects what is not a number', () => {
    expect(() => percentOf(100, 'ten')).toThrow(RangeError);
    expect(() => percentOf(100, '')).toThrow(RangeError);
  });
});

describe('adjustByPercent', () => {
  it('rounds the adjusted amount once, halves away from zero', () => {
    expect(adjustByPercent(105, -10)).toBe(95); // 94.5
    expect(adjustByPercent(12_345, '-10.00')).toBe(11_111); // 11110.5
    expect(adjustByPercent(999, '15')).toBe(1_149); // 1148.85
  });
});
