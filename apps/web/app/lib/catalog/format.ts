import type { Money } from '@direct/contracts';

// The catalogs' Portuguese is European Portuguese; plain "pt" formats the Brazilian way (€ 71,87).
const formatLocales: Record<string, string> = { pt: 'pt-PT' };

export function formatLocale(lng: string): string {
  return formatLocales[lng] ?? lng;
}

// Making an Intl formatter costs far more than using one, and a page formats hundreds of prices,
// ratings and dates with the same few: each is made once per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format as Intl.NumberFormat;
}
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format as Intl.DateTimeFormat;
}

// Minor units → a price in the guest's language and the price's own currency ("€95", "95 €").
// Whole amounts drop the decimals ("from €95" reads better than "from €95.00").
export function formatMoney(money: Money, lng: string): string {
  const digits = currencyDigits(money.currency);
  // Unknown currency code: show the amount with the code rather than failing the page.
  if (digits === null) return `${(money.amountMinor / 100).toFixed(2)} ${money.currency}`;
  const amount = money.amountMinor / 10 ** digits;
  const whole = Number.isInteger(amount);
  return numberFormat(formatLocale(lng), {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

function currencyDigits(currency: string): number | null {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

// Review average with one decimal in the guest's language ("4.8", "4,8").
export function formatRating(value: number, lng: string): string {
  return numberFormat(formatLocale(lng), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // UTC so the server's and the browser's rendering agree.
  return dateFormat(formatLocale(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
