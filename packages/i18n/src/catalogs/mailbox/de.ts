import type { mailbox as en } from './en.ts';

export const mailbox: typeof en = {
  title: 'Entwicklungs-Postfach',
  intro: 'Jede E-Mail, die die Plattform geschrieben hat – ob sie diesen Rechner verlassen hat oder nicht. Nur außerhalb der Produktion verfügbar.',
  filter: {
    legend: 'E-Mails filtern',
    label: 'Empfänger',
    hint: 'Eine E-Mail-Adresse ganz oder teilweise',
    submit: 'Filtern',
    clear: 'Alle E-Mails anzeigen',
  },
  total: 'Gefundene E-Mails: {{count}}',
  empty: 'Noch keine E-Mails. Sie erscheinen hier, sobald die Plattform sie schreibt.',
  emptyFiltered: 'Keine E-Mails an eine Adresse mit „{{to}}“.',
  table: {
    caption: 'E-Mails, neueste zuerst',
    to: 'An',
    subject: 'Betreff',
    date: 'Geschrieben',
    status: 'Zustellung',
  },
  status: {
    pending: 'Wartet',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
  },
  noSubject: '(kein Betreff)',
  message: {
    back: 'Zurück zum Postfach',
    details: 'Angaben zur E-Mail',
    from: 'Von',
    to: 'An',
    date: 'Geschrieben',
    status: 'Zustellung',
    sentAt: 'Gesendet am {{date}}',
    attempts: 'Zustellversuche',
    lastError: 'Letzter Zustellfehler',
    html: 'HTML-Fassung',
    htmlFrame: 'HTML-Fassung der E-Mail „{{subject}}“',
    text: 'Textfassung',
    noHtml: 'Diese E-Mail hat keine HTML-Fassung; ihr Text steht unten.',
  },
};
