import { catalogs, languageDirection, supportedLanguages, type SupportedLanguage } from '@direct/i18n';
import type { LocaleData } from './locale.ts';

const languages = supportedLanguages.map((code) => ({ code, name: catalogs[code].language.name }));

export function localeData(lng: SupportedLanguage): LocaleData {
  return { lng, dir: languageDirection[lng], resources: catalogs[lng], languages };
}
