import { HealthResponse, LivenessResponse, ReadinessResponse } from '@direct/contracts';
import { openTestDatabase } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createReadiness } from '../../lifecycle/readiness.ts';
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

describe('GET /health/live', () => {
  it('answers 200 even when the database is gone (no I/O)', async () => {
    const gone = await openTestDatabase();
    await gone.close();
    const app = await buildApp({ config: loadConfig(testEnvironment), db: gone.handle.db, databaseKind: gone.handle.kind });
    try {
      const response = await app.inject({ method: 'GET', url: '/health/live' });
      expect(response.statusCode).toBe(200);
      expect(LivenessResponse.parse(response.json())).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('answers 200 ready when the database answers, start-up is done and no signal came', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(ReadinessResponse.parse(response.json())).toEqual({ status: 'ready', checks: { database: true, migrations: true, shuttingDown: false } });
  });

  it('answers 503 until the start-up work is done, then 200, and 503 again from the shutdown signal on', async () => {
    const readiness = createReadiness({ startupDone: false });
    const app = await buildApp({ config: t.config, db: t.db, readiness });
    const ready = async () => {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      return { code: response.statusCode, body: ReadinessResponse.parse(response.json()) };
    };
    try {
      expect(await ready()).toEqual({ code: 503, body: { status: 'not_ready', checks: { database: true, migrations: false, shuttingDown: false } } });
      readiness.markStartupDone();
      expect((await ready()).code).toBe(200);
      readiness.markShuttingDown();
      expect(await ready()).toEqual({ code: 503, body: { status: 'not_ready', checks: { database: false, migrations: true, shuttingDown: true } } });
      // Liveness is not readiness: the process still runs while it drains.
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database is unreachable', async () => {
    const gone = await openTestDatabase();
    await gone.close();
    const app = await buildApp({ config: loadConfig(testEnvironment), db: gone.handle.db, databaseKind: gone.handle.kind });
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(ReadinessResponse.parse(response.json()).checks).toEqual({ database: false, migrations: true, shuttingDown: false });
    } finally {
      await app.close();
    }
  });
});
