import type { Catalog } from '@direct/i18n';

// Typed translation keys: t('nav.hom') is a type error, not a blank on the page.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
