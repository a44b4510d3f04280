// Emails to hosts about their account (written by the API). de.ts and pt.ts must match key for key.
export const hostEmails = {
  greeting: 'Hello {{name}},',
  signOff: 'The {{platform}} team',
  ignore: 'If you did not ask for this, you can ignore this email.',
  verify: {
    subject: 'Confirm your email for {{platform}}',
    intro: 'Thank you for signing up. Please confirm your email address to start building your booking site.',
    button: 'Confirm my email',
    expires: 'The link works for 24 hours.',
  },
  magicLink: {
    subject: 'Your sign-in link for {{platform}}',
    intro: 'Use this link to sign in to your console. It works once, for 15 minutes.',
    button: 'Sign in',
  },
  reset: {
    subject: 'Reset your {{platform}} password',
    intro: 'Someone asked to reset the password of your account. Choose a new password with this link; it works for one hour.',
    button: 'Choose a new password',
  },
  invitation: {
    subject: '{{inviter}} invited you to {{organization}} on {{platform}}',
    intro: '{{inviter}} invited you to join {{organization}} as {{role}}.',
    button: 'Accept the invitation',
    expires: 'The invitation is valid for 7 days.',
  },
  webhookDisabled: {
    subject: 'A webhook endpoint of {{organization}} was switched off',
    intro: 'We could not deliver events to {{url}}: every attempt failed ({{failures}} in a row). We switched the endpoint off so it stops piling up retries.',
    lastError: 'Last answer: {{error}}',
    button: 'Open the webhooks',
    after: 'When the receiver works again, switch the endpoint back on and replay the deliveries it missed.',
  },
  calendarConflict: {
    subject: 'Calendar conflict: {{feed}} overlaps a stay on {{unit}}',
    intro: 'The calendar “{{feed}}” ({{channel}}) has an event on nights that are already taken on {{unit}} ({{property}}). We did not apply it: the stay you already hold stays as it is.',
    channelEvent: 'On {{channel}}',
    ours: 'Here',
    booking: 'Booking {{code}} ({{guest}}), {{from}} – {{to}}',
    otherCalendar: 'Blocked by the calendar “{{feed}}”',
    block: 'Blocked by you or a hold awaiting payment',
    whatToDo: 'What to do: cancel or move the reservation on {{channel}} (or close those nights there), or move the stay here. The conflict disappears by itself at the next sync once the nights no longer overlap.',
    button: 'Open the console',
  },
  roles: {
    owner: 'owner',
    manager: 'manager',
    front_desk: 'front desk',
    housekeeping: 'housekeeping',
    accountant: 'accountant',
  },
};
