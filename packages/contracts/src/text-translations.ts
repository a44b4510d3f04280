import { z } from 'zod';

// A host text's other languages (decision 0032): { de: { name: "…" }, pt: { name: "…" } }. English
// stays in the row's own fields and is what a missing or empty text falls back to on the site.
export const translationLanguages = ['de', 'pt'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

type Shape<Field extends string> = Record<Field, z.ZodOptional<z.ZodString>>;

// Host input: per language only the fields given, each trimmed and at most `max` characters; an
// empty text removes that translation. Absent on an update: the translations stay as they are.
export function textTranslationsInput<const Field extends string>(fields: Record<Field, number>) {
  const shape = Object.fromEntries(
    Object.entries<number>(fields).map(([field, max]) => [field, z.string().trim().max(max, `must be at most ${max} characters`).optional()]),
  ) as Shape<Field>;
  const language = z.strictObject(shape).optional();
  return z
    .strictObject({ de: language, pt: language })
    .transform((value) => withoutEmpty(value as Partial<Record<TranslationLanguage, Partial<Record<Field, string | undefined>>>>))
    .optional()
    .describe('The texts in other languages: { de: { … }, pt: { … } }; an empty text removes that translation (guests then read English)');
}

// What a host reads back: every language the host wrote something in.
export function textTranslationsOutput<const Field extends string>(fields: readonly Field[]) {
  const language = z.object(Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<Field, z.ZodOptional<z.ZodString>>).partial();
  return z.object({ de: language.optional(), pt: language.optional() });
}

function withoutEmpty<Field extends string>(value: Partial<Record<TranslationLanguage, Partial<Record<Field, string | undefined>>>>) {
  const result: Partial<Record<TranslationLanguage, Partial<Record<Field, string>>>> = {};
  for (const language of translationLanguages) {
    const texts = Object.entries(value[language] ?? {}).filter((entry): entry is [Field, string] => typeof entry[1] === 'string' && entry[1] !== '');
    if (texts.length > 0) result[language] = Object.fromEntries(texts) as Partial<Record<Field, string>>;
  }
  return result;
}
