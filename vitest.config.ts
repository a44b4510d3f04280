import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package and the API; the browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/console/app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'eslint/**/*.test.ts',
    ],
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
  },
});
