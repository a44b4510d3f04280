import type { consoleCalendarExport as english } from './en.ts';

export const consoleCalendarExport: typeof english = {
  nav: 'Kalender-Export',
  title: 'Kalender-Export',
  intro:
    'Jeder Unterkunftstyp und jede Einheit hat eine eigene Kalenderadresse. Fügen Sie sie dort ein, wo ein Kanal einen Kalender importieren möchte: bei Airbnb unter Kalender › Verfügbarkeit › Mit einer anderen Website verbinden, bei Booking.com unter Preise & Verfügbarkeit › Kalender synchronisieren, bei Vrbo unter Kalender › Kalender importieren. Gebuchte, reservierte und gesperrte Nächte erscheinen dort innerhalb weniger Minuten als nicht verfügbar; Namen und Angaben der Gäste werden nie übertragen.',
  whichOne:
    'Verbinden Sie ein Kanal-Inserat mit dem Kalender dessen, was es verkauft: die Adresse einer Einheit für ein Inserat mit einer Wohnung oder einem Zimmer, die Adresse des Unterkunftstyps, wenn der Kanal mehrere gleiche Einheiten als ein Inserat verkauft (eine Nacht ist dort erst dann nicht verfügbar, wenn alle Einheiten belegt sind).',
  empty: 'Legen Sie zuerst eine Unterkunft mit Unterkunftstypen und Einheiten an; ihre Kalenderadressen erscheinen dann hier.',
  caption: 'Kalenderadressen',
  calendar: 'Kalender',
  property: 'Unterkunft',
  address: 'Adresse',
  actions: 'Aktionen',
  unitType: 'Unterkunftstyp',
  unit: 'Einheit von {{type}}',
  addressOf: 'Kalenderadresse von {{name}}',
  copy: 'Kopieren',
  copyName: 'Adresse von {{name}} kopieren',
  copied: 'Adresse kopiert.',
  copyFailed: 'Kopieren hat nicht funktioniert: Markieren Sie die Adresse und kopieren Sie sie selbst.',
  rotate: 'Neue Adresse',
  rotateName: '{{name}} eine neue Adresse geben',
  rotateHint: 'Eine neue Adresse setzt die alte sofort außer Kraft: Nutzen Sie das, wenn eine Adresse versehentlich weitergegeben wurde, und fügen Sie die neue dann in jeden Kanal ein, der die alte verwendet hat.',
  rotated: 'Der Kalender von {{name}} hat eine neue Adresse. Fügen Sie sie in jeden Kanal ein, der die alte verwendet hat.',
  rotatedOn: 'Neu seit {{date}}',
};
