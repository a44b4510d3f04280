import type { SupportedLanguage, Texts } from '@direct/i18n';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type TFunction } from '@direct/i18n/translator';

// What the browser receives to render one language: the console's texts of that language and the
// names the switcher shows (each language in its own name).
export type LocaleData = {
  lng: SupportedLanguage;
  dir: 'ltr' | 'rtl';
  resources: Texts;
  languages: { code: SupportedLanguage; name: string }[];
};

type Translation = { t: TFunction; lng: SupportedLanguage; languages: LocaleData['languages'] };

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ locale, children }: { locale: LocaleData; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslator(locale.lng, locale.resources), lng: locale.lng, languages: locale.languages }), [locale]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation() used outside <TranslationProvider>');
  return value;
}
