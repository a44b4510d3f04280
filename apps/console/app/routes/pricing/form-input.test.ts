import { describe, expect, it } from 'vitest';
import { decimalTextOf, minorDigits, moneyText, readDecimal, readMoney, readWhole } from './form-input.ts';

describe('reading what a host types', () => {
  it('reads amounts in major units with a decimal point or comma, into minor units', () => {
    expect(readMoney('12.50', 'EUR')).toBe(1250);
    expect(readMoney('12,5', 'EUR')).toBe(1250);
    expect(readMoney(' 4 ', 'EUR')).toBe(400);
    expect(readMoney('1.234,56', 'EUR')).toBe(123_456);
    expect(readMoney('1,234.56', 'USD')).toBe(123_456);
    expect(readMoney('1500', 'JPY')).toBe(1500);
    expect(readMoney('', 'EUR')).toBeNull();
  });

  it('refuses what is not an amount of that currency', () => {
    expect(readMoney('12.345', 'EUR')).toBe('invalid');
    expect(readMoney('12.5', 'JPY')).toBe('invalid');
    expect(readMoney('€12', 'EUR')).toBe('invalid');
    expect(readMoney('1,2,3', 'EUR')).toBe('invalid');
    expect(readMoney('twelve', 'EUR')).toBe('invalid');
  });

  it('keeps a negative amount for the API to refuse with its reason', () => {
    expect(readMoney('-5', 'EUR')).toBe(-500);
  });

  it('reads percentages and whole numbers', () => {
    expect(readDecimal('6,25')).toBe(6.25);
    expect(readDecimal('10')).toBe(10);
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('10%')).toBe('invalid');
    expect(readWhole('7')).toBe(7);
    expect(readWhole('7.5')).toBe('invalid');
    expect(readWhole('')).toBeNull();
  });

  it('shows amounts again in the page’s decimal mark', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(moneyText(123_456, 'EUR', 'de')).toBe('1234,56');
    expect(moneyText(400, 'EUR', 'en')).toBe('4.00');
    expect(moneyText(null, 'EUR', 'en')).toBe('');
    expect(decimalTextOf(6.25, 'pt')).toBe('6,25');
  });
});
