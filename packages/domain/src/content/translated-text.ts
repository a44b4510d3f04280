// Host content in the guest's language (decision 0032). A row keeps its English texts in its own
// columns and the other languages in a `translations` map: { de: { name: "…" }, pt: { … } }.
// English is what every language falls back to; an empty or blank text counts as "not written".

export type TextLanguage = 'en' | 'de' | 'pt';
export type TextTranslations = Partial<Record<string, Partial<Record<string, string>> | undefined>>;

// The text and the language it is really in, so a page can mark an English fallback lang="en".
export type TranslatedText<T extends string | null = string> = { text: T; language: TextLanguage };

export function translatedText<T extends string | null>(
  english: T,
  translations: TextTranslations | null | undefined,
  language: string | undefined,
  field: string,
): TranslatedText<T> {
  if (language && language !== 'en') {
    const local = translations?.[language]?.[field];
    if (typeof local === 'string' && local.trim() !== '') return { text: local as T, language: language as TextLanguage };
  }
  return { text: english, language: 'en' };
}

// Images keep a flat map ({ de: "…" }) that predates the pattern above.
export function translatedAlt(english: string, altTranslations: Partial<Record<string, string>> | null | undefined, language: string | undefined): TranslatedText {
  if (language && language !== 'en') {
    const local = altTranslations?.[language];
    if (typeof local === 'string' && local.trim() !== '') return { text: local, language: language as TextLanguage };
  }
  return { text: english, language: 'en' };
}
