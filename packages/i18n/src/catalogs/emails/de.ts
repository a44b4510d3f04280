import type { emails as en } from './en.ts';

export const emails: typeof en = {
  greeting: 'Hallo {{name}},',
  signOff: 'Viele Grüße',
  accommodationOneNight: 'Unterkunft, 1 Nacht',
  accommodationNights: 'Unterkunft, {{count}} Nächte',
  perNight: 'Pro Nacht, alles inklusive (ohne Extras)',
  total: 'Gesamtbetrag',
  paid: 'Bezahlt',
  balance: 'Noch zu zahlen',
  stay: '{{property}}: {{checkIn}} bis {{checkOut}} ({{unitType}}, {{ratePlan}})',
  guests: 'Gäste: {{adults}} Erwachsene, {{children}} Kinder',
  bookingCode: 'Buchungsnummer: {{code}}',
  confirmation: {
    subject: 'Ihre Buchung {{code}} ist bestätigt',
    intro: 'Vielen Dank für Ihre Buchung bei {{brand}}. Ihre Reservierung ist bestätigt.',
    itemsHeading: 'Ihre Buchung',
    checkinIntro: 'Bitte erledigen Sie vor Ihrer Anreise den Online-Check-in:',
    checkinButton: 'Online-Check-in starten',
    manageIntro: 'Ihre Buchung, Quittungen und Rechnung, Änderungen und Stornierung finden Sie auf Ihrer Buchungsseite:',
    manageButton: 'Meine Buchung',
  },
  paymentLink: {
    subject: 'Zahlung für Ihre Buchung {{code}} erforderlich',
    intro: 'Wir konnten die am {{dueDate}} fällige Rate über {{amount}} nicht von Ihrer Karte abbuchen.',
    action: 'Bitte bezahlen Sie sie über diesen sicheren Link:',
    button: 'Jetzt bezahlen',
    warning: 'Bleibt sie unbezahlt, kann Ihre Buchung storniert werden.',
  },
  cancellation: {
    subject: 'Ihre Buchung {{code}} wurde storniert',
    intro: 'Ihre Buchung in {{property}} vom {{checkIn}} bis {{checkOut}} wurde storniert, weil sie nicht rechtzeitig bezahlt wurde.',
    contact: 'Wenn Sie glauben, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an {{brand}}.',
  },
};
