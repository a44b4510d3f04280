import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// Where the client address comes from: request.ip (X-Forwarded-For only from TRUST_PROXY's
// proxies), and the website's forwarded visitor only when the website's own token asks.
// (Generous set-up timeouts: two apps are built, slow on a loaded machine.)

type Seen = { ip: string; clientAddress: string };

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({
    env,
    configure: (app) => {
      app.get('/apis/client-address-probe', async (request) => ({ ip: request.ip, clientAddress: request.clientAddress }));
    },
  });
  await insertClient(t.db, { clientId: t.config.webClientId, secret: 'website-secret' });
  await insertClient(t.db, { clientId: 'another-client', secret: 'another-secret' });
  return { t, website: await requestToken(t.app, t.config.webClientId, 'website-secret'), other: await requestToken(t.app, 'another-client', 'another-secret') };
}

const probe = async (t: TestApp, token: string, remoteAddress: string, headers: Record<string, string> = {}): Promise<Seen> => {
  const response = await t.app.inject({ method: 'GET', url: '/apis/client-address-probe', remoteAddress, headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Seen>();
};

describe('with TRUST_PROXY off (the default)', () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({});
  }, 180_000);
  afterAll(() => s?.t.close());

  it('ignores X-Forwarded-For: the peer is the client', async () => {
    expect(await probe(s.t, s.other, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '10.0.0.2', clientAddress: '10.0.0.2' });
  });

  it('believes the forwarded visitor address from the website’s token only, and only when it is an IP address', async () => {
    const visitor = { 'x-direct-client-address': '2001:db8::7' };
    expect(await probe(s.t, s.website, '10.0.0.3', visitor)).toEqual({ ip: '10.0.0.3', clientAddress: '2001:db8::7' });
    expect(await probe(s.t, s.other, '10.0.0.3', visitor)).toEqual({ ip: '10.0.0.3', clientAddress: '10.0.0.3' });
    for (const value of ['not-an-ip', '203.0.113.1, 10.0.0.1', '999.1.1.1', '']) {
      expect((await probe(s.t, s.website, '10.0.0.3', { 'x-direct-client-address': value })).clientAddress, value).toBe('10.0.0.3');
    }
  });
});

describe('with TRUST_PROXY set to the proxies’ network', () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
  }, 180_000);
  afterAll(() => s?.t.close());

  it('takes the client from X-Forwarded-For through trusted proxies only', async () => {
    expect(await probe(s.t, s.other, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '203.0.113.9', clientAddress: '203.0.113.9' });
    // An untrusted peer's header is its own claim: ignored.
    expect(await probe(s.t, s.other, '192.0.2.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '192.0.2.1', clientAddress: '192.0.2.1' });
    // A chain: the first address not of a trusted proxy, from the right.
    expect((await probe(s.t, s.other, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.1.1' })).ip).toBe('203.0.113.9');
  });
});
