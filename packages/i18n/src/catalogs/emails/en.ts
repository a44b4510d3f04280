// Texts of the booking emails written by the API (subject and body). de.ts and pt.ts must match key for key.
export const emails = {
  greeting: 'Dear {{name}},',
  signOff: 'Kind regards,',
  accommodationOneNight: 'Accommodation, 1 night',
  accommodationNights: 'Accommodation, {{count}} nights',
  perNight: 'A night, all-in (extras not included)',
  total: 'Total',
  paid: 'Paid',
  balance: 'Still to pay',
  stay: '{{property}}: {{checkIn}} to {{checkOut}} ({{unitType}}, {{ratePlan}})',
  guests: 'Guests: {{adults}} adults, {{children}} children',
  bookingCode: 'Booking code: {{code}}',
  confirmation: {
    subject: 'Your booking {{code}} is confirmed',
    intro: 'Thank you for booking with {{brand}}. Your reservation is confirmed.',
    itemsHeading: 'Your booking',
    checkinIntro: 'Please complete your online check-in before you arrive:',
    checkinButton: 'Start online check-in',
  },
  paymentLink: {
    subject: 'Payment needed for your booking {{code}}',
    intro: 'We could not charge your card for the instalment of {{amount}} due on {{dueDate}}.',
    action: 'Please pay it with this secure link:',
    button: 'Pay now',
    warning: 'If it stays unpaid, your booking may be cancelled.',
  },
  cancellation: {
    subject: 'Your booking {{code}} has been cancelled',
    intro: 'Your booking at {{property}} from {{checkIn}} to {{checkOut}} has been cancelled because it was not paid in time.',
    contact: 'If you think this is a mistake, please contact {{brand}}.',
  },
};
