import { describe, expect, it } from 'vitest';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { measurementData, policySources } from './measurement.server.ts';

const tagged = brandFixture({ analytics: { ga4MeasurementId: 'G-2XK4Q9M7TB', gtmContainerId: null, metaPixelId: '123456789012345' } });
const page = (path: string, cookie?: string) => {
  const url = new URL(`http://lisbon-stays.localhost${path}`);
  return [new Request(url, { headers: cookie ? { cookie } : {} }), url] as const;
};

describe('the root’s measurement data', () => {
  it('is null for a brand without tags (no banner, no texts) and in the console’s preview', () => {
    expect(measurementData(brandFixture(), ...page('/'))).toBeNull();
    expect(measurementData(tagged, ...page('/?brandPreview=1'))).toBeNull();
  });

  it('asks an undecided guest, not a decided one unless they open the cookie settings', () => {
    expect(measurementData(tagged, ...page('/de/stays/lisbon/x'))).toMatchObject({ consent: null, askNow: true, documentMeasures: true, needs: { analytics: true, marketing: true } });
    const decided = measurementData(tagged, ...page('/', 'cookie_consent=v1.analytics'));
    expect(decided).toMatchObject({ consent: { necessary: true, analytics: true, marketing: false }, askNow: false });
    expect(measurementData(tagged, ...page('/contact?cookie-settings', 'cookie_consent=v1'))).toMatchObject({ askNow: true });
    expect(measurementData(tagged, ...page('/payment/booking_payment_terminal/AB12CD/token'))).toMatchObject({ documentMeasures: false });
  });

  it('names the tags’ hosts per directive for the policy', () => {
    expect(policySources({ 'script-src': ['https://a.example', 'https://b.example'], 'img-src': ['https://c.example'] })).toBe('script-src https://a.example https://b.example; img-src https://c.example');
  });
});
