import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every package and the API in one Vitest run; the browser tests live in e2e/ (Playwright).
const apiFiles = ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'];
// These start OpenTelemetry for the whole process (HTTP and database instrumentation, a global
// tracer): they get a process of their own.
const processWideFiles = ['apps/api/src/observability/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle (cores − 1): on CI's 2-core machine that ran every file
    // on one core while the other waited. The files are CPU-bound (PGlite runs in the worker), so
    // use every core.
    maxWorkers: availableParallelism(),
    // One migrated database per run that every test file's database is copied from.
    globalSetup: ['packages/db/src/testing/test-database-global-setup.ts'],
    projects: [
      {
        // The API and database files load the whole API (about 2 s a file, half the suite's time
        // when every file loaded it again): its modules are loaded once per worker and shared by
        // the files that worker runs. Each file still opens its own database and app; test worlds
        // count per database (counterPer), so no file depends on which ran before it.
        extends: true,
        test: { name: 'api', include: apiFiles, exclude: processWideFiles, isolate: false },
      },
      {
        // The site's and console's files set process.env before loading their configuration and
        // mock modules: each file in a fresh process, as before.
        extends: true,
        test: {
          name: 'isolated',
          include: [
            ...processWideFiles,
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/console/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          exclude: ['packages/db/src/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
