import { useMemo, type ComponentType } from 'react';
import type { SupportedLanguage, Texts } from '@direct/i18n';
import { TranslationProvider, useTranslation } from '../../../lib/i18n/translation-context.tsx';

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  const merged: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? merge(existing, value) : value;
  }
  return merged;
}

// A part loaded on demand, rendered with the page's texts plus its own (see lazy-texts.ts).
// Part of the lazy chunks, never of the page's first load.
export function withTexts<P extends object>(Part: ComponentType<P>, texts: object): ComponentType<P> {
  return function PartWithTexts(props: P) {
    const { i18n, resources } = useTranslation();
    const locale = useMemo(
      () => ({ lng: i18n.language as SupportedLanguage, dir: i18n.dir, resources: merge(resources as unknown as Tree, texts as Tree) as unknown as Texts, languages: [] }),
      [i18n.language, i18n.dir, resources],
    );
    return (
      <TranslationProvider locale={locale}>
        <Part {...props} />
      </TranslationProvider>
    );
  };
}
