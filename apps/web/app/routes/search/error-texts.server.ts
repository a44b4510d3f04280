import { catalogs, pickTexts, supportedLanguages, type SupportedLanguage, type Texts } from '@direct/i18n';

// The search's error messages travel with a search that has errors (its 400 page, or the answer
// to a client-side navigation to it), not with every search page: route-texts.server.ts leaves
// them out of the page's texts, 1.1 KB a results page no longer carries (issue 10 §3, 40 KB a
// page). The page adds them to its texts (TextsWithData).
const errorTexts = new Map(supportedLanguages.map((lng) => [lng, pickTexts(catalogs[lng], ['search.errors'])] as const));

export function searchErrorTexts(lng: SupportedLanguage): Texts {
  return errorTexts.get(lng)!;
}
