import { expect, test, type APIRequestContext } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';

// What a CDN in front of the site sees (docs/cdn.md): anonymous catalog pages may be kept and
// are revalidated with a 304 that leaves the stored copy's Content-Security-Policy alone; a
// cookie that changes the page keeps it to the visitor's browser; a token page is never kept.

// Node's resolver (the test's own requests, as a CDN would make them) doesn't know *.localhost:
// ask 127.0.0.1 and name the brand in the Host header.
const site = new URL(webOrigin('lisbon-stays.localhost'));
const lisbon = `http://127.0.0.1:${site.port}`;
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(`${lisbon}${path}`, { headers: { host: site.host, ...headers } });

test('catalog pages are shared-cacheable with cache tags, and a revalidation is a 304 without a new policy', async ({ request }) => {
  const home = await get(request, '/');
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(headers['vary']).toContain('Cookie');
  expect(headers['cache-tag']).toMatch(/^brand-\d+,org-\d+$/);
  expect(headers['etag']).toMatch(/^W\/"[\w-]+"$/);
  expect(headers['content-security-policy']).toContain("'nonce-");

  // Another render of the same page (another nonce) has the same validator: a 304, no body, and
  // no Content-Security-Policy that would replace the stored copy's nonce.
  const again = await get(request, '/', { 'if-none-match': headers['etag']! });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
  expect(again.headers()['etag']).toBe(headers['etag']);
  expect(await again.body()).toHaveLength(0);

  // A property without dates names its property too; with a stay it is the visitor's own.
  const explore = await (await get(request, '/explore')).text();
  const property = explore.match(/href="(\/stays\/[^"?#]+)"/)![1]!;
  const plain = await get(request, property);
  expect(plain.headers()['cache-tag']).toMatch(/^brand-\d+,org-\d+,property-\d+$/);
  const dated = await get(request, `${property}?checkIn=2031-01-10&checkOut=2031-01-13`);
  expect(dated.headers()['cache-control']).toBe('private, no-cache');
});

test('a language or consent cookie keeps the page private; ?lng= and token pages are never stored', async ({ request }) => {
  const withLanguage = await get(request, '/destinations', { cookie: 'lng=de' });
  expect(withLanguage.headers()['cache-control']).toBe('private, no-cache');
  const withConsent = await get(request, '/blog', { cookie: 'cookie_consent=v1' });
  expect(withConsent.headers()['cache-control']).toBe('private, no-cache');
  const choosing = await get(request, '/?lng=pt');
  expect(choosing.headers()['cache-control']).toBe('no-store');
  expect(choosing.headers()['set-cookie']).toContain('lng=pt');
  const tokenPage = await get(request, '/booking/manage/ABC123/not-a-real-token-1234567890');
  expect(tokenPage.headers()['cache-control']).toMatch(/no-store/);
  const findBooking = await get(request, '/booking/manage');
  expect(findBooking.headers()['cache-control']).toMatch(/no-store/);
});
