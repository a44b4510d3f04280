import { catalogs, languageDirection, pickTexts, supportedLanguages, type SupportedLanguage, type TextSelection } from '@direct/i18n';
import type { LocaleData } from './locale.ts';

const languages = supportedLanguages.map((code) => ({ code, name: catalogs[code].language.name }));

// What every page's shell shows (header, footer, newsletter form, error pages, page titles); each
// page adds its own texts (route-texts.server.ts).
export const shellTexts: readonly TextSelection[] = ['language', 'platform', 'meta', 'shell', 'nav', 'errors', 'newsletter', 'contact.honeypot'];

const shellLocales = new Map(
  supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: pickTexts(catalogs[lng], shellTexts), languages }] as const),
);
const fullLocales = new Map(supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: catalogs[lng], languages }] as const));

// The root's locale, sent to the browser: the shell's texts only.
export function shellLocaleData(lng: SupportedLanguage): LocaleData {
  return shellLocales.get(lng)!;
}

// The whole catalog, for rendering on the server only (static HTML, JSON answers); never return it
// from a loader.
export function localeData(lng: SupportedLanguage): LocaleData {
  return fullLocales.get(lng)!;
}
