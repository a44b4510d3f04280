import { describe, expect, it } from 'vitest';
import { amountOfMinor, minorOfAmount } from './amount-input.ts';

describe('minorOfAmount', () => {
  it('reads whole amounts, one or two decimals, with a point or a comma', () => {
    expect(minorOfAmount('80')).toBe(8000);
    expect(minorOfAmount(' 80.5 ')).toBe(8050);
    expect(minorOfAmount('80,05')).toBe(8005);
  });

  it('refuses what is not an amount, and zero', () => {
    for (const text of ['', 'abc', '80.123', '-5', '€80', '0', '0.00', '1e3']) expect(minorOfAmount(text)).toBeNull();
  });

  it('writes minor units back as the field shows them', () => {
    expect(amountOfMinor(25_000)).toBe('250.00');
  });
});
