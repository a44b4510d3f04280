import type { consent as en } from './en.ts';

export const consent: typeof en = {
  region: 'Cookie-Auswahl',
  heading: 'Cookies auf dieser Website',
  text: '{{brand}} verwendet notwendige Cookies, damit diese Website funktioniert (Ihre Sprache, diese Auswahl). Mit Ihrer Einwilligung verwendet sie auch die unten genannten Cookies. Bevor Sie wählen, wird nichts über das Notwendige hinaus geladen, und auf Zahlungsseiten nie.',
  later: 'Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  accept: 'Alle akzeptieren',
  reject: 'Alle ablehnen',
  choose: 'Selbst auswählen',
  save: 'Auswahl speichern',
  categories: 'Cookie-Kategorien',
  necessary: 'Notwendig (immer aktiv)',
  necessaryHint: 'Speichern Ihre Sprache und diese Auswahl.',
  analytics: 'Statistik',
  analyticsHint: 'Google Analytics: wie Gäste diese Website finden und nutzen.',
  marketing: 'Werbung',
  marketingHint: 'Meta-Pixel: misst die Werbung dieser Website.',
  settings: 'Cookie-Einstellungen',
};
