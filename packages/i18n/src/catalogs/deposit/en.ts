// Texts of the online check-in's deposit pages. de.ts and pt.ts must match key for key.
// The card form's own texts (fields, errors) and the spec's decline message come from
// `paymentPage.form` and `payment` of the main catalog.
export const deposit = {
  title: 'Security deposit',
  heading: 'Security deposit',
  intro: 'Booking {{code}} at {{property}}, {{checkIn}} to {{checkOut}}.',
  amountLabel: 'Deposit',
  holdNotCharge: 'This is a hold on your card, never a charge: the amount is only reserved, and released after your stay if no damage is found.',
  timeline: {
    heading: 'When it happens',
    holdNow: 'The hold is placed as soon as you add your card.',
    holdLater: 'We place the hold on {{date}}, on the card you save now. Nothing is held before then.',
    validUntil: 'A card hold stays valid until {{date}}.',
    releaseOn: 'If no claim is made, we release the hold on {{date}}.',
    bankDelay: 'Card deposit release can take 10 to 14 working days.',
    renew: 'Your stay is longer than a card hold lasts, so we renew the hold on the same card before it runs out.',
    charge: 'Your stay is longer than a card hold lasts: on {{date}} the deposit is charged instead, and refunded after your stay if no claim is made.',
    lapse: 'Your stay is longer than a card hold lasts, so the hold may end before your stay does.',
  },
  card: '{{brand}} •••• {{last4}}',
  cardUnknown: 'your card',
  status: {
    scheduledHeading: 'Your card is saved',
    scheduled: 'The hold of {{amount}} will be placed on {{date}} on {{card}}.',
    authorizedHeading: 'Deposit held',
    authorized: '{{amount}} is held on {{card}}. It is released on {{date}} if no claim is made.',
    releasedHeading: 'Deposit released',
    released: 'The hold on your card has been released.',
    capturedHeading: 'Deposit claimed',
    captured: 'Your host claimed {{amount}} of the deposit. Reason: {{reason}}',
    closedHeading: 'No deposit hold',
    closed: 'There is no hold on your card for this booking.',
    failedHeading: 'The hold could not be placed',
    failed: 'Please add a card again below.',
  },
  form: {
    heading: 'Add your card for the deposit',
    submitNow: 'Hold {{amount}}',
    submitLater: 'Save card for the hold',
    working: 'Please wait…',
  },
  notRequired: {
    heading: 'No deposit needed',
    text: 'This booking has no security deposit.',
  },
  payFirst: {
    heading: 'Please pay first',
    text: 'The deposit can be added once your booking is paid.',
    action: 'Go to the payment page',
  },
  over: {
    heading: 'The deposit period is over',
    text: 'This stay has ended, so no deposit is needed any more.',
  },
  back: 'Back to online check-in',
  finish: 'Continue',
  emails: {
    holdFailed: {
      subject: 'Security deposit for booking {{code}}: please check your card',
      intro: 'We could not place the security deposit hold of {{amount}} on your card for your stay at {{property}}.',
      action: 'Please add a card with this secure link. It is a hold, never a charge:',
      button: 'Add a card for the deposit',
    },
    captured: {
      subject: 'Security deposit for booking {{code}}',
      intro: 'Your host has claimed {{amount}} of your security deposit of {{total}} for your stay at {{property}}.',
      reason: 'Reason: {{reason}}',
      released: 'The rest, {{amount}}, has been released. Card deposit release can take 10 to 14 working days.',
      nothingLeft: 'Nothing of the deposit remains held on your card.',
    },
  },
  // "Use the card on file" (send_deposit_form_stripe) and the Stripe Elements form.
  cardOnFile: {
    heading: 'Use your card on file',
    text: 'Your {{brand}} card ending in {{last4}} is saved for this booking.',
    textPaypal: 'Your PayPal account is saved for this booking.',
    submitNow: 'Hold {{amount}} on this card',
    submitLater: 'Use this card for the hold',
    or: 'Or give another card',
  },
};
