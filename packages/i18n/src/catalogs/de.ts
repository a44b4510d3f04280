import type { Catalog } from './en.ts';
import { amenity, amenityCategory } from './amenities/de.ts';
import { places } from './places/de.ts';
import { property } from './property/de.ts';
import { search } from './search/de.ts';
import { booking } from './booking/de.ts';
import { paymentPage } from './payment-page/de.ts';
import { consent } from './consent/de.ts';
import { mailbox } from './mailbox/de.ts';
import { emails } from './emails/de.ts';
import { checkin } from './checkin/de.ts';
import { agreement } from './agreement/de.ts';
import { identity } from './identity/de.ts';
import { deposit } from './deposit/de.ts';
import { hostEmails } from './host-emails/de.ts';
import { review } from './review/de.ts';
import { consoleTexts } from './console/de.ts';
import { consoleProperties } from './console-properties/de.ts';
import { consoleRatesTexts } from './console-rates/de.ts';
import { consolePricing } from './console-pricing/de.ts';
import { consoleBookings } from './console-bookings/de.ts';
import { consoleToday } from './console-today/de.ts';
import { consoleBookingActions } from './console-booking-actions/de.ts';
import { consoleContent } from './console-content/de.ts';
import { consoleSettings } from './console-settings/de.ts';
import { consoleBrand } from './console-brand/de.ts';
import { consoleCalendarSync } from './console-calendar-sync/de.ts';
import { consolePhotos } from './console-photos/de.ts';
import { messageEmails } from './message-emails/de.ts';
import { consoleMessages } from './console-messages/de.ts';
import { consoleReviews } from './console-reviews/de.ts';
import { consoleCalendarExport } from './console-calendar-export/de.ts';
import { automationEmails } from './automation-emails/de.ts';
import { consoleAutomations } from './console-automations/de.ts';
import { consoleWebhooks } from './console-webhooks/de.ts';
import { myBooking, myBookingEmails } from './my-booking/de.ts';

// Formal address ("Sie"), as guests expect from a host they have not met.
export const de: Catalog = {
  language: {
    name: 'Deutsch',
  },
  platform: {
    name: 'Direct',
    tagline: 'Websites für Gastgeber von Ferienunterkünften, die direkt buchen lassen.',
  },
  meta: {
    pageTitle: '{{page}} · {{brand}}',
    siteDescription: '{{brand}}: Ferienunterkünfte direkt beim Gastgeber buchen.',
  },
  shell: {
    skipToContent: 'Zum Hauptinhalt springen',
    homePage: 'Startseite',
    primaryNavigation: 'Hauptmenü',
    languageSwitcher: 'Sprache',
    contactHeading: 'Kontakt',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    copyright: '© {{year}} {{brand}}',
    poweredBy: 'Bereitgestellt von {{platform}}',
  },
  nav: {
    home: 'Startseite',
    explore: 'Entdecken',
    destinations: 'Reiseziele',
    hosts: 'Gastgeber',
    blog: 'Reiseblog',
    contact: 'Kontakt',
  },
  home: {
    title: 'Startseite',
    welcome:
      'Finden Sie Ihr Ferienzuhause und buchen Sie es direkt bei den Menschen, die sich darum kümmern – ganz ohne Vermittler.',
    contactHeading: 'Kontakt aufnehmen',
    contactText: 'Fragen zu Ihrem Aufenthalt? Schreiben Sie uns oder rufen Sie an, wir helfen gerne.',
    topRatedHeading: 'Am besten bewertet',
    exploreAll: 'Alle Unterkünfte ansehen',
    destinationsHeading: 'Reiseziele',
    allDestinations: 'Alle Reiseziele',
    blogHeading: 'Neues aus dem Blog',
    allPosts: 'Alle Blogbeiträge',
  },
  catalog: {
    fromPrice: 'durchschnittlich {{price}} pro Nacht in den nächsten 30 Tagen, ohne Gebühren',
    ratingLabel: 'Bewertet mit {{rating}} von 5',
    reviewCount_one: '{{count}} Bewertung',
    reviewCount_other: '{{count}} Bewertungen',
    noReviews: 'Noch keine Bewertungen',
    propertyCount_one: '{{count}} Unterkunft',
    propertyCount_other: '{{count}} Unterkünfte',
    sectionError: 'Dieser Bereich konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  },
  pagination: {
    label: 'Seiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
    pageOf: 'Seite {{page}} von {{pages}}',
    titled: '{{title}}, Seite {{page}}',
  },
  explore: {
    title: 'Unterkünfte entdecken',
    intro: 'Alle Ferienunterkünfte, die Sie bei uns direkt beim Gastgeber buchen können.',
    count_one: '{{count}} Unterkunft',
    count_other: '{{count}} Unterkünfte',
    empty: 'Es gibt noch keine Unterkünfte.',
  },
  destinations: {
    title: 'Reiseziele',
    intro: 'Die Orte, an denen unsere Ferienunterkünfte liegen.',
    empty: 'Es gibt noch keine Reiseziele.',
  },
  hosts: {
    title: 'Unsere Gastgeber',
    intro: 'Die Menschen und Unternehmen, die sich um die Unterkünfte kümmern, die Sie hier buchen.',
  },
  blog: {
    title: 'Reiseblog',
    intro: 'Reisetipps, Neuigkeiten aus der Region und Geschichten unserer Gastgeber.',
    empty: 'Es gibt noch keine Blogbeiträge.',
    back: 'Alle Blogbeiträge',
    publishedOn: 'Veröffentlicht am',
    categories: 'Kategorien',
    tags: 'Schlagwörter',
  },
  errors: {
    statusCode: 'Fehler {{status}}',
    notFound: {
      title: 'Seite nicht gefunden',
      message: 'Wir können die gesuchte Seite leider nicht finden',
      action: 'Zur Startseite',
    },
    serverError: {
      title: 'Etwas ist schiefgelaufen',
      message:
        'Bei uns ist ein Fehler aufgetreten, deshalb können wir diese Seite nicht anzeigen. Bitte versuchen Sie es gleich noch einmal.',
      action: 'Zur Startseite',
    },
    unavailable: {
      title: 'Vorübergehend nicht verfügbar',
      message: 'Unser Buchungssystem ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
      action: 'Erneut versuchen',
    },
    unregisteredDomain: {
      title: 'Keine Website unter dieser Adresse',
      message:
        'Unter {{hostname}} ist keine Website für Ferienunterkünfte registriert. Bitte prüfen Sie die Adresse oder wenden Sie sich an den Gastgeber, von dem Sie sie erhalten haben.',
    },
    timeout: 'Zeitüberschreitung',
    invalidCode: 'Der eingegebene Code ist ungültig.',
  },
  payment: {
    cardDecline:
      'Die Zahlung wurde von Ihrem Kartenanbieter abgelehnt. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    failed:
      'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an Ihren Gastgeber.',
    processing: 'Ihre Zahlung wird bearbeitet. Bitte warten Sie 5 Minuten, bevor Sie es erneut versuchen!',
  },
  contact: {
    sendFailed: 'Die Nachricht konnte nicht gesendet werden',
    sendFailedHelp:
      'Ihre Nachricht steht noch im Formular unten. Bitte versuchen Sie es gleich noch einmal, oder schreiben Sie uns oder rufen Sie uns direkt an.',
    title: 'Kontakt',
    intro: 'Fragen zu einem Aufenthalt, einer Buchung oder einer Unterkunft? Schreiben Sie {{brand}} eine Nachricht, wir melden uns bei Ihnen.',
    formHeading: 'Schreiben Sie uns',
    detailsHeading: 'Kontaktdaten',
    detailsText: 'Sie schreiben oder telefonieren lieber? So erreichen Sie uns auch.',
    requiredNote: 'Alle Felder sind Pflichtfelder, sofern sie nicht als freiwillig gekennzeichnet sind.',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    subject: 'Betreff',
    message: 'Nachricht',
    optional: '(freiwillig)',
    messageHint: 'Mindestens {{min}} Zeichen.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    sent: 'Vielen Dank, Ihre Nachricht wurde gesendet. Wir antworten Ihnen so bald wie möglich.',
    errorSummary_one: 'Bitte korrigieren Sie {{count}} Feld:',
    errorSummary_other: 'Bitte korrigieren Sie {{count}} Felder:',
    honeypot: 'Dieses Feld bitte leer lassen',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
      phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein: 7 bis 15 Ziffern; Leerzeichen, +, ( ) und - sind erlaubt.',
      messageRequired: 'Bitte schreiben Sie Ihre Nachricht.',
      messageTooShort: 'Bitte schreiben Sie mindestens {{min}} Zeichen.',
      tooLong: 'Bitte verwenden Sie höchstens {{max}} Zeichen.',
      invalid: 'Bitte überprüfen Sie dieses Feld.',
    },
  },
  newsletter: {
    failed: 'Anmeldung fehlgeschlagen! Bitte versuchen Sie es später erneut',
    alreadySubscribed: 'Sie haben unseren Newsletter bereits abonniert.',
    heading: 'Unser Newsletter',
    text: 'Neuigkeiten, Angebote und Reisetipps von {{brand}}, etwa einmal im Monat. Sie können sich jederzeit abmelden.',
    email: 'Ihre E-Mail-Adresse',
    submit: 'Abonnieren',
    submitting: 'Wird angemeldet …',
    subscribed: 'Vielen Dank für Ihre Anmeldung! Unser nächster Newsletter kommt bald in Ihr Postfach.',
  },
  amenity,
  amenityCategory,
  search,
  property,
  places,
  booking,
  paymentPage,
  consent,
  mailbox,
  emails,
  checkin,
  agreement,
  identity,
  deposit,
  hostEmails,
  review,
  console: consoleTexts,
  consoleProperties,
  consoleRates: consoleRatesTexts,
  consolePricing,
  consoleBookings,
  consoleToday,
  consoleBookingActions,
  consoleContent,
  consoleSettings,
  consoleBrand,
  consoleCalendarSync,
  consolePhotos,
  messageEmails,
  consoleMessages,
  consoleReviews,
  consoleCalendarExport,
  automationEmails,
  consoleAutomations,
  consoleWebhooks,
  myBooking,
  myBookingEmails,
};
