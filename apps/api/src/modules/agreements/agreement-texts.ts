import { catalogs } from '@direct/i18n';
import { renderBrandedEmail, type EmailBrand } from '../email/email-ports.ts';

// The agreement catalog in a language (English when it has none), and the formats the filled
// template, the PDF and the emails share.

export type AgreementTexts = (typeof catalogs)['en']['agreement'];

export function agreementTextsFor(language: string): { texts: AgreementTexts; locale: string } {
  const catalog = (catalogs as Record<string, { agreement: AgreementTexts } | undefined>)[language];
  return catalog ? { texts: catalog.agreement, locale: language } : { texts: catalogs.en.agreement, locale: 'en' };
}

export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

const intlLocale = (locale: string) => (locale === 'pt' ? 'pt-PT' : locale === 'en' ? 'en-GB' : locale);

// Stay dates are calendar dates: read as UTC so no time zone moves them.
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

// The signing moment, always in UTC and saying so: the PDF must mean the same everywhere.
export function formatInstant(at: Date, locale: string): string {
  return `${new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(at)} UTC`;
}

export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text and the brand's HTML layout (decision 0013) from paragraphs. */
export function renderEmail(paragraphs: readonly string[], brand?: EmailBrand | null): { textBody: string; htmlBody: string } {
  return renderBrandedEmail(
    paragraphs.map((text) => ({ text })),
    { brand: brand ?? null },
  );
}
