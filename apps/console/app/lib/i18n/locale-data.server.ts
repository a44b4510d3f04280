import { catalogs, languageDirection, pickTexts, supportedLanguages, type SupportedLanguage, type TextSelection } from '@direct/i18n';
import type { LocaleData } from './translation.tsx';

// The console sends its own namespaces whole: every console page shares most of them (forms, shell).
const consoleTexts: readonly TextSelection[] = ['language', 'console', 'consolePricing'];
const languages = supportedLanguages.map((code) => ({ code, name: catalogs[code].language.name }));
const locales = new Map(
  supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: pickTexts(catalogs[lng], consoleTexts), languages }] as const),
);

export function localeData(lng: SupportedLanguage): LocaleData {
  return locales.get(lng)!;
}
