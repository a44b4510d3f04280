// Over 300 lines on purpose: every setting is parsed and checked in this one place at start-up
// (the rule "configuration parsed once"), in the order .env.example documents them.
import { isIP, isIPv4 } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/*
 * Environment variables of the API (read once at start-up; an empty value counts as unset).
 *
 * NODE_ENV                                  development | production | test (default development)
 * PORT_API=4000                             TCP port the API listens on
 * API_HOST=127.0.0.1                        interface to listen on (0.0.0.0 in a container)
 * DATABASE_URL=                             postgres://… selects a PostgreSQL server; unset: embedded PGlite
 * PGLITE_DATA_DIR=.data/pglite              PGlite folder (relative to the repository root); memory:// keeps it in memory
 * FILES_DIR=.data/files                     uploaded and generated files (relative to the repository root), unless S3 is set
 *
 * File storage in an S3-compatible store (AWS S3, MinIO, R2…) instead of FILES_DIR: several API processes share it
 * S3_BUCKET=                                the bucket; set: files go there (images, photo originals, private documents)
 * S3_REGION=us-east-1                       the bucket's region (S3-compatible stores usually accept any)
 * S3_ENDPOINT=                              another host than AWS, e.g. http://127.0.0.1:9000 (MinIO)
 * S3_ACCESS_KEY_ID=                         with S3_SECRET_ACCESS_KEY; both unset: the SDK's usual chain
 * S3_SECRET_ACCESS_KEY=                     (environment, shared config, instance or task role)
 * S3_FORCE_PATH_STYLE=false                 true: http://host/bucket/key (most self-hosted stores need it)
 * PHOTO_MAX_MEGABYTES=25                    the largest photo (or logo) a host may upload, 1–100
 * CATALOG_CACHE_SECONDS=60                  how long a catalog answer may be served from this process's cache
 *                                           without a write changing it (0–3600; 0 turns the cache off)
 * CATALOG_CACHE_MEGABYTES=64                the cached catalog answers' total size per process (1–4096)
 * TOKEN_SIGNING_SECRET=                     HS256 key for access tokens, 32+ characters; required in production,
 *                                           a development default (with a warning) otherwise
 * TOKEN_SIGNING_SECRET_PREVIOUS=            the secret before the current one, while rotating: tokens signed
 *                                           with it are still accepted, new ones use TOKEN_SIGNING_SECRET
 *   The published development secret and key (and the demo WEB_CLIENT_SECRET) are refused when NODE_ENV=production
 *   or when API_HOST is not a loopback address (127.0.0.0/8, ::1, localhost; 0.0.0.0 is not).
 * TRUST_PROXY=false                         false | true | a hop count | comma-separated proxy addresses/CIDRs
 *                                           (loopback, uniquelocal… too): whose X-Forwarded-For decides the
 *                                           client address (Fastify's trustProxy). Off: the peer's address.
 * DOCUMENTS_ENCRYPTION_KEY=                 AES-256 key for private documents (ID scans, signatures) at rest: 32 bytes,
 *                                           base64; required in production, a development default (with a warning) otherwise
 * TOKEN_TTL_SECONDS=3600                    access-token lifetime (60–86400)
 * WEB_CLIENT_ID=direct-web                  the website's OAuth client, registered at start-up
 * WEB_CLIENT_SECRET=demo-web-secret-change-me   its secret (stored hashed); must be changed in production
 * TOKEN_RATE_LIMIT_PER_MINUTE=30            POST /oauth/token requests per client IP and minute
 * CONSOLE_CLIENT_ID=direct-console          the host console's OAuth client, registered at start-up
 * CONSOLE_CLIENT_SECRET=demo-console-secret-change-me   its secret; must be changed in production
 * CONSOLE_ORIGIN=http://console.localhost:3001   where hosts' emails (confirm, sign-in link, reset, invitation) point
 * ICAL_FEED_BASE_URL=http://127.0.0.1:4000   where channels reach this API's /apis/ical/<token>.ics (calendar export
 *                                           addresses the console shows); the API's public address or a proxy to it
 * BRAND_SITE_URL=http://{host}:3000/       a brand's site address shown to its host ({host}: the brand's host name);
 *                                           default https://{host}/ when NODE_ENV=production
 * PLATFORM_DOMAIN=localhost                 <brand>.<PLATFORM_DOMAIN> serves that brand
 * CUSTOM_DOMAIN_TARGET=sites.<PLATFORM_DOMAIN>  the CNAME a host's own domain points at (our edge)
 * DEFAULT_BRAND_ALIAS=lisbon-stays          brand served on the bare platform domain, localhost and 127.0.0.1
 * SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS=66   comma-separated organizations the shared listing never lists;
 *                                           an explicitly empty value excludes none
 * DEMO_DATA=true                            seed the demo data when the database has no organization
 * LOG_LEVEL=info                            fatal | error | warn | info | debug | trace | silent
 * LOG_FORMAT=                               pretty (pino-pretty, one readable line per request) | json;
 *                                           default: pretty when NODE_ENV=development, json otherwise
 *
 * Reservations and background work
 * BOOKING_HOLD_MINUTES=20                   how long a booking request holds the dates while the guest pays
 * UNPAID_CANCEL_HOURS=24                    a booking still unpaid this long after it was made is cancelled
 * JOBS_ENABLED=true                         run the background worker in this process (holds, instalments, email)
 * JOBS_POLL_MS=2000                         how often the worker looks for due jobs
 * WORKER_PORT=                              the worker-only process (npm run start:worker) answers /health/live and
 *                                           /health/ready on this port (on API_HOST); unset: no listener
 * SHUTDOWN_TIMEOUT_MS=10000                 on SIGTERM/SIGINT, how long in-flight requests and the current job may
 *                                           take to finish before the process exits anyway (exit code 1)
 * CDN_PURGE_URL=                            purge-by-tag endpoint of the CDN in front of the site (Cloudflare:
 *                                           https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache); unset: off
 * CDN_PURGE_TOKEN=                          its bearer token (Cloudflare: an API token with Cache Purge); docs/cdn.md
 * PAYMENT_RECONCILE_AFTER_MINUTES=5         a payment attempt left open this long (the process died during the
 *                                           gateway call) is asked of the gateway and settled by the worker
 * PAYMENT_ACTION_TIMEOUT_MINUTES=30         a 3-D Secure challenge / PayPal approval pending this long is cancelled
 *
 * Payments (docs/product.md §2): sandbox is the embedded default and needs nothing else
 * PAYMENT_PROVIDER=sandbox                  sandbox | stripe | paypal | opayo
 * STRIPE_SECRET_KEY=                        sk_test_… / sk_live_… (stripe)
 * STRIPE_PUBLISHABLE_KEY=                   pk_test_… / pk_live_…, sent to the payment page (stripe)
 * STRIPE_WEBHOOK_SECRET=                    whsec_… of the webhook endpoint /apis/webhooks/stripe (stripe)
 * STRIPE_API_BASE=                          override of https://api.stripe.com (tests use a local stand-in)
 * PAYPAL_CLIENT_ID=                         REST app client id (paypal)
 * PAYPAL_CLIENT_SECRET=                     REST app secret (paypal)
 * PAYPAL_ENVIRONMENT=sandbox                sandbox | live
 * PAYPAL_API_BASE=                          override of the PayPal REST host (tests use a local stand-in)
 * PAYPAL_WEBHOOK_ID=                        id of the webhook, for PayPal's signature verification call
 * OPAYO_INTEGRATION_KEY=                    Pi API integration key from MyOpayo (opayo)
 * OPAYO_INTEGRATION_PASSWORD=               its integration password (opayo)
 * OPAYO_VENDOR_NAME=                        the Opayo vendor (account) name (opayo)
 * OPAYO_ENVIRONMENT=test                    test | live (pi-test.sagepay.com / pi-live.sagepay.com)
 * OPAYO_API_BASE=                           override of the Pi host (tests use a local stand-in)
 *
 * Email
 * SMTP_URL=                                 smtp://user:password@host:587; unset: nothing leaves the machine,
 *                                           every message stays readable in the development mailbox
 * MAIL_FROM=bookings@localhost              sender address of booking emails
 * INBOUND_EMAIL_DOMAIN=reply.localhost      domain of the guests' reply addresses (reply+<signed token>@…); its MX
 *                                           points at the inbound-parse provider, which posts to /apis/webhooks/inbound-email
 * INBOUND_EMAIL_SECRET=                     password of the webhook URL (https://inbound:<secret>@…); unset: the webhook is off
 * MESSAGE_ATTACHMENT_MAX_MEGABYTES=10       largest attachment of a guest's reply that is kept
 *
 * Webhooks out (decision 0025)
 * WEBHOOKS_ALLOW_PRIVATE_HOSTS=false        true: endpoints may point at private, loopback and link-local
 *                                           addresses (tests, local development); off, such URLs are refused
 * WEBHOOKS_ALLOW_HTTP=false                 true: plain http:// endpoint URLs are accepted (development, tests)
 * WEBHOOKS_TIMEOUT_MS=10000                 how long a delivery waits for the receiver's answer
 * Calendar sync (iCal import of other channels' calendars)
 * ICAL_SYNC_MINUTES=15                      how often each imported calendar is fetched (1-1440)
 * ICAL_ALLOW_PRIVATE_HOSTS=false            true: feeds on private, loopback and link-local addresses are fetched
 *                                           (tests and development only; refused when NODE_ENV=production)
 *
 * DEV_SURFACES=false                        true: serve the development surfaces (the mailbox /apis/dev/mailbox and
 *                                           /apis/dev/past_stays); npm start turns it on when API_HOST is loopback
 *
 * Observability (docs/observability.md, decision 0037)
 * METRICS_ENABLED=true                      false: no /metrics and no request counting (the overhead bench's baseline)
 * METRICS_TOKEN=                            bearer token GET /metrics requires (16+ characters); unset: /metrics
 *                                           answers only direct loopback requests (no proxy in between)
 * OTEL_EXPORTER_OTLP_ENDPOINT=              OTLP/HTTP collector (e.g. http://127.0.0.1:4318): turns tracing on when
 *                                           the process starts with @direct/telemetry/register-api (npm start does);
 *                                           OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER(_ARG) and OTEL_SDK_DISABLED as standard
 */

// Two levels above apps/api: relative folders are the same whether started from the root or apps/api.
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const developmentSigningSecret = 'development-only-signing-secret-change-me-please';
// Published, so only for development: base64 of "development-only-documents-key!!" (32 bytes).
export const developmentDocumentsKey = 'ZGV2ZWxvcG1lbnQtb25seS1kb2N1bWVudHMta2V5ISE=';
const demoWebClientSecret = 'demo-web-secret-change-me';
const demoConsoleClientSecret = 'demo-console-secret-change-me';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const flag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const hostname = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'must be a host name'));

const folder = z
  .string()
  .transform((value) => (value.startsWith('memory://') || isAbsolute(value) ? value : resolve(repositoryRoot, value)));

// 32 bytes in standard or URL-safe base64 (e.g. `openssl rand -base64 32`).
const encryptionKey = z
  .string()
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64 (openssl rand -base64 32)')
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded (openssl rand -base64 32)');

// Fastify's trustProxy (proxy-addr): a flag, a hop count, or addresses, CIDRs and proxy-addr's
// names (loopback, linklocal, uniquelocal). Anything else is refused rather than half-trusted.
export type TrustProxy = boolean | number | readonly string[];
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const lower = value.trim().toLowerCase();
  if (lower === 'true' || lower === 'yes') return true;
  if (lower === 'false' || lower === 'no' || lower === '0') return false;
  // A number is a hop count: trust that many proxies in front of the API.
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  const entries = lower.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    context.addIssue({ code: 'custom', message: 'must be true, false, a hop count or comma-separated proxy addresses/CIDRs' });
    return z.NEVER;
  }
  return Object.freeze(entries);
});

const organizationIdList = z
  .string()
  .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'must be a comma-separated list of organization ids')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
  );

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], 'must be development, production or test').default('development'),
  PORT_API: integer(0, 65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded database)')
    .optional(),
  PGLITE_DATA_DIR: folder.default(resolve(repositoryRoot, '.data/pglite')),
  FILES_DIR: folder.default(resolve(repositoryRoot, '.data/files')),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name like eu-west-1').default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  PHOTO_MAX_MEGABYTES: integer(1, 100).default(25),
  CATALOG_CACHE_SECONDS: integer(0, 3600).default(60),
  CATALOG_CACHE_MEGABYTES: integer(1, 4096).default(64),
  TOKEN_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_SIGNING_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  TOKEN_TTL_SECONDS: integer(60, 86_400).default(3600),
  DOCUMENTS_ENCRYPTION_KEY: encryptionKey.optional(),
  WEB_CLIENT_ID: z.string().min(1).max(200).default('direct-web'),
  WEB_CLIENT_SECRET: z.string().min(1).max(500).default(demoWebClientSecret),
  TOKEN_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(30),
  CONSOLE_CLIENT_ID: z.string().min(1).max(200).default('direct-console'),
  CONSOLE_CLIENT_SECRET: z.string().min(1).max(500).default(demoConsoleClientSecret),
  CONSOLE_ORIGIN: z
    .url('must be the console\'s origin, e.g. https://console.example.com')
    .transform((value) => new URL(value).origin)
    .default('http://console.localhost:3001'),
  ICAL_FEED_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.example.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://127.0.0.1:4000'),
  BRAND_SITE_URL: z.string().regex(/^https?:\/\/\{host\}(:\d+)?\/$/, 'must look like https://{host}/ or http://{host}:3000/').optional(),
  PLATFORM_DOMAIN: hostname.default('localhost'),
  CUSTOM_DOMAIN_TARGET: hostname.optional(),
  DEFAULT_BRAND_ALIAS: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'must be a brand url alias (lower-case letters, digits, dashes)')
    .default('lisbon-stays'),
  SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: organizationIdList.default([66]),
  DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], 'must be pretty or json').optional(),
  BOOKING_HOLD_MINUTES: integer(1, 24 * 60).default(20),
  UNPAID_CANCEL_HOURS: integer(1, 24 * 30).default(24),
  JOBS_ENABLED: flag.default(true),
  JOBS_POLL_MS: integer(50, 600_000).default(2000),
  WORKER_PORT: integer(0, 65_535).optional(),
  SHUTDOWN_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  PAYMENT_RECONCILE_AFTER_MINUTES: integer(1, 24 * 60).default(5),
  PAYMENT_ACTION_TIMEOUT_MINUTES: integer(1, 24 * 60).default(30),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'paypal', 'opayo'], 'must be sandbox, stripe, paypal or opayo').default('sandbox'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook secret (whsec_…)').optional(),
  STRIPE_API_BASE: z.url('must be a URL').optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live'], 'must be sandbox or live').default('sandbox'),
  PAYPAL_API_BASE: z.url('must be a URL').optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  OPAYO_INTEGRATION_KEY: z.string().min(1).optional(),
  OPAYO_INTEGRATION_PASSWORD: z.string().min(1).optional(),
  OPAYO_VENDOR_NAME: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an Opayo vendor name').optional(),
  OPAYO_ENVIRONMENT: z.enum(['test', 'live'], 'must be test or live').default('test'),
  OPAYO_API_BASE: z.url('must be a URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.email('must be an email address').default('bookings@localhost'),
  INBOUND_EMAIL_DOMAIN: hostname.default('reply.localhost'),
  INBOUND_EMAIL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MESSAGE_ATTACHMENT_MAX_MEGABYTES: integer(1, 25).default(10),
  WEBHOOKS_ALLOW_PRIVATE_HOSTS: flag.default(false),
  WEBHOOKS_ALLOW_HTTP: flag.default(false),
  WEBHOOKS_TIMEOUT_MS: integer(100, 60_000).default(10_000),
  ICAL_SYNC_MINUTES: integer(1, 1440).default(15),
  ICAL_ALLOW_PRIVATE_HOSTS: flag.default(false),
  DEV_SURFACES: flag.default(false),
  METRICS_ENABLED: flag.default(true),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Read by @direct/telemetry's register file; here only so the logs carry trace ids when it runs.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
});

export type Config = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  filesDir: string;
  // Where files live: FILES_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  storage: Readonly<
    | { driver: 'local'; root: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | undefined;
      }
  >;
  // Host photos: the largest upload accepted.
  photos: Readonly<{ maxBytes: number }>;
  // The catalog answers cached per process (catalog-cache/); ttlMs 0: off.
  catalogCache: Readonly<{ ttlMs: number; maxBytes: number }>;
  tokenSigningSecret: string;
  // While rotating: tokens signed with it still verify (bearer tokens by key id, booking links by trial).
  tokenSigningSecretPrevious: string | undefined;
  // True when the published development secret is in use (unset, or copied from .env.example).
  usesDevelopmentSigningSecret: boolean;
  // Fastify's trustProxy: whose X-Forwarded-For names the client (request.ip).
  trustProxy: TrustProxy;
  // The development mailbox and past stays (DEV_SURFACES).
  devSurfaces: boolean;
  tokenTtlSeconds: number;
  // Private documents at rest (AES-256-GCM); usesDevelopmentKey when the published key is in use.
  documents: Readonly<{ encryptionKey: Uint8Array; usesDevelopmentKey: boolean }>;
  webClientId: string;
  webClientSecret: string;
  // The host console: its platform client, and the origin hosts' emails link to.
  console: Readonly<{ clientId: string; clientSecret: string; origin: string }>;
  // A brand's public address from its host name (BRAND_SITE_URL with {host}).
  brandSiteUrl: string;
  // Calendar export addresses start with this (ICAL_FEED_BASE_URL, no trailing slash).
  calendarFeedBaseUrl: string;
  tokenRateLimitPerMinute: number;
  platformDomain: string;
  // The edge host name a custom domain's CNAME points at.
  customDomainTarget: string;
  defaultBrandAlias: string;
  sharedListingExcludedOrganizationIds: readonly number[];
  demoData: boolean;
  logLevel: LogLevel;
  logFormat: 'pretty' | 'json';
  bookingHoldMinutes: number;
  unpaidCancelHours: number;
  jobs: Readonly<{ enabled: boolean; pollMs: number; workerPort: number | undefined }>;
  shutdownTimeoutMs: number;
  // Host writes that change public pages purge them from the CDN by tag (modules/cdn-purge); off when unset.
  cdnPurge: Readonly<{ url: string; token: string | undefined }> | undefined;
  payments: Readonly<{
    provider: 'sandbox' | 'stripe' | 'paypal' | 'opayo';
    stripe: Readonly<{ secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined }> | undefined;
    paypal: Readonly<{ clientId: string; clientSecret: string; environment: 'sandbox' | 'live'; apiBase: string; webhookId: string | undefined }> | undefined;
    opayo: Readonly<{ integrationKey: string; integrationPassword: string; vendorName: string; environment: 'test' | 'live'; apiBase: string }> | undefined;
    // When the worker asks the gateway about attempts left open (payment-reconciliation.service.ts).
    reconcile: Readonly<{ afterMinutes: number; actionTimeoutMinutes: number }>;
  }>;
  // devMailbox mirrors devSurfaces (the mailbox routes are one of the development surfaces).
  mail: Readonly<{ smtpUrl: string | undefined; from: string; devMailbox: boolean }>;
  // Guest conversations: reply addresses, the inbound-mail webhook's secret (unset: off), attachment limit.
  messages: Readonly<{ inboundDomain: string; inboundSecret: string | undefined; attachmentMaxBytes: number }>;
  // Webhooks out: private destinations and plain http only when allowed (tests, development).
  webhooks: Readonly<{ allowPrivateHosts: boolean; allowHttp: boolean; timeoutMs: number }>;
  // Imported calendars: the polling interval and whether private addresses may be fetched (tests).
  calendarSync: Readonly<{ syncMinutes: number; allowPrivateHosts: boolean }>;
  // /metrics' bearer token (unset: loopback only) and whether OpenTelemetry tracing is configured.
  observability: Readonly<{ metrics: boolean; metricsToken: string | undefined; tracing: boolean }>;
}>;

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// An empty value means "not set": .env files list every variable, often without a value. The
// exclusion list is the exception, where an explicitly empty value means "exclude none".
function withoutEmptyValues(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of Object.keys(EnvironmentSchema.shape)) {
    const value = env[key]?.trim();
    if (value === undefined) continue;
    if (value === '' && key !== 'SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS') continue;
    result[key] = value;
  }
  return result;
}

// Only these interfaces keep the API on this machine; 0.0.0.0 and :: listen on every interface.
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  return isIPv4(name) && name.startsWith('127.');
}

// Rules that span variables; checked on the raw values so one run reports every problem. The
// published secrets are refused wherever someone else could reach the API: a token forged with
// the published signing secret would otherwise open any host's data.
function publishedSecretProblems(env: Readonly<Record<string, string>>): string[] {
  const production = env['NODE_ENV'] === 'production';
  const host = env['API_HOST'] ?? '127.0.0.1';
  const exposed = production || !isLoopbackHost(host);
  if (!exposed) return [];
  const where = production ? 'when NODE_ENV=production' : `when API_HOST is not a loopback address (${host})`;
  const problems: string[] = [];
  const secret = env['TOKEN_SIGNING_SECRET'];
  if (!secret && production) problems.push('TOKEN_SIGNING_SECRET: required when NODE_ENV=production (32+ random characters)');
  if ((secret ?? (production ? undefined : developmentSigningSecret)) === developmentSigningSecret) {
    problems.push(`TOKEN_SIGNING_SECRET: the published development secret cannot be used ${where}`);
  }
  if (env['TOKEN_SIGNING_SECRET_PREVIOUS'] === developmentSigningSecret) {
    problems.push(`TOKEN_SIGNING_SECRET_PREVIOUS: the published development secret cannot be used ${where}`);
  }
  const documentsKey = env['DOCUMENTS_ENCRYPTION_KEY'];
  if (!documentsKey && production) problems.push('DOCUMENTS_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes, base64)');
  if ((documentsKey ?? (production ? undefined : developmentDocumentsKey)) === developmentDocumentsKey) {
    problems.push(`DOCUMENTS_ENCRYPTION_KEY: the published development key cannot be used ${where}`);
  }
  if ((env['WEB_CLIENT_SECRET'] ?? demoWebClientSecret) === demoWebClientSecret) {
    problems.push(`WEB_CLIENT_SECRET: the published demo secret cannot be used ${where}`);
  }
  if ((env['CONSOLE_CLIENT_SECRET'] ?? demoConsoleClientSecret) === demoConsoleClientSecret) {
    problems.push(`CONSOLE_CLIENT_SECRET: the published demo secret cannot be used ${where}`);
  }
  return problems;
}

// The chosen payment provider needs its keys; checked on the raw values like the rules above.
function providerProblems(env: Readonly<Record<string, string>>): string[] {
  const provider = env['PAYMENT_PROVIDER'];
  const required =
    provider === 'stripe'
      ? ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']
      : provider === 'paypal'
        ? ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']
        : provider === 'opayo'
          ? ['OPAYO_INTEGRATION_KEY', 'OPAYO_INTEGRATION_PASSWORD', 'OPAYO_VENDOR_NAME']
          : [];
  return required.filter((key) => !env[key]).map((key) => `${key}: required when PAYMENT_PROVIDER=${provider}`);
}

// S3 settings only mean something with a bucket, and a key id only with its secret.
function storageProblems(env: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((key) => env[key]);
  if (!env['S3_BUCKET'] && s3Settings.length > 0) problems.push(`S3_BUCKET: required when ${s3Settings.join(', ')} ${s3Settings.length > 1 ? 'are' : 'is'} set`);
  if (Boolean(env['S3_ACCESS_KEY_ID']) !== Boolean(env['S3_SECRET_ACCESS_KEY'])) {
    problems.push(env['S3_ACCESS_KEY_ID'] ? 'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID' : 'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY');
  }
  return problems;
}

// Parses the environment once; throws a ConfigError naming every bad variable (values are never
// echoed, they may be secrets).
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const raw = withoutEmptyValues(env);
  const parsed = EnvironmentSchema.safeParse(raw);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)),
    ...publishedSecretProblems(raw),
    // Fetching private addresses would let a feed URL reach the machine's own network.
    ...(raw['NODE_ENV'] === 'production' && /^(true|1|yes)$/i.test(raw['ICAL_ALLOW_PRIVATE_HOSTS'] ?? '')
      ? ['ICAL_ALLOW_PRIVATE_HOSTS: cannot be on when NODE_ENV=production']
      : []),
    ...providerProblems(raw),
    ...storageProblems(raw),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  const tokenSigningSecret = values.TOKEN_SIGNING_SECRET ?? developmentSigningSecret;

  return Object.freeze({
    nodeEnv: values.NODE_ENV,
    port: values.PORT_API,
    host: values.API_HOST,
    databaseUrl: values.DATABASE_URL,
    pgliteDataDir: values.PGLITE_DATA_DIR,
    filesDir: values.FILES_DIR,
    storage: Object.freeze(
      values.S3_BUCKET
        ? {
            driver: 's3' as const,
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
            credentials:
              values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
                ? Object.freeze({ accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY })
                : undefined,
          }
        : { driver: 'local' as const, root: values.FILES_DIR },
    ),
    photos: Object.freeze({ maxBytes: values.PHOTO_MAX_MEGABYTES * 1024 * 1024 }),
    catalogCache: Object.freeze({ ttlMs: values.CATALOG_CACHE_SECONDS * 1000, maxBytes: values.CATALOG_CACHE_MEGABYTES * 1024 * 1024 }),
    tokenSigningSecret,
    tokenSigningSecretPrevious: values.TOKEN_SIGNING_SECRET_PREVIOUS,
    usesDevelopmentSigningSecret: tokenSigningSecret === developmentSigningSecret,
    trustProxy: values.TRUST_PROXY,
    devSurfaces: values.DEV_SURFACES,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    documents: Object.freeze({
      encryptionKey: new Uint8Array(Buffer.from(values.DOCUMENTS_ENCRYPTION_KEY ?? developmentDocumentsKey, 'base64')),
      usesDevelopmentKey: (values.DOCUMENTS_ENCRYPTION_KEY ?? developmentDocumentsKey) === developmentDocumentsKey,
    }),
    webClientId: values.WEB_CLIENT_ID,
    webClientSecret: values.WEB_CLIENT_SECRET,
    calendarFeedBaseUrl: values.ICAL_FEED_BASE_URL,
    brandSiteUrl: values.BRAND_SITE_URL ?? (values.NODE_ENV === 'production' ? 'https://{host}/' : 'http://{host}:3000/'),
    console: Object.freeze({ clientId: values.CONSOLE_CLIENT_ID, clientSecret: values.CONSOLE_CLIENT_SECRET, origin: values.CONSOLE_ORIGIN }),
    tokenRateLimitPerMinute: values.TOKEN_RATE_LIMIT_PER_MINUTE,
    platformDomain: values.PLATFORM_DOMAIN,
    customDomainTarget: values.CUSTOM_DOMAIN_TARGET ?? `sites.${values.PLATFORM_DOMAIN}`,
    defaultBrandAlias: values.DEFAULT_BRAND_ALIAS,
    sharedListingExcludedOrganizationIds: Object.freeze([...values.SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS]),
    demoData: values.DEMO_DATA,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (values.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bookingHoldMinutes: values.BOOKING_HOLD_MINUTES,
    unpaidCancelHours: values.UNPAID_CANCEL_HOURS,
    jobs: Object.freeze({ enabled: values.JOBS_ENABLED, pollMs: values.JOBS_POLL_MS, workerPort: values.WORKER_PORT }),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    cdnPurge: values.CDN_PURGE_URL ? Object.freeze({ url: values.CDN_PURGE_URL, token: values.CDN_PURGE_TOKEN }) : undefined,
    payments: Object.freeze({
      provider: values.PAYMENT_PROVIDER,
      reconcile: Object.freeze({ afterMinutes: values.PAYMENT_RECONCILE_AFTER_MINUTES, actionTimeoutMinutes: values.PAYMENT_ACTION_TIMEOUT_MINUTES }),
      stripe:
        values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
          ? Object.freeze({
              secretKey: values.STRIPE_SECRET_KEY,
              publishableKey: values.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET,
              apiBase: values.STRIPE_API_BASE,
            })
          : undefined,
      paypal:
        values.PAYPAL_CLIENT_ID && values.PAYPAL_CLIENT_SECRET
          ? Object.freeze({
              clientId: values.PAYPAL_CLIENT_ID,
              clientSecret: values.PAYPAL_CLIENT_SECRET,
              environment: values.PAYPAL_ENVIRONMENT,
              apiBase:
                values.PAYPAL_API_BASE ??
                (values.PAYPAL_ENVIRONMENT === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
              webhookId: values.PAYPAL_WEBHOOK_ID,
            })
          : undefined,
      opayo:
        values.OPAYO_INTEGRATION_KEY && values.OPAYO_INTEGRATION_PASSWORD && values.OPAYO_VENDOR_NAME
          ? Object.freeze({
              integrationKey: values.OPAYO_INTEGRATION_KEY,
              integrationPassword: values.OPAYO_INTEGRATION_PASSWORD,
              vendorName: values.OPAYO_VENDOR_NAME,
              environment: values.OPAYO_ENVIRONMENT,
              apiBase: values.OPAYO_API_BASE ?? (values.OPAYO_ENVIRONMENT === 'live' ? 'https://pi-live.sagepay.com' : 'https://pi-test.sagepay.com'),
            })
          : undefined,
    }),
    mail: Object.freeze({
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      devMailbox: values.DEV_SURFACES,
    }),
    messages: Object.freeze({
      inboundDomain: values.INBOUND_EMAIL_DOMAIN,
      inboundSecret: values.INBOUND_EMAIL_SECRET,
      attachmentMaxBytes: values.MESSAGE_ATTACHMENT_MAX_MEGABYTES * 1024 * 1024,
    }),
    webhooks: Object.freeze({
      allowPrivateHosts: values.WEBHOOKS_ALLOW_PRIVATE_HOSTS,
      allowHttp: values.WEBHOOKS_ALLOW_HTTP,
      timeoutMs: values.WEBHOOKS_TIMEOUT_MS,
    }),
    calendarSync: Object.freeze({ syncMinutes: values.ICAL_SYNC_MINUTES, allowPrivateHosts: values.ICAL_ALLOW_PRIVATE_HOSTS }),
    observability: Object.freeze({
      metrics: values.METRICS_ENABLED,
      metricsToken: values.METRICS_TOKEN,
      tracing: values.OTEL_SDK_DISABLED?.toLowerCase() !== 'true' && Boolean(values.OTEL_EXPORTER_OTLP_ENDPOINT ?? values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    }),
  });
}
