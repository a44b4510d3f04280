import { HealthResponse } from '@direct/contracts';
import { openTestDatabase } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, testEnvironment, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /health', () => {
  it('answers ok without a token when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      databaseReachable: true,
      version: '0.0.0',
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database is unreachable', async () => {
    const gone = await openTestDatabase();
    await gone.close();
    const app = await buildApp({ config: loadConfig(testEnvironment), db: gone.handle.db, databaseKind: gone.handle.kind });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(HealthResponse.parse(response.json())).toMatchObject({ status: 'degraded', databaseReachable: false });
    } finally {
      await app.close();
    }
  });
});
