import { describe, expect, it } from 'vitest';
import { acceptAll, consentCookie, consentFromCookieHeader, parseConsent, rejectAll, serializeConsent } from './consent.ts';
import { analyticsCspSources, consentNeeds, validAnalyticsIds } from './analytics-ids.ts';

describe('the consent cookie', () => {
  it('stores each choice and reads it back', () => {
    for (const choice of [acceptAll, rejectAll, { necessary: true, analytics: true, marketing: false } as const, { necessary: true, analytics: false, marketing: true } as const]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    expect(serializeConsent(acceptAll)).toBe('v1.analytics.marketing');
    expect(serializeConsent(rejectAll)).toBe('v1');
  });

  it('reads an older version, an unknown category or garbage as undecided (the banner asks again)', () => {
    for (const value of [undefined, '', 'v0.analytics', 'v2', 'v1.ads', 'v1.analytics.analytics', 'yes', 'v1.analytics.marketing.x']) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it('is found among other cookies, and written first-party for a year, Secure over HTTPS', () => {
    expect(consentFromCookieHeader('lng=de; cookie_consent=v1.analytics; other=1')).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(consentFromCookieHeader('lng=de')).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
    expect(consentCookie(rejectAll, { secure: false })).toBe('cookie_consent=v1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie(acceptAll, { secure: true })).toMatch(/^cookie_consent=v1\.analytics\.marketing; .*; Secure$/);
  });
});

describe('a brand’s tags', () => {
  it('keep only well-formed ids and say which consent they need', () => {
    const ids = validAnalyticsIds({ ga4MeasurementId: 'G-2XK4Q9M7TB', gtmContainerId: 'GTM-"><script>', metaPixelId: '123456789012345' });
    expect(ids).toEqual({ ga4MeasurementId: 'G-2XK4Q9M7TB', gtmContainerId: null, metaPixelId: '123456789012345' });
    expect(consentNeeds(ids)).toEqual({ analytics: true, marketing: true });
    expect(consentNeeds(validAnalyticsIds(null))).toEqual({ analytics: false, marketing: false });
  });

  it('open the policy to the configured tags’ hosts only', () => {
    expect(analyticsCspSources(validAnalyticsIds(null))).toEqual({});
    const google = analyticsCspSources(validAnalyticsIds({ gtmContainerId: 'GTM-5JQ8RWN' }));
    expect(google['script-src']).toEqual(['https://*.googletagmanager.com']);
    expect(JSON.stringify(google)).not.toContain('facebook');
    const meta = analyticsCspSources(validAnalyticsIds({ metaPixelId: '123456789012345' }));
    expect(meta['script-src']).toEqual(['https://connect.facebook.net']);
    expect(JSON.stringify(meta)).not.toContain('google');
  });
});
