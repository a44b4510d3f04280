import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRating } from './format.ts';

// Intl puts a (narrow) no-break space between amount and symbol in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in the guest language and the price currency', () => {
    expect(plain(formatMoney({ amountMinor: 7187, currency: 'EUR' }, 'en'))).toBe('€71.87');
    expect(plain(formatMoney({ amountMinor: 7187, currency: 'EUR' }, 'de'))).toBe('71,87 €');
    expect(plain(formatMoney({ amountMinor: 7187, currency: 'EUR' }, 'pt'))).toBe('71,87 €');
    expect(plain(formatMoney({ amountMinor: 140103, currency: 'CHF' }, 'en'))).toBe('CHF 1,401.03');
    expect(plain(formatMoney({ amountMinor: 140103, currency: 'CHF' }, 'de'))).toBe('1.401,03 CHF');
  });

  it('formats Portuguese the European way', () => {
    expect(plain(formatMoney({ amountMinor: 123456, currency: 'EUR' }, 'pt'))).toBe('1234,56 €');
    expect(formatDate('2026-11-18T08:00:00.000Z', 'pt')).toBe('18 de novembro de 2026');
  });

  it('drops the decimals of whole amounts', () => {
    expect(plain(formatMoney({ amountMinor: 9500, currency: 'EUR' }, 'en'))).toBe('€95');
    expect(plain(formatMoney({ amountMinor: 9500, currency: 'GBP' }, 'de'))).toBe('95 £');
  });

  it('knows currencies without minor units', () => {
    expect(plain(formatMoney({ amountMinor: 12000, currency: 'JPY' }, 'en'))).toBe('¥12,000');
  });
});

describe('formatRating and formatDate', () => {
  it('uses the language decimal separator', () => {
    expect(formatRating(4.8, 'en')).toBe('4.8');
    expect(formatRating(4.8, 'de')).toBe('4,8');
    expect(formatRating(5, 'pt')).toBe('5,0');
  });

  it('formats dates in UTC and ignores invalid ones', () => {
    expect(formatDate('2026-11-18T08:00:00.000Z', 'en')).toBe('November 18, 2026');
    expect(formatDate('2026-11-18T08:00:00.000Z', 'de')).toBe('18. November 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
