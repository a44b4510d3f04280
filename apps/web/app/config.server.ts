import { z } from 'zod';

// The site's whole configuration, read from the environment once at start-up. PORT, HOST,
// TRUST_PROXY and LOG_LEVEL are not here: the site's server (server.mjs) reads them before this
// module is ever loaded.
const EnvSchema = z.object({
  API_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:4000')
    // One canonical form, so path joining never produces "//apis".
    .transform((url) => url.replace(/\/+$/, '')),
  WEB_CLIENT_ID: z.string().min(1).default('direct-web'),
  WEB_CLIENT_SECRET: z.string().min(1).default('demo-web-secret-change-me'),
  // How long a resolved host name → brand answer is reused; 0 asks the API on every request.
  BRAND_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // How long a public catalog answer (a property, its reviews, the brand's cities and posts) is
  // reused for other visitors' pages; 0 asks the API for every page (identical calls in flight
  // are still shared). The longest a host's edit takes to reach the site's pages.
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Anonymous catalog pages (home, explore, search, places, a property without dates, the blog)
  // may be kept by a CDN this long (s-maxage) and served stale while it asks again
  // (stale-while-revalidate); host writes purge them sooner when CDN_PURGE_URL is set on the API.
  // 0 makes them uncacheable by shared caches. See docs/cdn.md.
  PAGE_CACHE_S_MAXAGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(600),
  // Map tiles ({z}/{x}/{y}); the browser loads them directly. Attribution follows the default.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  // The API's payment provider (the same variable and value as the API's): its script, frame and
  // connect origins are allowed by the Content-Security-Policy, no other provider's.
  // The host console (the same variable as the API's): the only origin that may frame a page as
  // the brand page's live preview (?brandPreview), and the only one whose preview messages count.
  CONSOLE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('http://console.localhost:3001')
    .transform((url) => new URL(url).origin),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'paypal', 'opayo'], 'must be sandbox, stripe, paypal or opayo').default('sandbox'),
  // With opayo: the Pi host the drop-in script comes from when not Opayo's own (the API's
  // OPAYO_API_BASE, e.g. a local stand-in); its origin joins the CSP's allowed origins.
  OPAYO_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

export type WebConfig = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  brandCacheTtlMs: number;
  catalogCacheTtlMs: number;
  pageCache: { sharedMaxAgeSeconds: number; staleWhileRevalidateSeconds: number };
  map: { tileUrl: string; attribution: string };
  paymentProvider: 'sandbox' | 'stripe' | 'paypal' | 'opayo';
  consoleOrigin: string;
  opayoApiBase?: string;
};

export function parseConfig(env: Record<string, string | undefined>): WebConfig {
  // Empty variables (e.g. `API_URL=` in a .env file) mean "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid website configuration: ${problems}`);
  }
  const parsed = result.data;
  return {
    apiUrl: parsed.API_URL,
    clientId: parsed.WEB_CLIENT_ID,
    clientSecret: parsed.WEB_CLIENT_SECRET,
    brandCacheTtlMs: parsed.BRAND_CACHE_TTL_SECONDS * 1000,
    catalogCacheTtlMs: parsed.CATALOG_CACHE_TTL_MS,
    pageCache: { sharedMaxAgeSeconds: parsed.PAGE_CACHE_S_MAXAGE_SECONDS, staleWhileRevalidateSeconds: parsed.PAGE_CACHE_STALE_SECONDS },
    map: { tileUrl: parsed.MAP_TILE_URL, attribution: parsed.MAP_TILE_ATTRIBUTION },
    paymentProvider: parsed.PAYMENT_PROVIDER,
    consoleOrigin: parsed.CONSOLE_ORIGIN,
    ...(parsed.OPAYO_API_BASE ? { opayoApiBase: new URL(parsed.OPAYO_API_BASE).origin } : {}),
  };
}

export const config: WebConfig = parseConfig(process.env);
