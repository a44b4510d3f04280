// The "Translations" fields of the pricing forms (decision 0032): one input per language the
// product speaks besides English and per translated field, named translations.<language>.<field>
// like the API's field errors, so a refusal lands next to its input.
export const translationLanguages = ['de', 'pt'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

export function translationFieldNames(fields: readonly string[]): string[] {
  return translationLanguages.flatMap((language) => fields.map((field) => `translations.${language}.${field}`));
}

// Every translation the form shows, sent as a whole: an emptied input removes that translation.
export function translationsFrom<Field extends string>(form: FormData, fields: readonly Field[]): Record<TranslationLanguage, Record<Field, string>> {
  const texts = (language: TranslationLanguage) =>
    Object.fromEntries(fields.map((field) => [field, String(form.get(`translations.${language}.${field}`) ?? '').trim()])) as Record<Field, string>;
  return { de: texts('de'), pt: texts('pt') };
}
