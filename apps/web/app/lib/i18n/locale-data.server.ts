import { catalogs, languageDirection, mergeTexts, pickTexts, supportedLanguages, type SupportedLanguage, type Texts, type TextSelection } from '@direct/i18n';
import type { LocaleData } from './locale.ts';

const languages = supportedLanguages.map((code) => ({ code, name: catalogs[code].language.name }));

// What every page's shell shows (header, footer with its newsletter form, the brand's error pages,
// page titles); each page adds its own texts (route-texts.server.ts). The newsletter's answers are
// the contact page's (the footer form posts there), the error texts of a form are its page's.
export const shellTexts: readonly TextSelection[] = [
  'language',
  'platform.name',
  'meta',
  'shell',
  'nav',
  'newsletter.heading',
  'newsletter.email',
  'newsletter.submit',
  'contact.honeypot',
];

// The brand's error pages. Not in every page's data (about 700 bytes of each page's 40 KB): the
// root loader hands them to the server's render only, and an error page carries them in its
// document (components/brand-error-page.tsx).
export const errorPageTextSelection: readonly TextSelection[] = ['errors.statusCode', 'errors.notFound', 'errors.serverError', 'errors.unavailable'];

// The platform's error pages (no brand at this address, or none could be had) add these.
export const platformTexts: readonly TextSelection[] = [...shellTexts, ...errorPageTextSelection, 'platform.tagline', 'errors.unregisteredDomain'];

const localesOf = (selections: readonly TextSelection[]) =>
  new Map(
    supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: pickTexts(catalogs[lng], selections), languages }] as const),
  );
const shellLocales = localesOf(shellTexts);
const platformLocales = localesOf(platformTexts);
const fullLocales = new Map(supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: catalogs[lng], languages }] as const));

// The cookie banner's texts join the shell's only for a brand whose tags need consent (decision 0033).
const consentTexts = new Map(supportedLanguages.map((lng) => [lng, pickTexts(catalogs[lng], ['consent'])] as const));
export function withConsentTexts(locale: LocaleData): LocaleData {
  return { ...locale, resources: mergeTexts(locale.resources, consentTexts.get(locale.lng)) };
}

const errorTexts = new Map(supportedLanguages.map((lng) => [lng, pickTexts(catalogs[lng], errorPageTextSelection)] as const));
export function errorPageTexts(lng: SupportedLanguage): Texts {
  return errorTexts.get(lng)!;
}

// The root's locale, sent to the browser: the shell's texts only.
export function shellLocaleData(lng: SupportedLanguage): LocaleData {
  return shellLocales.get(lng)!;
}

// The locale of a platform error page (ShellFailure), sent to the browser.
export function platformLocaleData(lng: SupportedLanguage): LocaleData {
  return platformLocales.get(lng)!;
}

// The whole catalog, for rendering on the server only (static HTML, JSON answers); never return it
// from a loader.
export function localeData(lng: SupportedLanguage): LocaleData {
  return fullLocales.get(lng)!;
}
