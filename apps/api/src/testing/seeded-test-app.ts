import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSeededTestDatabase } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// The demo world as of a fixed day, so prices, posts and counts don't move with the calendar.
export const seedStartDate = '2026-03-01';
export const fixedNow = new Date('2026-03-10T12:00:00Z');

export type SeededTestApp = TestApp & {
  filesDir: string;
  get: (url: string, options?: { token?: string | null; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
};

// One seeded database per test file (a copy of the run's seeded template), with a website token ready.
export async function createSeededTestApp(): Promise<SeededTestApp> {
  const filesDir = await mkdtemp(join(tmpdir(), 'seeded-files-'));
  let t: TestApp | undefined;
  try {
    t = await createTestApp({
      env: { FILES_DIR: filesDir },
      now: () => fixedNow,
      database: () => openSeededTestDatabase({ filesDir, startDate: seedStartDate }),
    });
    await insertClient(t.db, { clientId: 'seeded-site', secret: 'seeded-secret' });
    const token = await requestToken(t.app, 'seeded-site', 'seeded-secret');
    const { app } = t;
    const close = t.close;
    return {
      ...t,
      filesDir,
      get: (url, options = {}) => {
        const bearer = options.token === undefined ? token : options.token;
        return app.inject({
          method: 'GET',
          url,
          headers: { ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }), ...options.headers },
        });
      },
      post: (url, payload) =>
        app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> }),
      close: async () => {
        await close();
        await rm(filesDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await t?.close();
    await rm(filesDir, { recursive: true, force: true });
    throw error;
  }
}
