// What a host types in the pricing forms, read the way they type it: amounts in major units of
// the currency ("12.50" or "12,50"), percentages with a decimal comma or point, whole numbers.
// Each reader answers the value, null for an empty field, or 'invalid' (the form says why).
// Browser code: nothing here may pull in the domain package's server-side parts (node:crypto).

export type Read<T> = T | null | 'invalid';

/** How many decimals the currency has (EUR 2, JPY 0), as Intl knows it. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

// "1.234,50", "1,234.50", "1234.5", "12,5": the last separator is the decimal one when both kinds
// appear; a single kind is always decimal (a grouping of thousands alone is too rare to guess).
function decimalText(text: string): string | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return '';
  if (!/^-?[\d.,]+$/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastPoint = compact.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastPoint);
  if (decimalAt === -1) return compact;
  const separator = compact[decimalAt];
  const grouping = separator === ',' ? '.' : ',';
  const whole = compact.slice(0, decimalAt);
  // Two decimal separators of the same kind ("1,2,3") mean nothing.
  if (whole.includes(separator!)) return null;
  return `${whole.split(grouping).join('')}.${compact.slice(decimalAt + 1)}`;
}

/** An amount typed in major units, in minor units of `currency`; more decimals than it has: invalid. */
export function readMoney(text: string, currency: string): Read<number> {
  const decimal = decimalText(text);
  if (decimal === '') return null;
  if (decimal === null || !/^-?\d+(\.\d*)?$/.test(decimal)) return 'invalid';
  const [whole, fraction = ''] = decimal.split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return 'invalid';
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : 'invalid';
}

/** A percentage as a number; the API checks its range and its two decimals. */
export function readDecimal(text: string): Read<number> {
  const decimal = decimalText(text);
  if (decimal === '') return null;
  if (decimal === null || !/^-?\d+(\.\d+)?$/.test(decimal)) return 'invalid';
  return Number(decimal);
}

export function readWhole(text: string): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d{1,9}$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/** Minor units as the form shows them again: "12.50" in the page's decimal mark, no grouping. */
export function moneyText(amountMinor: number | null, currency: string, lng: string): string {
  if (amountMinor === null) return '';
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(lng, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(amountMinor / 10 ** digits);
}

export function decimalTextOf(value: number | null, lng: string): string {
  if (value === null) return '';
  return new Intl.NumberFormat(lng, { maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** An amount as the tables show it ("€1,234.50"), with the currency's own decimals. */
export function formatAmount(amountMinor: number, currency: string, lng: string): string {
  const format = new Intl.NumberFormat(lng, { style: 'currency', currency });
  return format.format(amountMinor / 10 ** minorDigits(currency));
}
