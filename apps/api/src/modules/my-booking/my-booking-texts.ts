import { catalogs } from '@direct/i18n';
import { formatMoney } from '@direct/domain';

// The "My booking" emails' and documents' texts in the booking's language (English when it has no
// catalog), and the guest's dates and amounts formatted for that language.

export type MyBookingTexts = (typeof catalogs)['en']['myBookingEmails'];

export function myBookingTextsFor(language: string): { texts: MyBookingTexts; locale: string } {
  const catalog = (catalogs as Record<string, { myBookingEmails: MyBookingTexts } | undefined>)[language];
  return catalog ? { texts: catalog.myBookingEmails, locale: language === 'pt' ? 'pt-PT' : language } : { texts: catalogs.en.myBookingEmails, locale: 'en' };
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

// Stay dates are calendar dates: read as UTC so no time zone moves them.
export const formatDate = (isoDate: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

export const money = (amountMinor: number, currency: string, locale: string) => formatMoney(amountMinor, currency, locale);
