import { ErrorEnvelope } from '@direct/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBrand, insertClient, insertOrganization, requestToken } from '../../testing/test-records.ts';
import { isProtectedPath } from './authentication.ts';

let t: TestApp;
let token: string;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      app.get('/apis/whoami', async (request) => request.identity);
      app.get('/api/autocomplete-probe', async () => ({ ok: true }));
      app.post('/apis/webhooks/probe', { config: { public: true } }, async () => ({ received: true }));
    },
  });
  organizationId = (await insertOrganization(t.db)).id;
  await insertBrand(t.db, { organizationId, urlAlias: 'lisbon-stays' });
  await insertClient(t.db, { clientId: 'site', secret: 'site-secret' });
  await insertClient(t.db, { clientId: 'host-app', secret: 'host-secret', organizationId, scopes: ['bookings:read'] });
  token = await requestToken(t.app, 'site', 'site-secret');
});
afterAll(() => t?.close());

const resolveUrl = '/apis/brands/resolve?hostname=lisbon-stays.localhost';
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

function signed(claims: Record<string, unknown>, options: { secret?: string; expiresAt?: number; issuer?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: null, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('site')
    .setIssuer(options.issuer ?? 'direct-api')
    .setAudience('direct-api')
    .setIssuedAt(now - 7200)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .setJti('test')
    .sign(new TextEncoder().encode(options.secret ?? t.config.tokenSigningSecret));
}

async function expectUnauthorized(authorization: string | undefined, description?: RegExp) {
  const response = await get(resolveUrl, authorization);
  expect(response.statusCode).toBe(401);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('unauthorized');
  expect(envelope.requestId).toBe(response.headers['x-request-id']);
  const challenge = String(response.headers['www-authenticate']);
  expect(challenge).toMatch(/^Bearer /);
  if (description) expect(challenge).toMatch(description);
  return envelope;
}

describe('bearer authentication', () => {
  it('lets a valid token through to /apis routes', async () => {
    const response = await get(resolveUrl, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().urlAlias).toBe('lisbon-stays');
  });

  it('puts the verified identity on the request', async () => {
    expect((await get('/apis/whoami', `Bearer ${token}`)).json()).toEqual({ clientId: 'site', organizationId: null, scopes: [] });
    const hostToken = await requestToken(t.app, 'host-app', 'host-secret');
    expect((await get('/apis/whoami', `bearer ${hostToken}`)).json()).toEqual({
      clientId: 'host-app',
      organizationId,
      scopes: ['bookings:read'],
    });
  });

  it('requires a token', async () => {
    const envelope = await expectUnauthorized(undefined);
    expect(envelope.error.message).toMatch(/access token is required/);
  });

  it('rejects a malformed Authorization header', async () => {
    await expectUnauthorized(token, /invalid_token/);
    await expectUnauthorized(`Basic ${Buffer.from('site:site-secret').toString('base64')}`, /invalid_token/);
    await expectUnauthorized('Bearer not a token', /invalid_token/);
    await expectUnauthorized('Bearer abc.def.ghi', /invalid_token/);
  });

  it('rejects a token signed with another key', async () => {
    await expectUnauthorized(`Bearer ${await signed({}, { secret: 'someone-elses-secret-of-at-least-32-chars' })}`, /invalid_token/);
  });

  it('rejects an unsigned token (alg none) and one from another issuer', async () => {
    const [, payload] = (await signed({})).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectUnauthorized(`Bearer ${header}.${payload}.`, /invalid_token/);
    await expectUnauthorized(`Bearer ${await signed({}, { issuer: 'elsewhere' })}`, /invalid_token/);
  });

  it('rejects an expired token', async () => {
    const expired = await signed({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const envelope = await expectUnauthorized(`Bearer ${expired}`, /expired/);
    expect(envelope.error.message).toMatch(/expired/);
  });

  it('protects /api routes too, and unprotects routes marked public', async () => {
    expect((await get('/api/autocomplete-probe')).statusCode).toBe(401);
    expect((await get('/api/autocomplete-probe', `Bearer ${token}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/apis/webhooks/probe' })).statusCode).toBe(200);
  });

  it('leaves the docs, the token endpoint and health open', async () => {
    expect((await get('/apis/docs/json')).statusCode).toBe(200);
    expect((await get('/apis/docs')).statusCode).toBeLessThan(400);
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('decides by the registered route, not by how the URL is spelled', async () => {
    for (const url of ['/%61pis/brands/resolve?hostname=localhost', '/apis//brands/resolve?hostname=localhost', '/apis/brands/resolve/?hostname=localhost']) {
      expect([401, 404]).toContain((await get(url)).statusCode);
    }
    expect(isProtectedPath('/apis/brands/resolve')).toBe(true);
    expect(isProtectedPath('/api/autocomplete')).toBe(true);
    expect(isProtectedPath('/apis')).toBe(true);
    expect(isProtectedPath('/apis/docs')).toBe(false);
    expect(isProtectedPath('/apis/docs/json')).toBe(false);
    expect(isProtectedPath('/apis/docsx')).toBe(true);
    expect(isProtectedPath('/apisx')).toBe(false);
    expect(isProtectedPath('/oauth/token')).toBe(false);
    expect(isProtectedPath('/health')).toBe(false);
  });
});
