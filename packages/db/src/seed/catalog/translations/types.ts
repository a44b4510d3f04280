// German and Portuguese texts of the demo content (decision 0032). English stays in the seeds
// themselves; these maps add the other languages the demo brands publish in.
export type OtherLanguage = 'de' | 'pt';
export const otherLanguages: readonly OtherLanguage[] = ['de', 'pt'];
export type InOtherLanguages = Record<OtherLanguage, string>;

// The translations column of a row with one translated field.
export function named<Field extends string>(field: Field, texts: InOtherLanguages | undefined): Partial<Record<OtherLanguage, Partial<Record<Field, string>>>> {
  if (!texts) return {};
  return { de: { [field]: texts.de } as Partial<Record<Field, string>>, pt: { [field]: texts.pt } as Partial<Record<Field, string>> };
}
