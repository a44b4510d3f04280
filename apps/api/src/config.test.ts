import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, developmentDocumentsKey, developmentSigningSecret, loadConfig, repositoryRoot } from './config.ts';

const productionSecret = 'a-production-secret-with-more-than-32-characters';
const productionDocumentsKey = Buffer.alloc(32, 7).toString('base64');

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDataDir: resolve(repositoryRoot, '.data/pglite'),
      filesDir: resolve(repositoryRoot, '.data/files'),
      storage: { driver: 'local', root: resolve(repositoryRoot, '.data/files') },
      photos: { maxBytes: 25 * 1024 * 1024 },
      catalogCache: { ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 },
      tokenSigningSecret: developmentSigningSecret,
      tokenSigningSecretPrevious: undefined,
      usesDevelopmentSigningSecret: true,
      trustProxy: false,
      devSurfaces: false,
      tokenTtlSeconds: 3600,
      webClientId: 'direct-web',
      webClientSecret: 'demo-web-secret-change-me',
      console: { clientId: 'direct-console', clientSecret: 'demo-console-secret-change-me', origin: 'http://console.localhost:3001' },
      brandSiteUrl: 'http://{host}:3000/',
      calendarFeedBaseUrl: 'http://127.0.0.1:4000',
      tokenRateLimitPerMinute: 30,
      platformDomain: 'localhost',
      customDomainTarget: 'sites.localhost',
      defaultBrandAlias: 'lisbon-stays',
      sharedListingExcludedOrganizationIds: [66],
      demoData: true,
      logLevel: 'info',
      logFormat: 'pretty',
      bookingHoldMinutes: 20,
      unpaidCancelHours: 24,
      jobs: { enabled: true, pollMs: 2000, workerPort: undefined },
      shutdownTimeoutMs: 10_000,
      payments: { provider: 'sandbox', stripe: undefined, paypal: undefined, reconcile: { afterMinutes: 5, actionTimeoutMinutes: 30 } },
      mail: { smtpUrl: undefined, from: 'bookings@localhost', devMailbox: false },
      messages: { inboundDomain: 'reply.localhost', inboundSecret: undefined, attachmentMaxBytes: 10 * 1024 * 1024 },
      webhooks: { allowPrivateHosts: false, allowHttp: false, timeoutMs: 10_000 },
      calendarSync: { syncMinutes: 15, allowPrivateHosts: false },
      observability: { metrics: true, metricsToken: undefined, tracing: false },
      documents: { encryptionKey: new Uint8Array(Buffer.from(developmentDocumentsKey, 'base64')), usesDevelopmentKey: true },
    });
  });

  it('stores files in an S3-compatible bucket when S3_BUCKET is set, and refuses half an S3 setting', () => {
    expect(
      loadConfig({ S3_BUCKET: 'direct-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'direct-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'direct-files', S3_REGION: 'eu-central-1' }).storage).toMatchObject({ driver: 's3', region: 'eu-central-1', credentials: undefined, forcePathStyle: false });
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual(['S3_BUCKET: required when S3_ENDPOINT is set']);
    expect(problemsOf({ S3_BUCKET: 'direct-files', S3_ACCESS_KEY_ID: 'key' })).toEqual(['S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID']);
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket', S3_ENDPOINT: 'ftp://x' }).map((problem) => problem.split(':')[0])).toEqual(['S3_BUCKET', 'S3_ENDPOINT']);
    expect(loadConfig({ PHOTO_MAX_MEGABYTES: '8' }).photos.maxBytes).toBe(8 * 1024 * 1024);
  });

  it('needs the chosen payment provider’s keys, and reads them', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
      'STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toEqual(['PAYPAL_CLIENT_SECRET: required when PAYMENT_PROVIDER=paypal']);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_wrong', PAYMENT_PROVIDER: 'cash' }).map((problem) => problem.split(':')[0])).toEqual([
      'PAYMENT_PROVIDER',
      'STRIPE_SECRET_KEY',
    ]);
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(stripe.payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc', apiBase: 'http://127.0.0.1:12111' },
      paypal: undefined,
      reconcile: { afterMinutes: 5, actionTimeoutMinutes: 30 },
    });
    const paypal = loadConfig({ PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: 'live' });
    expect(paypal.payments.paypal).toEqual({ clientId: 'id', clientSecret: 'secret', environment: 'live', apiBase: 'https://api-m.paypal.com', webhookId: undefined });
    expect(problemsOf({ PAYMENT_PROVIDER: 'opayo', OPAYO_INTEGRATION_KEY: 'key' })).toEqual([
      'OPAYO_INTEGRATION_PASSWORD: required when PAYMENT_PROVIDER=opayo',
      'OPAYO_VENDOR_NAME: required when PAYMENT_PROVIDER=opayo',
    ]);
    const opayo = loadConfig({ PAYMENT_PROVIDER: 'opayo', OPAYO_INTEGRATION_KEY: 'key', OPAYO_INTEGRATION_PASSWORD: 'password', OPAYO_VENDOR_NAME: 'stays' });
    expect(opayo.payments.opayo).toEqual({ integrationKey: 'key', integrationPassword: 'password', vendorName: 'stays', environment: 'test', apiBase: 'https://pi-test.sagepay.com' });
  });

  it('reads the observability settings: metrics token, metrics switch, tracing from the OTLP endpoint', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789', METRICS_ENABLED: 'false' }).observability).toEqual({
      metrics: false,
      metricsToken: 'scrape-token-0123456789',
      tracing: false,
    });
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).observability.tracing).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }).observability.tracing).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }).observability.tracing).toBe(false);
  });

  it('keeps the development surfaces off unless DEV_SURFACES asks for them, production included', () => {
    const production = { NODE_ENV: 'production', TOKEN_SIGNING_SECRET: productionSecret, WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret', DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey };
    expect(loadConfig({}).devSurfaces).toBe(false);
    expect(loadConfig(production).devSurfaces).toBe(false);
    expect(loadConfig({ DEV_SURFACES: 'true' })).toMatchObject({ devSurfaces: true, mail: { devMailbox: true } });
    expect(loadConfig({ ...production, DEV_SURFACES: 'false' }).mail.devMailbox).toBe(false);
    // The old switch is gone: it no longer opens the mailbox.
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devSurfaces).toBe(false);
    expect(problemsOf({ DEV_SURFACES: 'maybe' })).toEqual(['DEV_SURFACES: must be true or false']);
  });

  it('reads TRUST_PROXY: off by default, a flag, a hop count or proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', ',']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual(['TRUST_PROXY: must be true, false, a hop count or comma-separated proxy addresses/CIDRs']);
    }
  });

  it('refuses the published secrets when the API listens beyond this machine, and starts on loopback with them', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ API_HOST: host }).usesDevelopmentSigningSecret).toBe(true);
    }
    expect(problemsOf({ API_HOST: '0.0.0.0' })).toEqual([
      'TOKEN_SIGNING_SECRET: the published development secret cannot be used when API_HOST is not a loopback address (0.0.0.0)',
      'DOCUMENTS_ENCRYPTION_KEY: the published development key cannot be used when API_HOST is not a loopback address (0.0.0.0)',
      'WEB_CLIENT_SECRET: the published demo secret cannot be used when API_HOST is not a loopback address (0.0.0.0)',
      'CONSOLE_CLIENT_SECRET: the published demo secret cannot be used when API_HOST is not a loopback address (0.0.0.0)',
    ]);
    const own = { TOKEN_SIGNING_SECRET: productionSecret, DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey, WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret' };
    expect(loadConfig({ ...own, API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(problemsOf({ ...own, API_HOST: '10.0.0.5', TOKEN_SIGNING_SECRET: developmentSigningSecret })).toEqual([
      'TOKEN_SIGNING_SECRET: the published development secret cannot be used when API_HOST is not a loopback address (10.0.0.5)',
    ]);
    expect(problemsOf({ ...own, API_HOST: '::', DOCUMENTS_ENCRYPTION_KEY: developmentDocumentsKey })).toEqual([
      'DOCUMENTS_ENCRYPTION_KEY: the published development key cannot be used when API_HOST is not a loopback address (::)',
    ]);
    expect(problemsOf({ ...own, API_HOST: 'api.internal', TOKEN_SIGNING_SECRET_PREVIOUS: developmentSigningSecret })).toEqual([
      'TOKEN_SIGNING_SECRET_PREVIOUS: the published development secret cannot be used when API_HOST is not a loopback address (api.internal)',
    ]);
  });

  it('reads the previous signing secret for rotation', () => {
    const previous = 'the-secret-before-this-one-0123456789abcdef';
    expect(loadConfig({ TOKEN_SIGNING_SECRET: productionSecret, TOKEN_SIGNING_SECRET_PREVIOUS: previous })).toMatchObject({
      tokenSigningSecret: productionSecret,
      tokenSigningSecretPrevious: previous,
    });
    expect(problemsOf({ TOKEN_SIGNING_SECRET_PREVIOUS: 'short' })).toEqual(['TOKEN_SIGNING_SECRET_PREVIOUS: must be at least 32 characters']);
  });

  it('resolves folders against the repository root, whatever the working directory', () => {
    expect(repositoryRoot).toBe(resolve(import.meta.dirname, '../../../') + '/');
    const config = loadConfig({ PGLITE_DATA_DIR: 'tmp/db', FILES_DIR: '/var/files' });
    expect(config.pgliteDataDir).toBe(resolve(repositoryRoot, 'tmp/db'));
    expect(config.filesDir).toBe('/var/files');
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).pgliteDataDir).toBe('memory://');
  });

  it('parses every variable it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT_API: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://user@db:5432/direct',
      TOKEN_SIGNING_SECRET: productionSecret,
      TOKEN_TTL_SECONDS: '600',
      DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey,
      WEB_CLIENT_ID: 'site',
      WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret',
      TOKEN_RATE_LIMIT_PER_MINUTE: '5',
      PLATFORM_DOMAIN: 'Stays.Example.COM',
      DEFAULT_BRAND_ALIAS: 'main',
      SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: ' 66, 7 ,8',
      DEMO_DATA: 'FALSE',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://user@db:5432/direct',
      tokenSigningSecret: productionSecret,
      usesDevelopmentSigningSecret: false,
      tokenTtlSeconds: 600,
      webClientId: 'site',
      console: { clientId: 'direct-console', clientSecret: 'a-real-console-secret', origin: 'http://console.localhost:3001' },
      brandSiteUrl: 'https://{host}/',
      tokenRateLimitPerMinute: 5,
      platformDomain: 'stays.example.com',
      defaultBrandAlias: 'main',
      sharedListingExcludedOrganizationIds: [66, 7, 8],
      demoData: false,
      logLevel: 'warn',
    });
  });

  it('treats empty values as unset, except an explicitly empty exclusion list', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT_API: '', SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(4000);
    expect(config.sharedListingExcludedOrganizationIds).toEqual([]);
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.sharedListingExcludedOrganizationIds)).toBe(true);
  });

  it('rejects bad values, naming every bad variable in one message', () => {
    const env = {
      PORT_API: 'eighty',
      TOKEN_TTL_SECONDS: '5',
      DATABASE_URL: 'mysql://db/direct',
      TOKEN_SIGNING_SECRET: 'short',
      DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
      SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: '66,abc',
      PLATFORM_DOMAIN: 'http://example.com',
    };
    const problems = problemsOf(env);
    for (const name of Object.keys(env)) expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    expect(() => loadConfig(env)).toThrow(/Invalid configuration:\n {2}- PORT_API: must be a whole number/);
    // Values may be secrets; the message names variables, never echoes what they hold.
    expect(() => loadConfig(env)).not.toThrow(/short/);
  });

  it('refuses to start in production without a signing secret', () => {
    expect(problemsOf({ NODE_ENV: 'production', WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret', DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey })).toEqual([
      'TOKEN_SIGNING_SECRET: required when NODE_ENV=production (32+ random characters)',
    ]);
  });

  it('reads the calendar sync settings, and never fetches private addresses in production', () => {
    expect(loadConfig({ ICAL_SYNC_MINUTES: '5', ICAL_ALLOW_PRIVATE_HOSTS: 'true' }).calendarSync).toEqual({ syncMinutes: 5, allowPrivateHosts: true });
    expect(problemsOf({ ICAL_SYNC_MINUTES: '0' })).toEqual(['ICAL_SYNC_MINUTES: must be at least 1']);
    const production = { NODE_ENV: 'production', TOKEN_SIGNING_SECRET: 'a-production-signing-secret-0123456789', WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret', DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey };
    expect(problemsOf({ ...production, ICAL_ALLOW_PRIVATE_HOSTS: 'true' })).toEqual(['ICAL_ALLOW_PRIVATE_HOSTS: cannot be on when NODE_ENV=production']);
  });

  it('reports bad values and production rules together', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT_API: 'x', WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret', DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey });
    expect(problems).toEqual(['PORT_API: must be a whole number', 'TOKEN_SIGNING_SECRET: required when NODE_ENV=production (32+ random characters)']);
  });

  it('refuses the published development secrets in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', TOKEN_SIGNING_SECRET: developmentSigningSecret, DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^TOKEN_SIGNING_SECRET: the published development secret/);
    expect(problems[1]).toMatch(/^WEB_CLIENT_SECRET: the published demo secret/);
    expect(problems[2]).toMatch(/^CONSOLE_CLIENT_SECRET: the published demo secret/);
  });

  it('flags the development secret outside production, also when copied from .env.example', () => {
    expect(loadConfig({ TOKEN_SIGNING_SECRET: developmentSigningSecret }).usesDevelopmentSigningSecret).toBe(true);
    expect(loadConfig({ TOKEN_SIGNING_SECRET: productionSecret }).usesDevelopmentSigningSecret).toBe(false);
  });

  it('reads the documents encryption key: 32 bytes of base64, required and not the published one in production', () => {
    expect(loadConfig({ DOCUMENTS_ENCRYPTION_KEY: productionDocumentsKey }).documents).toEqual({
      encryptionKey: new Uint8Array(32).fill(7),
      usesDevelopmentKey: false,
    });
    expect(loadConfig({ DOCUMENTS_ENCRYPTION_KEY: developmentDocumentsKey }).documents.usesDevelopmentKey).toBe(true);
    expect(problemsOf({ DOCUMENTS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toEqual([
      'DOCUMENTS_ENCRYPTION_KEY: must be 32 bytes, base64-encoded (openssl rand -base64 32)',
    ]);
    expect(problemsOf({ DOCUMENTS_ENCRYPTION_KEY: 'not base64!' })[0]).toMatch(/^DOCUMENTS_ENCRYPTION_KEY: must be base64/);
    const production = { NODE_ENV: 'production', TOKEN_SIGNING_SECRET: productionSecret, WEB_CLIENT_SECRET: 'a-real-secret', CONSOLE_CLIENT_SECRET: 'a-real-console-secret' };
    expect(problemsOf(production)).toEqual(['DOCUMENTS_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes, base64)']);
    expect(problemsOf({ ...production, DOCUMENTS_ENCRYPTION_KEY: developmentDocumentsKey })).toEqual([
      'DOCUMENTS_ENCRYPTION_KEY: the published development key cannot be used when NODE_ENV=production',
    ]);
  });
});
