// The guest emails that go out by themselves around a stay (decision 0013): which exist, their
// defaults, the {{variables}} each may use, and on which day each is due.

export const emailAutomationKinds = ['booking_confirmed', 'before_arrival', 'checkin_completed', 'review_invitation', 'instalment_reminder', 'hold_recovery'] as const;
export type EmailAutomationKind = (typeof emailAutomationKinds)[number];

// booking_confirmed is off until a host turns it on: the confirmation receipt is sent anyway.
export const automationDefaults: Record<EmailAutomationKind, { enabled: boolean; daysBefore: number | null }> = {
  booking_confirmed: { enabled: false, daysBefore: null },
  before_arrival: { enabled: true, daysBefore: 3 },
  checkin_completed: { enabled: true, daysBefore: null },
  review_invitation: { enabled: true, daysBefore: null },
  instalment_reminder: { enabled: true, daysBefore: 3 },
  hold_recovery: { enabled: true, daysBefore: null },
};

export const maxDaysBefore = 60;

const stayVariables = ['guestName', 'property', 'checkIn', 'checkOut', 'bookingCode', 'brand'] as const;

export const templateVariables: Record<EmailAutomationKind, readonly string[]> = {
  booking_confirmed: [...stayVariables, 'checkinLink'],
  before_arrival: [...stayVariables, 'checkinLink'],
  checkin_completed: [...stayVariables, 'doorCode', 'wifiName', 'wifiPassword', 'arrivalInstructions'],
  review_invitation: [...stayVariables, 'reviewLink'],
  instalment_reminder: [...stayVariables, 'amount', 'dueDate', 'paymentLink'],
  hold_recovery: [...stayVariables, 'siteLink'],
};

// Variables whose value is a link: on a paragraph of their own they become the email's button.
export const linkVariables = ['checkinLink', 'reviewLink', 'paymentLink', 'siteLink'] as const;

const variablePattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The {{names}} a text uses that its kind doesn't offer, in order of appearance, once each. */
export function unknownTemplateVariables(kind: EmailAutomationKind, text: string): string[] {
  const allowed = new Set(templateVariables[kind]);
  const unknown = [...text.matchAll(variablePattern)].map((match) => match[1] ?? '').filter((name) => !allowed.has(name));
  return [...new Set(unknown)];
}

export function fillTemplateVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (match, name: string) => values[name] ?? match);
}

// How late an automation may still go out: a job that didn't run one day still sends, but a host
// who turns an automation on doesn't mail every stay of the past.
export const reviewInvitationDays = 14;
export const bookingConfirmedHours = 48;
export const holdRecoveryHours = 72;
