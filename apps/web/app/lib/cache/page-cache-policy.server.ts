import { consentCookieName } from '@direct/domain/measurement';
import { languageCookieName, languageParam } from '../i18n/detect-language.ts';

// Who may keep a page document, and for how long (decision 0042, docs/cdn.md).
//
// - Anonymous catalog pages (the same HTML for every visitor of a brand) may be kept by a CDN:
//   `public, max-age=0, s-maxage=N, stale-while-revalidate=M`. max-age=0: a browser always asks
//   again (and gets a 304 when nothing changed), so a purge reaches visitors at once.
// - The same pages for a visitor whose cookies change them (the language cookie, the consent
//   cookie: banner or not, tags or not): `private, no-cache` — the browser may keep its copy and
//   revalidate it; a shared cache must not serve it to anyone else. `Vary: Cookie` says so to
//   caches that follow the standard; Cloudflare ignores Vary, hence the bypass rule in docs/cdn.md.
// - Everything else — booking, payment, check-in, card, deposit, my booking, review, anything
//   with a token or a form's state — `no-store`, unless the page already said `private, no-store`.

export type CacheSettings = { sharedMaxAgeSeconds: number; staleWhileRevalidateSeconds: number };

export type PageCacheInput = {
  method: string;
  url: URL;
  cookieHeader: string | null;
  status: number;
  // The deepest matched route's id (routes.ts: the file without its extension).
  routeId: string | undefined;
  // Headers the page already carries (a loader's Cache-Control, a Set-Cookie).
  headers: Headers;
};

export type PageCachePolicy =
  | { kind: 'shared'; cacheControl: string }
  | { kind: 'private'; cacheControl: string }
  | { kind: 'no-store'; cacheControl: string };

// Pages that show only the brand's public catalogue.
const catalogRoutes = new Set([
  'routes/home/home.route',
  'routes/places/explore.route',
  'routes/search/search.route',
  'routes/places/destinations.route',
  'routes/places/city.route',
  'routes/places/hosts.route',
  'routes/places/host.route',
  'routes/property/property.route',
  'routes/blog/blog.route',
  'routes/blog/blog-post.route',
  'routes/contact/contact.route',
]);

// A property page or a search with a stay (or an open reservation form) is one visitor's
// choice: worth keeping in the browser, not in a shared cache — availability and prices move
// with every booking, which purges nothing.
const stayParams = ['checkIn', 'checkOut', 'guests', 'children', 'plan', 'reserve'];
const stayRoutes = new Set(['routes/property/property.route', 'routes/search/search.route']);

// Cookies that change the HTML of a catalog page.
const outputCookies = [languageCookieName, consentCookieName];

export function pageCachePolicy(input: PageCacheInput, settings: CacheSettings): PageCachePolicy {
  const noStore = { kind: 'no-store', cacheControl: 'no-store' } as const;
  const method = input.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return noStore;
  if (!input.routeId || !catalogRoutes.has(input.routeId) || input.status !== 200) return noStore;
  // A loader that decided for itself (e.g. private, no-store) is never loosened.
  if (input.headers.has('cache-control')) return noStore;
  // An answer that sets a cookie (?lng= remembers the language) is that visitor's alone; so is
  // the console's live preview of unsaved looks.
  if (input.headers.has('set-cookie') || input.url.searchParams.has(languageParam) || input.url.searchParams.has('brandPreview')) return noStore;
  const personal = hasCookie(input.cookieHeader, outputCookies) || (stayRoutes.has(input.routeId) && stayParams.some((name) => input.url.searchParams.has(name)));
  if (personal || settings.sharedMaxAgeSeconds === 0) return { kind: 'private', cacheControl: 'private, no-cache' };
  return {
    kind: 'shared',
    cacheControl: `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`,
  };
}

function hasCookie(header: string | null, names: readonly string[]): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const separator = part.indexOf('=');
    return separator > 0 && names.includes(part.slice(0, separator).trim());
  });
}

// Surrogate keys for purging by tag: the brand, its organization and, on a property page, the
// property. Pages of a shared listing carry `shared-listing` too: they show many hosts' homes.
export function cacheTags(brand: { id: number; organizationId: number; isSharedListing: boolean } | undefined, propertyId: number | undefined): string[] {
  if (!brand) return [];
  return [
    `brand-${brand.id}`,
    `org-${brand.organizationId}`,
    ...(brand.isSharedListing ? ['shared-listing'] : []),
    ...(propertyId === undefined ? [] : [`property-${propertyId}`]),
  ];
}
