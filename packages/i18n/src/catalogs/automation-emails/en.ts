// The automations' default emails (a host may write their own per brand and language). Plain
// text with {{variables}}; a link variable alone on its line becomes the email's button.
export const automationEmails = {
  booking_confirmed: {
    subject: 'Your stay at {{property}} is confirmed',
    body: 'Dear {{guestName}},\n\nThank you for booking {{property}} from {{checkIn}} to {{checkOut}} (booking {{bookingCode}}). We look forward to welcoming you.\n\nYou can complete online check-in now:\n\n{{checkinLink}}\n\nKind regards,\n{{brand}}',
  },
  before_arrival: {
    subject: 'Your stay at {{property}} starts soon',
    body: 'Dear {{guestName}},\n\nYour stay at {{property}} begins on {{checkIn}}. Please complete online check-in before you travel: once it is done, we send you the access details.\n\n{{checkinLink}}\n\nSee you soon,\n{{brand}}',
  },
  checkin_completed: {
    subject: 'How to get into {{property}}',
    body: 'Dear {{guestName}},\n\nThank you for completing check-in for booking {{bookingCode}}. This is how you get in on {{checkIn}}:\n\nDoor code: {{doorCode}}\nWi-Fi: {{wifiName}}\nWi-Fi password: {{wifiPassword}}\n\n{{arrivalInstructions}}\n\nHave a lovely stay,\n{{brand}}',
  },
  review_invitation: {
    subject: 'How was your stay at {{property}}?',
    body: 'Dear {{guestName}},\n\nThank you for staying at {{property}} from {{checkIn}} to {{checkOut}}. We would love to hear how it went: your review helps other guests choose and helps us improve.\n\n{{reviewLink}}\n\nThank you,\n{{brand}}',
  },
  instalment_reminder: {
    subject: 'Payment of {{amount}} due on {{dueDate}} (booking {{bookingCode}})',
    body: 'Dear {{guestName}},\n\nA payment of {{amount}} for your stay at {{property}} is due on {{dueDate}}. You can pay it securely here:\n\n{{paymentLink}}\n\nKind regards,\n{{brand}}',
  },
  hold_recovery: {
    subject: 'Your dates at {{property}} are no longer held',
    body: 'Dear {{guestName}},\n\nYour booking of {{property}} from {{checkIn}} to {{checkOut}} was not completed, so the dates are no longer held for you. If you would still like to stay with us, you can book again on our website:\n\n{{siteLink}}\n\nKind regards,\n{{brand}}',
  },
  buttons: {
    checkinLink: 'Start online check-in',
    reviewLink: 'Write a review',
    paymentLink: 'Pay now',
    siteLink: 'Visit our website',
  },
};
