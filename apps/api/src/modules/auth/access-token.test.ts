import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testEnvironment, type TestApp } from '../../testing/test-app.ts';
import { createAccessTokens, keyIdOf } from './access-token.ts';

// Rotating the signing secret: tokens name their key (kid); the previous secret keeps verifying
// its tokens until they expire, so a rotation logs nobody out.

const current = 'the-current-signing-secret-0123456789abcdef';
const previous = 'the-previous-signing-secret-0123456789abcdef';
const unrelated = 'an-unrelated-signing-secret-0123456789abcdef';
const identity = { clientId: 'site', organizationId: null, scopes: [] };

describe('access tokens across a key rotation', () => {
  const rotated = createAccessTokens({ secret: current, previousSecret: previous, ttlSeconds: 600 });

  it('signs with the current secret under its key id', async () => {
    const { token } = await rotated.issue(identity);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: keyIdOf(current) });
    expect(keyIdOf(current)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(current)).not.toBe(keyIdOf(previous));
    expect(await rotated.verify(token)).toEqual({ ok: true, identity });
  });

  it('still verifies a token signed with the previous secret, until that secret is dropped', async () => {
    const { token } = await createAccessTokens({ secret: previous, ttlSeconds: 600 }).issue(identity);
    expect(decodeProtectedHeader(token).kid).toBe(keyIdOf(previous));
    expect(await rotated.verify(token)).toEqual({ ok: true, identity });
    expect(await createAccessTokens({ secret: current, ttlSeconds: 600 }).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with an unrelated secret, also when it claims a known key id', async () => {
    const { token } = await createAccessTokens({ secret: unrelated, ttlSeconds: 600 }).issue(identity);
    expect(await rotated.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const forged = await new SignJWT({ org: null })
      .setProtectedHeader({ alg: 'HS256', kid: keyIdOf(previous) })
      .setSubject('site')
      .setIssuer('direct-api')
      .setAudience('direct-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti('forged')
      .sign(new TextEncoder().encode(unrelated));
    expect(await rotated.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verifies a token without a key id (issued before key ids) with the current secret only', async () => {
    const legacy = (secret: string) =>
      new SignJWT({ org: null })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('site')
        .setIssuer('direct-api')
        .setAudience('direct-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti('legacy')
        .sign(new TextEncoder().encode(secret));
    expect((await rotated.verify(await legacy(current))).ok).toBe(true);
    expect(await rotated.verify(await legacy(previous))).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('an API with TOKEN_SIGNING_SECRET_PREVIOUS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TOKEN_SIGNING_SECRET: current, TOKEN_SIGNING_SECRET_PREVIOUS: testEnvironment['TOKEN_SIGNING_SECRET']! } });
  });
  afterAll(() => t?.close());

  const call = (token: string) =>
    t.app.inject({ method: 'GET', url: '/apis/brands/resolve?hostname=nowhere.example', headers: { authorization: `Bearer ${token}` } });

  it('accepts bearer tokens of the current and the previous secret, not of another', async () => {
    const ofPrevious = (await createAccessTokens({ secret: testEnvironment['TOKEN_SIGNING_SECRET']!, ttlSeconds: 600 }).issue(identity)).token;
    const ofCurrent = (await createAccessTokens({ secret: current, ttlSeconds: 600 }).issue(identity)).token;
    const ofOther = (await createAccessTokens({ secret: unrelated, ttlSeconds: 600 }).issue(identity)).token;
    // Past authentication, the unknown host name is a 404.
    expect((await call(ofPrevious)).statusCode).toBe(404);
    expect((await call(ofCurrent)).statusCode).toBe(404);
    expect((await call(ofOther)).statusCode).toBe(401);
  });
});

describe('verified tokens kept in memory', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token verified before as jwtVerify would, and expired once its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const tokens = createAccessTokens({ secret: current, ttlSeconds: 60 });
    const { token } = await tokens.issue(identity);
    expect(await tokens.verify(token)).toEqual({ ok: true, identity });
    expect(await tokens.verify(token)).toEqual({ ok: true, identity });
    // A token altered by one character is not the one that verified.
    const at = token.lastIndexOf('.') + 1;
    const altered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(altered)).toEqual({ ok: false, reason: 'invalid' });
    vi.setSystemTime(new Date('2026-03-10T12:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
