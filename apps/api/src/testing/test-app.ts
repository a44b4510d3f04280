import type { Database } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { buildApp, type ApiInstance, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';

// What every test app runs with: quiet logs, a fixed secret, no demo data, and no catalog cache:
// many tests write behind the API's back and read at once (catalog-cache.test.ts turns it on).
export const testEnvironment: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TOKEN_SIGNING_SECRET: 'test-signing-secret-that-is-long-enough-0123456789',
  DEMO_DATA: 'false',
  CATALOG_CACHE_SECONDS: '0',
};

export type TestApp = {
  app: ApiInstance;
  db: Database;
  config: Config;
  // The database's URL on PostgreSQL, for a second app on the same database.
  url?: string;
  close: () => Promise<void>;
};

// A fresh migrated database (PGlite, or PostgreSQL when DATABASE_URL is set) and an app on it.
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    configure?: BuildAppOptions['configure'];
    logger?: BuildAppOptions['logger'];
    now?: BuildAppOptions['now'];
    readiness?: BuildAppOptions['readiness'];
    // Another database than a fresh migrated one (the seeded world: seeded-test-app.ts).
    database?: () => Promise<TestDatabase>;
  } = {},
): Promise<TestApp> {
  const database = await (options.database ?? openTestDatabase)();
  const config = loadConfig({ ...testEnvironment, ...options.env });
  try {
    const app = await buildApp({
      config,
      db: database.handle.db,
      databaseKind: database.handle.kind,
      ...(options.configure ? { configure: options.configure } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.readiness ? { readiness: options.readiness } : {}),
    });
    return {
      app,
      db: database.handle.db,
      config,
      ...(database.url ? { url: database.url } : {}),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
