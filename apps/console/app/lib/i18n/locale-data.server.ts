import { catalogs, languageDirection, pickTexts, supportedLanguages, type SupportedLanguage, type TextSelection } from '@direct/i18n';
import { createTranslator, type TFunction } from '@direct/i18n/translator';
import type { LocaleData } from './translation.tsx';

// The console sends its own namespaces whole: every console page shares most of them (forms, shell).
// The property pages also label amenities and property types as the guest site does.
const consoleTexts: readonly TextSelection[] = ['language', 'console', 'consoleProperties', 'consoleRates', 'consolePricing', 'consolePhotos', 'consoleBookings', 'consoleBookingActions', 'consoleToday', 'consoleMessages', 'consoleReviews', 'consoleCalendarExport', 'consoleAutomations', 'consoleContent', 'consoleSettings', 'consoleWebhooks', 'consoleBrand', 'consoleCalendarSync', 'amenity', 'amenityCategory', 'property.type'];
const languages = supportedLanguages.map((code) => ({ code, name: catalogs[code].language.name }));
const locales = new Map(
  supportedLanguages.map((lng) => [lng, { lng, dir: languageDirection[lng], resources: pickTexts(catalogs[lng], consoleTexts), languages }] as const),
);

export function localeData(lng: SupportedLanguage): LocaleData {
  return locales.get(lng)!;
}

// The console's texts in the request's language, for what a server writes (toasts, emails' subjects).
export function serverTranslator(lng: SupportedLanguage): TFunction {
  return createTranslator(lng, localeData(lng).resources);
}
