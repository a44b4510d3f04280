import type { automationEmails as en } from './en.ts';

export const automationEmails: typeof en = {
  booking_confirmed: {
    subject: 'Ihr Aufenthalt in {{property}} ist bestätigt',
    body: 'Liebe/r {{guestName}},\n\nvielen Dank für Ihre Buchung von {{property}} vom {{checkIn}} bis {{checkOut}} (Buchung {{bookingCode}}). Wir freuen uns auf Sie.\n\nSie können den Online-Check-in schon jetzt erledigen:\n\n{{checkinLink}}\n\nMit freundlichen Grüßen\n{{brand}}',
  },
  before_arrival: {
    subject: 'Ihr Aufenthalt in {{property}} beginnt bald',
    body: 'Liebe/r {{guestName}},\n\nIhr Aufenthalt in {{property}} beginnt am {{checkIn}}. Bitte erledigen Sie vor der Anreise den Online-Check-in: Danach senden wir Ihnen die Zugangsdaten.\n\n{{checkinLink}}\n\nBis bald\n{{brand}}',
  },
  checkin_completed: {
    subject: 'So kommen Sie in {{property}}',
    body: 'Liebe/r {{guestName}},\n\nvielen Dank für den Check-in zur Buchung {{bookingCode}}. So kommen Sie am {{checkIn}} hinein:\n\nTürcode: {{doorCode}}\nWLAN: {{wifiName}}\nWLAN-Passwort: {{wifiPassword}}\n\n{{arrivalInstructions}}\n\nEinen schönen Aufenthalt\n{{brand}}',
  },
  review_invitation: {
    subject: 'Wie war Ihr Aufenthalt in {{property}}?',
    body: 'Liebe/r {{guestName}},\n\nvielen Dank für Ihren Aufenthalt in {{property}} vom {{checkIn}} bis {{checkOut}}. Wir würden gern erfahren, wie es Ihnen gefallen hat: Ihre Bewertung hilft anderen Gästen bei der Wahl und uns, besser zu werden.\n\n{{reviewLink}}\n\nVielen Dank\n{{brand}}',
  },
  instalment_reminder: {
    subject: 'Zahlung von {{amount}} fällig am {{dueDate}} (Buchung {{bookingCode}})',
    body: 'Liebe/r {{guestName}},\n\neine Zahlung von {{amount}} für Ihren Aufenthalt in {{property}} ist am {{dueDate}} fällig. Sie können sie hier sicher bezahlen:\n\n{{paymentLink}}\n\nMit freundlichen Grüßen\n{{brand}}',
  },
  hold_recovery: {
    subject: 'Ihre Daten in {{property}} sind nicht mehr reserviert',
    body: 'Liebe/r {{guestName}},\n\nIhre Buchung von {{property}} vom {{checkIn}} bis {{checkOut}} wurde nicht abgeschlossen, daher sind die Daten nicht mehr für Sie reserviert. Wenn Sie weiterhin bei uns wohnen möchten, können Sie auf unserer Website erneut buchen:\n\n{{siteLink}}\n\nMit freundlichen Grüßen\n{{brand}}',
  },
  buttons: {
    checkinLink: 'Online-Check-in starten',
    reviewLink: 'Bewertung schreiben',
    paymentLink: 'Jetzt bezahlen',
    siteLink: 'Zu unserer Website',
  },
};
