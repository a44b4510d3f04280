import { mergeTexts, type Texts } from '@direct/i18n';
import type { LocaleData } from './locale.ts';

// The language-scope route's loader data: the texts of the page it wraps (route-texts.server.ts),
// sent again with each client-side navigation to another page.
export type PageTextsData = { pageTexts: Texts };

type MatchLike = { loaderData?: unknown; data?: unknown } | undefined;

function isPageTextsData(value: unknown): value is PageTextsData {
  return typeof value === 'object' && value !== null && typeof (value as { pageTexts?: unknown }).pageTexts === 'object';
}

// The current page's own texts, from whichever match carries them (useMatches() or meta's matches).
export function pageTextsOf(matches: readonly MatchLike[]): Texts | undefined {
  for (const match of matches) {
    const data = match?.loaderData ?? match?.data;
    if (isPageTextsData(data)) return data.pageTexts;
  }
  return undefined;
}

const merged = new WeakMap<Texts, WeakMap<Texts, LocaleData>>();

// The root's locale (the shell's texts) with the page's texts added; the same object for the same
// inputs, so translators and memoised contexts are reused.
export function withPageTexts(locale: LocaleData, pageTexts: Texts | undefined): LocaleData {
  if (!pageTexts) return locale;
  let byPage = merged.get(locale.resources);
  if (!byPage) {
    byPage = new WeakMap();
    merged.set(locale.resources, byPage);
  }
  let result = byPage.get(pageTexts);
  if (!result) {
    result = { ...locale, resources: mergeTexts(locale.resources, pageTexts) };
    byPage.set(pageTexts, result);
  }
  return result;
}
