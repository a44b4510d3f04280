// The languages the site ships catalogs for. Mirrors `Language` in @direct/contracts; the web app
// checks at compile time that the two lists stay equal.
export const supportedLanguages = ['en', 'de', 'pt'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const fallbackLanguage: SupportedLanguage = 'en';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

// Rendered as <html dir>. All current languages are left-to-right; adding Arabic or Hebrew
// means adding 'rtl' here and nothing else.
export const languageDirection: Record<SupportedLanguage, 'ltr' | 'rtl'> = {
  en: 'ltr',
  de: 'ltr',
  pt: 'ltr',
};
