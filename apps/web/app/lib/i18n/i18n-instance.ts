import { defaultNamespace } from '@direct/i18n';
import { createInstance, type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { languageCookieName, languageParam } from './detect-language.ts';
import type { LocaleData } from './locale.ts';

// On the server one instance per language, shared by all requests: catalogs never change and
// nothing calls changeLanguage there, so sharing is safe and saves an init per request.
const serverInstances = new Map<string, i18n>();
let browserInstance: i18n | undefined;

export function getI18n(locale: LocaleData): i18n {
  if (typeof document === 'undefined') {
    let instance = serverInstances.get(locale.lng);
    if (!instance) {
      instance = createInstance();
      void instance.use(initReactI18next).init(baseOptions(locale));
      serverInstances.set(locale.lng, instance);
    }
    return instance;
  }

  if (!browserInstance) {
    browserInstance = createInstance();
    // Starts in the language the server rendered (so hydration matches) with only that catalog;
    // the detector then remembers the choice in local storage and the cookie for the next visit.
    void browserInstance
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        ...baseOptions(locale),
        detection: {
          order: ['querystring', 'cookie', 'localStorage', 'htmlTag', 'path'],
          caches: ['localStorage', 'cookie'],
          lookupQuerystring: languageParam,
          lookupCookie: languageCookieName,
          lookupLocalStorage: languageCookieName,
          lookupFromPathIndex: 0,
          cookieMinutes: 365 * 24 * 60,
          cookieOptions: { path: '/', sameSite: 'lax' },
        },
      });
  } else if (browserInstance.language !== locale.lng) {
    browserInstance.addResourceBundle(locale.lng, defaultNamespace, locale.resources, true, true);
    void browserInstance.changeLanguage(locale.lng);
  }
  return browserInstance;
}

function baseOptions(locale: LocaleData) {
  return {
    lng: locale.lng,
    supportedLngs: locale.languages.map((language) => language.code),
    // The catalogs are complete (a test guarantees it), so there is nothing to fall back to.
    fallbackLng: false as const,
    resources: { [locale.lng]: { [defaultNamespace]: locale.resources } },
    defaultNS: defaultNamespace,
    // Synchronous init: resources are inline, and render must not wait.
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
