import { ErrorEnvelope, TokenResponse } from '@direct/contracts';
import { eq } from 'drizzle-orm';
import { oauthClients } from '@direct/db';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, insertOrganization } from '../../testing/test-records.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';

let t: TestApp;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  organizationId = (await insertOrganization(t.db)).id;
  await insertClient(t.db, { clientId: 'site', secret: 'site-secret' });
  await insertClient(t.db, { clientId: 'host-app', secret: 'host-secret', organizationId, scopes: ['bookings:read', 'rates:write'] });
  await insertClient(t.db, { clientId: 'retired', secret: 'retired-secret', isActive: false });
});
afterAll(() => t?.close());

const post = (payload: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', payload, headers });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

function expectEnvelope(body: unknown, code: string) {
  const envelope = ErrorEnvelope.parse(body);
  expect(envelope.error.code).toBe(code);
  expect(envelope.requestId).toMatch(/^[0-9a-f-]{36}$/);
  return envelope;
}

describe('POST /oauth/token', () => {
  it('issues a token for a JSON body', async () => {
    const response = await post({ grant_type: 'client_credentials', client_id: 'site', client_secret: 'site-secret' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = TokenResponse.parse(response.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.scope).toBeUndefined();

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: 'site', org: null });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('issues a token for a form body, with the organization and scopes of the client', async () => {
    const response = await post(form({ grant_type: 'client_credentials', client_id: 'host-app', client_secret: 'host-secret' }), formHeaders);
    expect(response.statusCode).toBe(200);
    const body = TokenResponse.parse(response.json());
    expect(body.scope).toBe('bookings:read rates:write');
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: 'host-app', org: organizationId, scope: 'bookings:read rates:write' });
  });

  it('narrows the scopes to those requested, and refuses scopes the client does not hold', async () => {
    const narrowed = await post({ grant_type: 'client_credentials', client_id: 'host-app', client_secret: 'host-secret', scope: 'rates:write' });
    expect(narrowed.json().scope).toBe('rates:write');

    const refused = await post({ grant_type: 'client_credentials', client_id: 'host-app', client_secret: 'host-secret', scope: 'admin' });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused.json(), 'validation_failed').error.fields).toEqual([
      { field: 'scope', message: 'Not granted to this client: admin', reason: 'invalid_scope' },
    ]);
  });

  it('accepts the credentials as HTTP Basic', async () => {
    const basic = Buffer.from('site:site-secret').toString('base64');
    const response = await post(form({ grant_type: 'client_credentials' }), { ...formHeaders, authorization: `Basic ${basic}` });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access_token).sub).toBe('site');

    const wrong = Buffer.from('site:wrong').toString('base64');
    const refused = await post(form({ grant_type: 'client_credentials' }), { ...formHeaders, authorization: `Basic ${wrong}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Basic realm="direct-api"');
    expectEnvelope(refused.json(), 'unauthorized');

    const staleBearer = await post({ grant_type: 'client_credentials', client_id: 'site', client_secret: 'site-secret' }, { authorization: 'Bearer old' });
    expect(staleBearer.statusCode).toBe(200);

    const both = await post({ grant_type: 'client_credentials', client_secret: 'site-secret' }, { authorization: `Basic ${wrong}` });
    expect(both.statusCode).toBe(400);
    expect(expectEnvelope(both.json(), 'validation_failed').error.fields[0]?.reason).toBe('multiple_credentials');
  });

  it('records when the client last obtained a token', async () => {
    await t.db.update(oauthClients).set({ lastUsedAt: null }).where(eq(oauthClients.clientId, 'site'));
    await post({ grant_type: 'client_credentials', client_id: 'site', client_secret: 'site-secret' });
    const [row] = await t.db.select({ lastUsedAt: oauthClients.lastUsedAt }).from(oauthClients).where(eq(oauthClients.clientId, 'site'));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });

  it('answers a wrong secret, an unknown client and an inactive client alike with 401', async () => {
    const attempts = [
      { client_id: 'site', client_secret: 'wrong' },
      { client_id: 'nobody', client_secret: 'site-secret' },
      { client_id: 'retired', client_secret: 'retired-secret' },
    ];
    const messages = new Set<string>();
    for (const credentials of attempts) {
      const response = await post({ grant_type: 'client_credentials', ...credentials });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      const envelope = expectEnvelope(response.json(), 'unauthorized');
      expect(envelope.error.fields).toEqual([]);
      messages.add(envelope.error.message);
    }
    expect(messages.size).toBe(1);
  });

  it('rejects another grant type with a field error', async () => {
    const response = await post(form({ grant_type: 'password', client_id: 'site', client_secret: 'site-secret' }), formHeaders);
    expect(response.statusCode).toBe(400);
    const envelope = expectEnvelope(response.json(), 'validation_failed');
    expect(envelope.error.fields).toHaveLength(1);
    expect(envelope.error.fields[0]).toMatchObject({ field: 'grant_type', reason: 'invalid_value' });
  });

  it('names every missing field', async () => {
    const response = await post({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response.json(), 'validation_failed').error.fields).toEqual([
      { field: 'client_id', message: 'client_id is required', reason: 'required' },
      { field: 'client_secret', message: 'client_secret is required', reason: 'required' },
    ]);

    const empty = await post('', {});
    expect(empty.statusCode).toBe(400);
    expect(expectEnvelope(empty.json(), 'validation_failed').error.fields[0]).toMatchObject({ field: 'body', reason: 'required' });
  });

  it('answers malformed JSON with 400 and an unsupported content type with 415', async () => {
    const malformed = await post('{"grant_type": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(expectEnvelope(malformed.json(), 'validation_failed').error.fields).toEqual([
      { field: 'body', message: 'The request body is not valid JSON', reason: 'invalid_json' },
    ]);

    const xml = await post('<grant/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expectEnvelope(xml.json(), 'unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post({ grant_type: 'client_credentials', client_id: 'site', client_secret: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.json(), 'payload_too_large');
  });
});

describe('token rate limit', () => {
  it('answers 429 with the envelope after TOKEN_RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const limited = await createTestApp({ env: { TOKEN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/oauth/token',
          remoteAddress,
          payload: { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(expectEnvelope(blocked.json(), 'rate_limited').error.message).toMatch(/try again in \d+ seconds/);
      // Another address still gets through.
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('registerPlatformClient', () => {
  it('creates the website client, then keeps its secret in step with the configuration', async () => {
    const auth = createAuthService({ repository: createAuthRepository(t.db), config: t.config });
    await auth.registerPlatformClient({ clientId: 'web', secret: 'first-secret', name: 'Website' });
    await auth.registerPlatformClient({ clientId: 'web', secret: 'second-secret', name: 'Website' });

    const rows = await t.db.select().from(oauthClients).where(eq(oauthClients.clientId, 'web'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: null, isActive: true });
    expect(rows[0]?.secretHash).toMatch(/^scrypt\$/);
    expect(rows[0]?.secretHash).not.toContain('second-secret');

    expect((await post({ grant_type: 'client_credentials', client_id: 'web', client_secret: 'first-secret' })).statusCode).toBe(401);
    expect((await post({ grant_type: 'client_credentials', client_id: 'web', client_secret: 'second-secret' })).statusCode).toBe(200);
  });
});
