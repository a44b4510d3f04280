import type { Language } from '@direct/contracts';
import type { SupportedLanguage, Texts } from '@direct/i18n';

// What the browser receives to render one language: the texts of that language it needs (the
// shell's from the root, each page's from its route; decision record 0002), plus the names the
// switcher shows (each language in its own name).
export type LocaleData = {
  lng: SupportedLanguage;
  dir: 'ltr' | 'rtl';
  resources: Texts;
  languages: { code: SupportedLanguage; name: string }[];
};

// Compile-time guard: the API's language list (contracts) and the catalogs' list (i18n) are
// the same set, so a brand can never name a language the site has no texts for.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type LanguagesAgree = Assert<Same<Language, SupportedLanguage>>;
