import { contentLanguageValues, type ContentLanguage, type HostProperty } from '@direct/contracts';

// Onboarding, step 5: what the property has and what it still lacks. A unit and prices are what
// publishing needs (the API's own publishProblems); photos and a description in each of the
// brand's languages are what makes guests book, recommended but not required.

export type ChecklistItem =
  | { kind: 'unit' | 'rates'; state: 'done' | 'missing' }
  | { kind: 'photos'; state: 'done' | 'recommended'; count: number }
  | { kind: 'description'; state: 'done' | 'recommended'; language: ContentLanguage };

export function publishChecklist(property: Pick<HostProperty, 'publishProblems' | 'texts'>, photos: { count: number; languages: readonly string[] }): ChecklistItem[] {
  const languages = contentLanguageValues.filter((language) => photos.languages.includes(language));
  const described = (language: ContentLanguage) => Boolean(property.texts.find((texts) => texts.language === language)?.description?.trim());
  return [
    { kind: 'unit', state: property.publishProblems.includes('no_active_unit') ? 'missing' : 'done' },
    { kind: 'rates', state: property.publishProblems.includes('no_rates') ? 'missing' : 'done' },
    { kind: 'photos', state: photos.count > 0 ? 'done' : 'recommended', count: photos.count },
    ...(languages.length > 0 ? languages : (['en'] as const)).map((language) => ({ kind: 'description' as const, state: described(language) ? ('done' as const) : ('recommended' as const), language })),
  ];
}
