import type { Brand } from '@direct/contracts';
import { analyticsCspSources, consentFromCookieHeader, consentNeeds, validAnalyticsIds, type CspSources } from '@direct/domain/measurement';
import type { MiddlewareFunction } from 'react-router';
import { brandContext } from '../request-context.server.ts';
import { isPagePattern } from '../shell-middleware.server.ts';
import { isMeasuredPage } from './measured-pages.ts';
import type { MeasurementData } from './measurement-data.ts';

// What the root sends about measurement: null when the brand has none (no banner, no texts, no
// script). The guest's choice comes from the cookie, so a decided guest never sees the banner.
// `documentMeasures`: this document's Content-Security-Policy lets the tags load (the middleware
// below); a client-side navigation keeps the first document's policy, and the root's data.
export function measurementData(brand: Brand, request: Request, url: URL): MeasurementData | null {
  // The console's live preview of the brand shows its look, not a banner, and measures nothing.
  if (url.searchParams.has('brandPreview')) return null;
  const ids = validAnalyticsIds(brand.analytics);
  const needs = consentNeeds(ids);
  if (!needs.analytics && !needs.marketing) return null;
  const consent = consentFromCookieHeader(request.headers.get('cookie'));
  return {
    ids,
    needs,
    consent,
    documentMeasures: isMeasuredPage(url.pathname),
    // ?cookie-settings: the footer's link reopens the banner without JavaScript.
    askNow: consent === null || url.searchParams.has(cookieSettingsParam),
  };
}

export const cookieSettingsParam = 'cookie-settings';

// The answer's policy gets the tags' hosts only for a brand that has tags, on a page they may
// load on; server.mjs adds them to the Content-Security-Policy and drops this header.
export const measurementPolicy: MiddlewareFunction<Response> = async ({ context, url, pattern }, next) => {
  const response = await next();
  if (!isPagePattern(pattern) || !isMeasuredPage(url.pathname)) return response;
  const sources = analyticsCspSources(validAnalyticsIds(context.get(brandContext).analytics));
  const value = policySources(sources);
  if (!value) return response;
  try {
    response.headers.set('x-measurement-csp-sources', value);
    return response;
  } catch {
    // Redirects have immutable headers; a redirect runs no script anyway.
    return response;
  }
};

export function policySources(sources: CspSources): string {
  return Object.entries(sources)
    .filter(([, hosts]) => hosts.length > 0)
    .map(([directive, hosts]) => [directive, ...hosts].join(' '))
    .join('; ');
}
