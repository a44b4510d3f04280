import { catalogs } from '@direct/i18n';
import { renderBrandedEmail, type EmailBlock, type EmailBrand, type RenderedEmail } from './email-layout.ts';

// What other modules may use to write an email for the outbox: the host-account texts in a
// language, and the one branded layout (decision 0013) from blocks (paragraphs, button links,
// label/value rows) to plain text and HTML.

export type { EmailBlock, EmailBrand, RenderedEmail };
export { emailPlainText, renderBrandedEmail } from './email-layout.ts';

type Catalog = (typeof catalogs)['en'];

export function catalogFor(language: string): { catalog: Catalog; language: string } {
  const found = (catalogs as Record<string, Catalog | undefined>)[language];
  return found ? { catalog: found, language } : { catalog: catalogs.en, language: 'en' };
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}

/** Platform mail (to hosts) and any email without a brand: the same layout, platform colours, no brand header. */
export function renderEmailBlocks(blocks: readonly EmailBlock[], brand?: EmailBrand | null): RenderedEmail {
  return renderBrandedEmail(blocks, { brand: brand ?? null });
}

export type BrandRowForEmail = {
  name: string;
  theme: { primaryColor: string; accentColor: string; backgroundColor: string; textColor: string; logoText: string };
  logoImageId: number | null;
  logoStorageKey: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
};

// The logo is served through the brand site's image proxy (/apis/image/:id/:file), so its URL is
// absolute only when the booking knows the site it came from.
export function emailBrandOf(row: BrandRowForEmail, siteOrigin: string | null): EmailBrand {
  const fileName = row.logoStorageKey?.split('/').pop();
  const logoUrl = siteOrigin && row.logoImageId !== null && fileName ? `${siteOrigin}/apis/image/${row.logoImageId}/${encodeURIComponent(fileName)}` : null;
  return {
    name: row.name,
    logoText: row.theme.logoText,
    logoUrl,
    primaryColor: row.theme.primaryColor,
    accentColor: row.theme.accentColor,
    backgroundColor: row.theme.backgroundColor,
    textColor: row.theme.textColor,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    siteOrigin,
  };
}
