import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocaleData } from './locale.ts';
import { createTranslator, type TFunction } from './translator.ts';

type Translation = { t: TFunction; i18n: { language: string; dir: 'ltr' | 'rtl' } };

const TranslationContext = createContext<Translation | null>(null);

// One translator per language on the server (catalogs never change); the browser only ever has
// the language it was sent.
const translators = new Map<string, TFunction>();

export function translatorFor(locale: LocaleData): TFunction {
  let t = translators.get(locale.lng);
  if (!t) {
    t = createTranslator(locale.lng, locale.resources);
    translators.set(locale.lng, t);
  }
  return t;
}

export function TranslationProvider({ locale, children }: { locale: LocaleData; children: ReactNode }) {
  const value = useMemo(() => ({ t: translatorFor(locale), i18n: { language: locale.lng, dir: locale.dir } }), [locale]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

// Same call shape as react-i18next's hook: `const { t, i18n } = useTranslation()`.
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation() used outside <TranslationProvider>');
  return value;
}
