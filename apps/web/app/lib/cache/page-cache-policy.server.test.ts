import { describe, expect, it } from 'vitest';
import { cacheTags, pageCachePolicy, type PageCacheInput } from './page-cache-policy.server.ts';

const settings = { sharedMaxAgeSeconds: 300, staleWhileRevalidateSeconds: 600 };
const shared = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

function policyFor(routeId: string, path = '/', overrides: Partial<PageCacheInput> = {}) {
  return pageCachePolicy(
    { method: 'GET', url: new URL(path, 'https://lisbon-stays.example'), cookieHeader: null, status: 200, routeId, headers: new Headers(), ...overrides },
    settings,
  );
}

describe('page cache policy', () => {
  it.each([
    ['home', 'routes/home/home.route', '/'],
    ['explore', 'routes/places/explore.route', '/explore?page=2'],
    ['search', 'routes/search/search.route', '/search?destination=Lisbon'],
    ['destinations', 'routes/places/destinations.route', '/de/destinations'],
    ['city', 'routes/places/city.route', '/destinations/portugal/lisbon'],
    ['hosts', 'routes/places/hosts.route', '/hosts'],
    ['host', 'routes/places/host.route', '/hosts/lisbon-stays'],
    ['property without dates', 'routes/property/property.route', '/stays/lisbon/alfama-river-loft'],
    ['blog', 'routes/blog/blog.route', '/blog'],
    ['blog post', 'routes/blog/blog-post.route', '/pt/blog/a-post'],
    ['contact', 'routes/contact/contact.route', '/contact'],
  ])('lets a CDN keep the anonymous %s page', (_kind, routeId, path) => {
    expect(policyFor(routeId, path)).toEqual({ kind: 'shared', cacheControl: shared });
  });

  it.each([
    ['payment terminal', 'routes/payment/payment-terminal.route'],
    ['payment challenge', 'routes/payment/payment-challenge.route'],
    ['payment redirect', 'routes/payment/payment-redirect.route'],
    ['booking confirmation', 'routes/payment/booking-confirmation-success.route'],
    ['check-in hub', 'routes/checkin/checkin-hub.route'],
    ['check-in general', 'routes/checkin/checkin-general.route'],
    ['check-in guests', 'routes/checkin/checkin-guests.route'],
    ['arrival time', 'routes/checkin/arrival-time/arrival-time.route'],
    ['agreement', 'routes/agreement/agreement.route'],
    ['identity', 'routes/checkin/identity/checkin-identity.route'],
    ['deposit', 'routes/deposit/deposit-terminal.route'],
    ['card', 'routes/card/card.route'],
    ['review', 'routes/review/review.route'],
    ['my booking', 'routes/manage/my-booking.route'],
    ['find my booking', 'routes/manage/find-booking.route'],
    ['dev mailbox', 'routes/mailbox/dev-mailbox.route'],
    ['not found', 'routes/not-found.route'],
  ])('never stores the %s page', (_kind, routeId) => {
    expect(policyFor(routeId, '/x/ABC123/token')).toEqual({ kind: 'no-store', cacheControl: 'no-store' });
  });

  it('keeps a property page or a search with a stay or an open reservation form to the visitor’s browser', () => {
    for (const query of ['?checkIn=2027-01-10&checkOut=2027-01-13', '?guests=3', '?plan=1-2&reserve=1']) {
      expect(policyFor('routes/property/property.route', `/stays/lisbon/loft${query}`)).toEqual({ kind: 'private', cacheControl: 'private, no-cache' });
    }
    expect(policyFor('routes/search/search.route', '/search?destination=Lisbon&checkIn=2027-01-10&checkOut=2027-01-13').kind).toBe('private');
  });

  it('keeps a page that a cookie changes (language, consent) to the visitor’s browser', () => {
    expect(policyFor('routes/home/home.route', '/', { cookieHeader: 'lng=de' }).kind).toBe('private');
    expect(policyFor('routes/home/home.route', '/', { cookieHeader: 'a=1; cookie_consent=v1.analytics' }).kind).toBe('private');
    // A cookie the page never reads changes nothing.
    expect(policyFor('routes/home/home.route', '/', { cookieHeader: 'theme=dark; xlng=de' }).kind).toBe('shared');
  });

  it('never shares an answer that sets a cookie, a live preview, an error, or a form post', () => {
    expect(policyFor('routes/home/home.route', '/?lng=de').kind).toBe('no-store');
    expect(policyFor('routes/home/home.route', '/', { headers: new Headers({ 'set-cookie': 'lng=de' }) }).kind).toBe('no-store');
    expect(policyFor('routes/home/home.route', '/?brandPreview=1').kind).toBe('no-store');
    expect(policyFor('routes/home/home.route', '/', { status: 500 }).kind).toBe('no-store');
    expect(policyFor('routes/property/property.route', '/stays/lisbon/loft', { status: 404 }).kind).toBe('no-store');
    expect(policyFor('routes/property/property.route', '/stays/lisbon/loft', { method: 'POST' }).kind).toBe('no-store');
    expect(policyFor('routes/home/home.route', '/', { method: 'HEAD' }).kind).toBe('shared');
  });

  it('lets nothing be shared when s-maxage is 0', () => {
    expect(pageCachePolicy({ method: 'GET', url: new URL('https://a.example/'), cookieHeader: null, status: 200, routeId: 'routes/home/home.route', headers: new Headers() }, { sharedMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 }).kind).toBe('private');
  });

  it('tags a page with its brand, organization, shared listing and property', () => {
    expect(cacheTags({ id: 3, organizationId: 1, isSharedListing: false }, 12)).toEqual(['brand-3', 'org-1', 'property-12']);
    expect(cacheTags({ id: 9, organizationId: 5, isSharedListing: true }, undefined)).toEqual(['brand-9', 'org-5', 'shared-listing']);
    expect(cacheTags(undefined, 12)).toEqual([]);
  });
});
