import type { hostEmails as english } from './en.ts';

export const hostEmails: typeof english = {
  greeting: 'Hallo {{name}},',
  signOff: 'Ihr {{platform}}-Team',
  ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  verify: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{platform}}',
    intro: 'Danke für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um mit Ihrer Buchungswebsite zu beginnen.',
    button: 'E-Mail-Adresse bestätigen',
    expires: 'Der Link ist 24 Stunden gültig.',
  },
  magicLink: {
    subject: 'Ihr Anmeldelink für {{platform}}',
    intro: 'Mit diesem Link melden Sie sich in Ihrer Konsole an. Er funktioniert einmal, 15 Minuten lang.',
    button: 'Anmelden',
  },
  reset: {
    subject: 'Setzen Sie Ihr {{platform}}-Passwort zurück',
    intro: 'Jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Wählen Sie mit diesem Link ein neues Passwort; er ist eine Stunde gültig.',
    button: 'Neues Passwort wählen',
  },
  invitation: {
    subject: '{{inviter}} hat Sie zu {{organization}} auf {{platform}} eingeladen',
    intro: '{{inviter}} hat Sie eingeladen, {{organization}} als {{role}} beizutreten.',
    button: 'Einladung annehmen',
    expires: 'Die Einladung ist 7 Tage gültig.',
  },
  webhookDisabled: {
    subject: 'Ein Webhook-Endpunkt von {{organization}} wurde abgeschaltet',
    intro: 'Wir konnten keine Ereignisse an {{url}} zustellen: Jeder Versuch ist fehlgeschlagen ({{failures}} nacheinander). Wir haben den Endpunkt abgeschaltet, damit sich keine weiteren Wiederholungen anstauen.',
    lastError: 'Letzte Antwort: {{error}}',
    button: 'Webhooks öffnen',
    after: 'Sobald der Empfänger wieder funktioniert, schalten Sie den Endpunkt wieder ein und senden die verpassten Zustellungen erneut.',
  },
  calendarConflict: {
    subject: 'Kalenderkonflikt: {{feed}} überschneidet sich mit einem Aufenthalt in {{unit}}',
    intro: 'Der Kalender „{{feed}}“ ({{channel}}) enthält einen Termin an Nächten, die in {{unit}} ({{property}}) bereits belegt sind. Wir haben ihn nicht übernommen: Der bestehende Aufenthalt bleibt unverändert.',
    channelEvent: 'Bei {{channel}}',
    ours: 'Hier',
    booking: 'Buchung {{code}} ({{guest}}), {{from}} – {{to}}',
    otherCalendar: 'Gesperrt durch den Kalender „{{feed}}“',
    block: 'Von Ihnen gesperrt oder eine Reservierung, die auf Zahlung wartet',
    whatToDo: 'Was tun: Stornieren oder verschieben Sie die Reservierung bei {{channel}} (oder schließen Sie die Nächte dort) oder verlegen Sie den Aufenthalt hier. Der Konflikt verschwindet bei der nächsten Synchronisierung von selbst, sobald sich die Nächte nicht mehr überschneiden.',
    button: 'Konsole öffnen',
  },
  roles: {
    owner: 'Inhaber',
    manager: 'Manager',
    front_desk: 'Rezeption',
    housekeeping: 'Housekeeping',
    accountant: 'Buchhaltung',
  },
};
