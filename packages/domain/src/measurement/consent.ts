// The guest's cookie choice (decision 0033): necessary cookies are always on (the language
// cookie, the choice itself); analytics and marketing only with consent. The choice lives in a
// first-party cookie the server reads too, so a decided guest never sees the banner flash.

export const consentCookieName = 'cookie_consent';
// Bumped when the categories or what they cover change: an older choice then asks again.
export const consentVersion = 1;
// Twelve months, the longest most EU regulators accept before asking again.
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';
export type ConsentChoice = { necessary: true; analytics: boolean; marketing: boolean };

export const acceptAll: ConsentChoice = { necessary: true, analytics: true, marketing: true };
export const rejectAll: ConsentChoice = { necessary: true, analytics: false, marketing: false };

// "v1.analytics.marketing" lists what was granted; "v1" alone: only necessary cookies.
export function serializeConsent(choice: ConsentChoice): string {
  const granted = (['analytics', 'marketing'] as const).filter((category) => choice[category]);
  return [`v${consentVersion}`, ...granted].join('.');
}

// Undecided (null) for a missing, older or malformed value: the banner asks again.
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const [version, ...granted] = value.split('.');
  if (version !== `v${consentVersion}`) return null;
  if (granted.some((category) => category !== 'analytics' && category !== 'marketing')) return null;
  if (new Set(granted).size !== granted.length) return null;
  return { necessary: true, analytics: granted.includes('analytics'), marketing: granted.includes('marketing') };
}

// The value of one cookie in a Cookie header (or document.cookie).
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === consentCookieName) return parseConsent(part.slice(separator + 1).trim());
  }
  return null;
}

// The Set-Cookie / document.cookie string that stores a choice. Not HttpOnly: the page itself
// writes it when the guest decides, and the server reads it on the next request.
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [`${consentCookieName}=${serializeConsent(choice)}`, 'Path=/', `Max-Age=${consentMaxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
