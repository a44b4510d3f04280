import { z } from 'zod';

// The console's whole configuration, read from the environment once at start-up. PORT, HOST,
// TRUST_PROXY and LOG_LEVEL are read by server.mjs before this module is loaded.
const EnvSchema = z.object({
  API_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  CONSOLE_CLIENT_ID: z.string().min(1).default('direct-console'),
  CONSOLE_CLIENT_SECRET: z.string().min(1).default('demo-console-secret-change-me'),
  // Where emails link to; also the only origin whose form posts are accepted besides the
  // request's own.
  CONSOLE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://console.localhost:3001').transform((url) => url.replace(/\/+$/, '')),
  // Secure cookies even when the request looks like plain HTTP (a proxy we don't trust for it).
  CONSOLE_SECURE_COOKIES: z.enum(['true', 'false']).default('false'),
  // The platform's domain under which brands get their <alias>.<domain> site (shown in onboarding).
  PLATFORM_DOMAIN: z.string().min(1).default('localhost'),
  // Map tiles for placing a property's pin (the site's variables): the browser loads them directly.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  // A brand's site address (the API's variable, {host}: the brand's host name): the brand page
  // frames its brands' sites as the live preview, and the policy allows frames from them only.
  BRAND_SITE_URL: z.string().regex(/^https?:\/\/\{host\}(:\d+)?\/$/, 'must look like https://{host}/ or http://{host}:3000/').optional(),
  NODE_ENV: z.string().optional(),
});

export type ConsoleConfig = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  consoleOrigin: string;
  secureCookies: boolean;
  platformDomain: string;
  map: { tileUrl: string; attribution: string };
  // CSP frame-src for brands' sites, e.g. http://*:3000 (any brand's host name on the site's port).
  brandSiteFrameSource: string;
  // Signs the CSRF tokens; derived from the client secret so there is no extra secret to manage.
  csrfSecret: string;
};

export function parseConfig(env: Record<string, string | undefined>): ConsoleConfig {
  // Empty variables (e.g. `API_URL=` in a .env file) mean "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid console configuration: ${problems}`);
  }
  const parsed = result.data;
  return {
    apiUrl: parsed.API_URL,
    clientId: parsed.CONSOLE_CLIENT_ID,
    clientSecret: parsed.CONSOLE_CLIENT_SECRET,
    consoleOrigin: parsed.CONSOLE_ORIGIN,
    secureCookies: parsed.CONSOLE_SECURE_COOKIES === 'true',
    platformDomain: parsed.PLATFORM_DOMAIN,
    map: { tileUrl: parsed.MAP_TILE_URL, attribution: parsed.MAP_TILE_ATTRIBUTION },
    brandSiteFrameSource: frameSourceOf(parsed.BRAND_SITE_URL ?? (parsed.NODE_ENV === 'production' ? 'https://{host}/' : 'http://{host}:3000/')),
    csrfSecret: `console-csrf:${parsed.CONSOLE_CLIENT_SECRET}`,
  };
}

export const config: ConsoleConfig = parseConfig(process.env);

// Brands live on their own host names (subdomains and hosts' own domains), so the frame source
// names the scheme and port with any host: http://{host}:3000/ → http://*:3000.
function frameSourceOf(template: string): string {
  return template.replace('{host}', '*').replace(/\/$/, '');
}
