// Filling a host's agreement template with a booking's facts. Templates use {{name}}
// placeholders; a placeholder the booking has no value for stays visible, so a host sees a typo
// in their template instead of a silently missing clause.

export const agreementPlaceholders = [
  'hostName',
  'guestName',
  'guestEmail',
  'propertyName',
  'propertyAddress',
  'checkIn',
  'checkOut',
  'checkInTime',
  'checkOutTime',
  'maxGuests',
  'guests',
  'depositAmount',
  'ratePlanName',
  'bookingCode',
  'signedAt',
] as const;
export type AgreementPlaceholder = (typeof agreementPlaceholders)[number];

export type AgreementValues = Partial<Record<AgreementPlaceholder, string>>;

export function fillAgreement(body: string, values: AgreementValues): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => {
    const value = (values as Record<string, string | undefined>)[key];
    return value === undefined ? match : value;
  });
}

/** The version a guest signs: the one in their language, else English, else any. */
export function pickAgreementLanguage<T extends { language: string }>(versions: readonly T[], language: string): T | null {
  return versions.find((v) => v.language === language) ?? versions.find((v) => v.language === 'en') ?? versions[0] ?? null;
}

/**
 * The version a guest signs: the one in their language, else the one in the property's default
 * language; null when neither exists (the built-in text applies then).
 */
export function pickAgreementVersion<T extends { language: string }>(versions: readonly T[], language: string, defaultLanguage: string): T | null {
  return versions.find((v) => v.language === language) ?? versions.find((v) => v.language === defaultLanguage) ?? null;
}
