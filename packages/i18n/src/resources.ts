import { de } from './catalogs/de.ts';
import { en, type Catalog } from './catalogs/en.ts';
import { pt } from './catalogs/pt.ts';
import type { SupportedLanguage } from './languages.ts';

export const catalogs: Record<SupportedLanguage, Catalog> = { en, de, pt };

// One namespace, "translation", per language (the shape i18next-style tools take).
export const resources: Record<SupportedLanguage, { translation: Catalog }> = {
  en: { translation: en },
  de: { translation: de },
  pt: { translation: pt },
};

export const defaultNamespace = 'translation' as const;
