import type { Language } from '@direct/contracts';
import type { Catalog, SupportedLanguage } from '@direct/i18n';

// What the browser receives to render one language: that language's catalog only, plus the
// names the switcher shows (each language in its own name).
export type LocaleData = {
  lng: SupportedLanguage;
  dir: 'ltr' | 'rtl';
  resources: Catalog;
  languages: { code: SupportedLanguage; name: string }[];
};

// Compile-time guard: the API's language list (contracts) and the catalogs' list (i18n) are
// the same set, so a brand can never name a language the site has no texts for.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type LanguagesAgree = Assert<Same<Language, SupportedLanguage>>;
