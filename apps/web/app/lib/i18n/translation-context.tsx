import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { LocaleData } from './locale.ts';
import { pageTextsOf, withPageTexts } from './page-texts.ts';
import { createTranslator, type TFunction } from '@direct/i18n/translator';

// `resources`: the texts this page has (the shell's and its own), for the few components that list
// a namespace's entries (the search filters' amenities).
type Translation = { t: TFunction; i18n: { language: string; dir: 'ltr' | 'rtl' }; resources: LocaleData['resources'] };

const TranslationContext = createContext<Translation | null>(null);

// One translator per set of texts (the shell's, or the shell's with a page's): texts never change,
// and a set is one object for as long as it is in use (locale-data.server.ts, page-texts.ts).
const translators = new WeakMap<object, TFunction>();

export function translatorFor(locale: Pick<LocaleData, 'lng' | 'resources'>): TFunction {
  let t = translators.get(locale.resources);
  if (!t) {
    t = createTranslator(locale.lng, locale.resources);
    translators.set(locale.resources, t);
  }
  return t;
}

// The document's provider: `locale` is the root's (the shell's texts), and the matched page's own
// texts are added to it here.
export function PageTranslationProvider({ locale, children }: { locale: LocaleData; children: ReactNode }) {
  return <TranslationProvider locale={withPageTexts(locale, pageTextsOf(useMatches()))}>{children}</TranslationProvider>;
}

// With the given texts, also outside a router (static HTML rendered on the server).
export function TranslationProvider({ locale, children }: { locale: LocaleData; children: ReactNode }) {
  const value = useMemo(
    () => ({ t: translatorFor(locale), i18n: { language: locale.lng, dir: locale.dir }, resources: locale.resources }),
    [locale],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

// Same call shape as react-i18next's hook: `const { t, i18n } = useTranslation()`.
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation() used outside <TranslationProvider>');
  return value;
}
