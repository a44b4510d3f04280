import type { consoleMessages as en } from './en.ts';

export const consoleMessages: typeof en = {
  nav: 'Nachrichten',
  inbox: {
    title: 'Nachrichten',
    intro: 'Gespräche mit Gästen über ihre Buchungen. Ungelesene Antworten stehen oben.',
    caption: 'Gespräche',
    empty: 'Noch keine Gespräche. Schreiben Sie einem Gast aus seiner Buchung.',
    guest: 'Gast',
    booking: 'Buchung',
    property: 'Unterkunft',
    last: 'Letzte Nachricht',
    when: 'Wann',
    unread_one: '{{count}} ungelesen',
    unread_other: '{{count}} ungelesen',
    you: 'Sie: {{text}}',
  },
  conversation: {
    title: 'Nachrichten mit {{name}}',
    back: '← Buchung {{code}}',
    stay: '{{property}}, {{checkIn}} – {{checkOut}}',
    empty: 'Noch keine Nachrichten. Ihre erste Nachricht geht an {{email}}.',
    listLabel: 'Gespräch, älteste zuerst',
    fromGuest: '{{name}} (Gast)',
    fromHost: '{{name}}',
    unread: 'Neu',
    attachments: 'Anhänge',
    download: '{{name}} herunterladen',
  },
  compose: {
    title: 'Dem Gast schreiben',
    label: 'Nachricht',
    hint: 'Wird per E-Mail von Ihrer Marke gesendet. Die Antwort des Gastes erscheint hier.',
    send: 'Nachricht senden',
    sent: 'Nachricht per E-Mail an den Gast gesendet.',
    readOnly: 'Mit Ihrer Rolle können Sie dieses Gespräch lesen, aber dem Gast nicht schreiben.',
  },
};
