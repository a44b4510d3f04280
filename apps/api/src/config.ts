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
 * FILES_DIR=.data/files                     uploaded and generated files (relative to the repository root)
 * TOKEN_SIGNING_SECRET=                     HS256 key for access tokens, 32+ characters; required in production,
 *                                           a development default (with a warning) otherwise
 * TOKEN_TTL_SECONDS=3600                    access-token lifetime (60–86400)
 * WEB_CLIENT_ID=direct-web                  the website's OAuth client, registered at start-up
 * WEB_CLIENT_SECRET=demo-web-secret-change-me   its secret (stored hashed); must be changed in production
 * TOKEN_RATE_LIMIT_PER_MINUTE=30            POST /oauth/token requests per client IP and minute
 * PLATFORM_DOMAIN=localhost                 <brand>.<PLATFORM_DOMAIN> serves that brand
 * DEFAULT_BRAND_ALIAS=lisbon-stays          brand served on the bare platform domain, localhost and 127.0.0.1
 * SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS=66   comma-separated organizations the shared listing never lists;
 *                                           an explicitly empty value excludes none
 * DEMO_DATA=true                            seed the demo data when the database has no organization
 * LOG_LEVEL=info                            fatal | error | warn | info | debug | trace | silent
 */

// Two levels above apps/api: relative folders are the same whether started from the root or apps/api.
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const developmentSigningSecret = 'development-only-signing-secret-change-me-please';
const demoWebClientSecret = 'demo-web-secret-change-me';

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
  TOKEN_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: integer(60, 86_400).default(3600),
  WEB_CLIENT_ID: z.string().min(1).max(200).default('direct-web'),
  WEB_CLIENT_SECRET: z.string().min(1).max(500).default(demoWebClientSecret),
  TOKEN_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(30),
  PLATFORM_DOMAIN: hostname.default('localhost'),
  DEFAULT_BRAND_ALIAS: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'must be a brand url alias (lower-case letters, digits, dashes)')
    .default('lisbon-stays'),
  SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: organizationIdList.default([66]),
  DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
});

export type Config = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  filesDir: string;
  tokenSigningSecret: string;
  // True when the published development secret is in use (unset, or copied from .env.example).
  usesDevelopmentSigningSecret: boolean;
  tokenTtlSeconds: number;
  webClientId: string;
  webClientSecret: string;
  tokenRateLimitPerMinute: number;
  platformDomain: string;
  defaultBrandAlias: string;
  sharedListingExcludedOrganizationIds: readonly number[];
  demoData: boolean;
  logLevel: LogLevel;
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

// Rules that span variables; checked on the raw values so one run reports every problem.
function productionProblems(env: Readonly<Record<string, string>>): string[] {
  if (env['NODE_ENV'] !== 'production') return [];
  const problems: string[] = [];
  const secret = env['TOKEN_SIGNING_SECRET'];
  if (!secret) problems.push('TOKEN_SIGNING_SECRET: required when NODE_ENV=production (32+ random characters)');
  if (secret === developmentSigningSecret) {
    problems.push('TOKEN_SIGNING_SECRET: the published development secret cannot be used when NODE_ENV=production');
  }
  if ((env['WEB_CLIENT_SECRET'] ?? demoWebClientSecret) === demoWebClientSecret) {
    problems.push('WEB_CLIENT_SECRET: the published demo secret cannot be used when NODE_ENV=production');
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
    ...productionProblems(raw),
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
    tokenSigningSecret,
    usesDevelopmentSigningSecret: tokenSigningSecret === developmentSigningSecret,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    webClientId: values.WEB_CLIENT_ID,
    webClientSecret: values.WEB_CLIENT_SECRET,
    tokenRateLimitPerMinute: values.TOKEN_RATE_LIMIT_PER_MINUTE,
    platformDomain: values.PLATFORM_DOMAIN,
    defaultBrandAlias: values.DEFAULT_BRAND_ALIAS,
    sharedListingExcludedOrganizationIds: Object.freeze([...values.SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS]),
    demoData: values.DEMO_DATA,
    logLevel: values.LOG_LEVEL,
  });
}
