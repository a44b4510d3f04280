import type { SupportedLanguage, Texts } from '@direct/i18n';
import { useMemo, type ReactNode } from 'react';
import { TranslationProvider, useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The page's texts plus those its data brought (state-texts.server.ts: the error messages of a
// search that has errors, the empty state's of one that found nothing). Always in the tree, with
// or without texts, so a navigation between a search with errors and one without doesn't remount
// the page.
export function TextsWithData({ texts, children }: { texts: Texts | undefined; children: ReactNode }) {
  const { i18n, resources } = useTranslation();
  const locale = useMemo(
    () => ({ lng: i18n.language as SupportedLanguage, dir: i18n.dir, resources: texts ? (merge(resources, texts) as Texts) : resources, languages: [] }),
    [i18n.language, i18n.dir, resources, texts],
  );
  return <TranslationProvider locale={locale}>{children}</TranslationProvider>;
}

type Tree = { [key: string]: unknown };

// mergeTexts' rule (a text of `from` wins, namespaces merge), here rather than imported: importing
// it would add an export to a chunk the property page loads, which has no room left (120 KB).
function merge(into: object, from: object): Tree {
  const merged: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && existing && typeof value === 'object' ? merge(existing, value) : value;
  }
  return merged;
}
