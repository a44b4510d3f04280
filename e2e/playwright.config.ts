import { defineConfig, devices } from '@playwright/test';

// The API and the built site are started fresh for the run: the API on an in-memory PGlite
// seeded with the demo data (or on DATABASE_URL when set), the site pointing at it.
// E2E_EXTERNAL=1: nothing is started; the tests run against a deployment already listening on the
// ports below (the cluster's balancer: `npm run cluster:test` sets all three, the site's and the
// console's being the same nginx port told apart by host name).
const external = process.env.E2E_EXTERNAL === '1';
const apiPort = Number(process.env.E2E_API_PORT ?? 4400);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3400);
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 3500);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const webOrigin = (host: string) => `http://${host}:${webPort}`;
// The host console, on its own host name (emails link there).
export const consoleOrigin = `http://console.localhost:${consolePort}`;
// The API itself, for tests that act as an integration would (API keys).
export const apiOrigin = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  testDir: './tests',
  // Whole journeys (a paid booking, several axe scans) on a 2-core CI machine running two browsers,
  // the API, the site and the console: CI's machine has run the suite 3× slower than an idle one
  // (a 25 s journey took over 60 s), so a test gets about 5× what it takes idle; journeys longer
  // than 24 s idle set their own. Each expectation still waits 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }]],
  use: {
    baseURL: webOrigin('lisbon-stays.localhost'),
    // A trace records the page's DOM at every step: on CI's 2-core machine, where Chromium takes
    // ~90 % of the run's CPU, that cost the suite 13 % of its time, and CI keeps only its log (the
    // failure's message, call log and page snapshot). E2E_TRACE=1 records them for a local rerun.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: external ? [] : [
    {
      command: 'node --experimental-strip-types --disable-warning=ExperimentalWarning ../apps/api/src/server.ts',
      url: `http://127.0.0.1:${apiPort}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT_API: String(apiPort),
        PGLITE_DATA_DIR: 'memory://',
        FILES_DIR: '.data/e2e-files',
        DEMO_DATA: 'true',
        // The tests read emails (codes, links) from the development mailbox and review past stays.
        DEV_SURFACES: 'true',
        // Host account emails link to the console started below.
        CONSOLE_ORIGIN: consoleOrigin,
        // The console links a brand's site to the site started below (<alias>.localhost on its port).
        BRAND_SITE_URL: `http://{host}:${webPort}/`,
        LOG_LEVEL: 'warn',
        // The inbound-mail webhook: tests post guests' replies as the provider would (support/inbound-mail.ts).
        INBOUND_EMAIL_SECRET: 'e2e-inbound-webhook-secret-0123',
        // Calendar sync: the tests serve channels' calendars from 127.0.0.1 (calendar-sync.spec.ts).
        ICAL_ALLOW_PRIVATE_HOSTS: 'true',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
    {
      // The site's own server (apps/web/server.mjs: security headers, request ids, logs).
      command: 'node server.mjs',
      cwd: '../apps/web',
      url: `http://127.0.0.1:${webPort}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      // CONSOLE_ORIGIN: the only origin that may frame the brand page's live preview.
      env: {
        PORT: String(webPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        NODE_ENV: 'production',
        WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? 'build',
        CONSOLE_ORIGIN: consoleOrigin,
        // Specs edit in the console and look at the site a moment later, while the other worker keeps
        // loading the same brand: the site's 1 s catalog cache would show them the answer from before
        // the edit. The cache itself is tested in apps/web (catalog-cache.server.test.ts).
        CATALOG_CACHE_TTL_MS: '0',
      },
    },
    {
      // The host console's own server (apps/console/server.mjs), built like the site.
      command: 'node server.mjs',
      cwd: '../apps/console',
      url: `http://127.0.0.1:${consolePort}/sign-in`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(consolePort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        CONSOLE_CLIENT_SECRET: process.env.CONSOLE_CLIENT_SECRET ?? 'demo-console-secret-change-me',
        CONSOLE_ORIGIN: consoleOrigin,
        // The brand page frames the site started above as its live preview.
        BRAND_SITE_URL: `http://{host}:${webPort}/`,
        NODE_ENV: 'production',
        CONSOLE_BUILD_DIR: process.env.CONSOLE_BUILD_DIR ?? 'build',
      },
    },
  ],
});
