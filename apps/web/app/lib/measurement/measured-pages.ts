import type { Brand } from '@direct/contracts';
import { consentNeeds, validAnalyticsIds } from '@direct/domain/measurement';
import { withoutLanguagePrefix } from '../i18n/language-links.ts';

// The pages measurement tags may load on (decision 0033): the public pages a guest browses and
// the success page the funnel ends on. Everything else, and every page added later until it is
// listed here, loads none: the payment, deposit and card pages (the gateway's script only),
// check-in, agreement, review, the booking's own pages and development pages.
const measuredPaths: readonly RegExp[] = [
  /^\/$/,
  /^\/explore$/,
  /^\/search$/,
  /^\/destinations(\/.*)?$/,
  /^\/hosts(\/.*)?$/,
  /^\/stays\/.+$/,
  /^\/blog(\/.*)?$/,
  /^\/contact$/,
  /^\/booking-confirmation-success$/,
];

export function isMeasuredPage(pathname: string): boolean {
  const path = withoutLanguagePrefix(pathname.replace(/\.data$/, '')).replace(/(.)\/+$/, '$1');
  return measuredPaths.some((pattern) => pattern.test(path));
}

export function isPropertyPage(pathname: string): boolean {
  return /^\/stays\/.+/.test(withoutLanguagePrefix(pathname));
}

// The success page names the booking it confirms (?booking=): where a purchase is reported.
export function isSuccessPage(pathname: string): boolean {
  return withoutLanguagePrefix(pathname).replace(/(.)\/+$/, '$1') === '/booking-confirmation-success';
}

// Whether the brand has any tag the site may load (after consent).
export function brandMeasures(brand: Pick<Brand, 'analytics'>): boolean {
  const needs = consentNeeds(validAnalyticsIds(brand.analytics));
  return needs.analytics || needs.marketing;
}
