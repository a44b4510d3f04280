import { catalogs, pickTexts, supportedLanguages, type SupportedLanguage, type Texts } from '@direct/i18n';

// Texts only some searches show travel with those searches, not with every search page
// (route-texts.server.ts leaves them out of the page's texts; issue 10 §3, 40 KB a page): the
// error messages with a search that has errors (its 400 page, or the answer to a client-side
// navigation to it), 1.1 KB; the empty state's with a search that found nothing, 0.4 KB. The page
// adds them to its texts (TextsWithData).
const textsOf = (selection: 'search.errors' | 'search.results.empty') =>
  new Map(supportedLanguages.map((lng) => [lng, pickTexts(catalogs[lng], [selection])] as const));
const errorTexts = textsOf('search.errors');
const emptyTexts = textsOf('search.results.empty');

export function searchErrorTexts(lng: SupportedLanguage): Texts {
  return errorTexts.get(lng)!;
}

export function searchEmptyTexts(lng: SupportedLanguage): Texts {
  return emptyTexts.get(lng)!;
}
