import { openDatabase, rateLimitHits, type DatabaseHandle } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ApiInstance } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { testEnvironment } from '../../testing/test-app.ts';
import { createRateLimitsRepository } from './rate-limits.repository.ts';

let database: TestDatabase;
// On PostgreSQL instance B has its own pool, as another process would; PGlite has one connection.
let second: DatabaseHandle | undefined;
let instanceA: ApiInstance;
let instanceB: ApiInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  second = database.url ? await openDatabase({ url: database.url, poolSize: 2, onConnectionError: () => undefined }) : undefined;
  const config = loadConfig({ ...testEnvironment, TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  instanceA = await buildApp({ config, db: database.handle.db });
  instanceB = await buildApp({ config, db: (second ?? database.handle).db });
  // Two apps to build on a loaded machine.
}, 180_000);
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await second?.close();
  await database?.close();
});

const tokenAttempt = (app: ApiInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/oauth/token', remoteAddress, payload: { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' } });

describe('rate limits across API instances', () => {
  it('a limit reached through instance A holds on instance B', async () => {
    for (let i = 0; i < 2; i++) expect((await tokenAttempt(instanceA, '10.1.0.1')).statusCode).toBe(401);
    const third = await tokenAttempt(instanceB, '10.1.0.1');
    expect(third.statusCode).toBe(401);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const blocked = await tokenAttempt(instanceB, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await tokenAttempt(instanceA, '10.1.0.1')).statusCode).toBe(429);
    // Another address has its own count.
    expect((await tokenAttempt(instanceB, '10.1.0.2')).statusCode).toBe(401);
    // Each route counts apart: the key names the route.
    const keys = (await database.handle.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain('POST /oauth/token 10.1.0.1');
  });
});

describe('rate limit counters', () => {
  const repository = () => createRateLimitsRepository(database.handle.db);

  it('counts concurrent hits without losing one', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => repository().hit('test concurrent', 60_000)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const count of counts) expect(count.ttlMs).toBeGreaterThan(50_000);
  });

  it('starts a new window once the last one ended, and sweeps ended windows', async () => {
    expect((await repository().hit('test window', 1000)).hits).toBe(1);
    expect((await repository().hit('test window', 1000)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await repository().deleteExpired()).toBeGreaterThanOrEqual(1);
    expect((await repository().hit('test window', 1000)).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await repository().hit('test window', 60_000)).hits).toBe(1);
  });
});
