// A brand's measurement ids (decision 0033): public identifiers the site puts in script addresses,
// so their shape is checked where they are saved (the API) and again where they are used (the
// site), never trusted as free text.

export type AnalyticsIds = {
  // Google Analytics 4 measurement id, e.g. G-2XK4Q9M7TB.
  ga4MeasurementId: string | null;
  // Google Tag Manager web container, e.g. GTM-5JQ8RWN.
  gtmContainerId: string | null;
  // Meta (Facebook) pixel id: digits only, e.g. 123456789012345.
  metaPixelId: string | null;
};

export const analyticsIdPatterns = {
  ga4MeasurementId: /^G-[A-Z0-9]{4,16}$/,
  gtmContainerId: /^GTM-[A-Z0-9]{4,12}$/,
  metaPixelId: /^\d{8,20}$/,
} as const satisfies Record<keyof AnalyticsIds, RegExp>;

export const analyticsIdExamples = {
  ga4MeasurementId: 'G-2XK4Q9M7TB',
  gtmContainerId: 'GTM-5JQ8RWN',
  metaPixelId: '123456789012345',
} as const satisfies Record<keyof AnalyticsIds, string>;

export const noAnalytics: AnalyticsIds = { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null };

// Only well-formed ids survive: a stored value of another shape is as good as none.
export function validAnalyticsIds(ids: Partial<AnalyticsIds> | null | undefined): AnalyticsIds {
  const keep = (key: keyof AnalyticsIds) => {
    const value = ids?.[key];
    return typeof value === 'string' && analyticsIdPatterns[key].test(value) ? value : null;
  };
  return { ga4MeasurementId: keep('ga4MeasurementId'), gtmContainerId: keep('gtmContainerId'), metaPixelId: keep('metaPixelId') };
}

// What the guest is asked to consent to, by category: Google's tags measure (analytics), the Meta
// pixel measures for advertising (marketing).
export function consentNeeds(ids: AnalyticsIds): { analytics: boolean; marketing: boolean } {
  return { analytics: ids.ga4MeasurementId !== null || ids.gtmContainerId !== null, marketing: ids.metaPixelId !== null };
}

export type CspSources = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>;

// The hosts each tag loads from and reports to (Google's "Use Content Security Policy" guide for
// Tag Manager and GA4; Meta's pixel guide). Only the configured tags' hosts are allowed.
export function analyticsCspSources(ids: AnalyticsIds): CspSources {
  const sources: Required<CspSources> = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
  const add = (directive: keyof CspSources, ...hosts: string[]) => {
    for (const host of hosts) if (!sources[directive].includes(host)) sources[directive].push(host);
  };
  if (ids.ga4MeasurementId || ids.gtmContainerId) {
    add('script-src', 'https://*.googletagmanager.com');
    add('connect-src', 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    add('img-src', 'https://*.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (ids.metaPixelId) {
    add('script-src', 'https://connect.facebook.net');
    add('connect-src', 'https://www.facebook.com', 'https://connect.facebook.net');
    add('img-src', 'https://www.facebook.com');
  }
  return Object.fromEntries(Object.entries(sources).filter(([, hosts]) => hosts.length > 0));
}
