import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@direct/db';
import { seedDemoData } from '@direct/db/seed';
import { openTestDatabase } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type ApiInstance } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { testEnvironment } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// The demo world as of a fixed day, so prices, posts and counts don't move with the calendar.
export const seedStartDate = '2026-03-01';
export const fixedNow = new Date('2026-03-10T12:00:00Z');

export type CatalogTestApp = {
  app: ApiInstance;
  db: Database;
  filesDir: string;
  get: (url: string, options?: { token?: string | null; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

// One seeded database per test file (the seed takes a couple of seconds), with a token ready.
export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const database = await openTestDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'catalog-files-'));
  const close = async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  };
  try {
    const db = database.handle.db;
    await seedDemoData(db, { filesDir, startDate: seedStartDate });
    const config = loadConfig({ ...testEnvironment, FILES_DIR: filesDir });
    const app = await buildApp({ config, db, databaseKind: database.handle.kind, now: () => fixedNow });
    await insertClient(db, { clientId: 'catalog-site', secret: 'catalog-secret' });
    const token = await requestToken(app, 'catalog-site', 'catalog-secret');
    return {
      app,
      db,
      filesDir,
      get: (url, options = {}) => {
        const bearer = options.token === undefined ? token : options.token;
        return app.inject({
          method: 'GET',
          url,
          headers: { ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }), ...options.headers },
        });
      },
      close: async () => {
        await app.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
