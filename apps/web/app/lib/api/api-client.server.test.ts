import { Brand } from '@direct/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  startApiStandIn,
  tokenAnswer,
  unusedPort,
  type ApiStandIn,
  type StandInHandler,
} from '../../testing/api-stand-in.ts';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { createApiClient, ApiContractError, ApiError, ApiUnavailableError, createTokenSource } from '@direct/api-client';
import { createBrandResolver } from './brands.server.ts';

const Ping = z.object({ ok: z.literal(true) });
const tokenPath = '/oauth/token';

let standIn: ApiStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

// Issues tok-1, tok-2, … and accepts only the tokens `valid` says are good.
function tokenIssuingApi(
  valid: (token: string) => boolean,
  resource: StandInHandler = () => ({ status: 200, body: { ok: true } }),
): StandInHandler {
  let issued = 0;
  return (request) => {
    if (request.path === tokenPath) return tokenAnswer(`tok-${++issued}`);
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!valid(token)) return envelope('unauthorized', 401, 'Token expired or invalid');
    return resource(request);
  };
}

function clientFor(url: string, options: { now?: () => number; timeoutMs?: number } = {}) {
  const tokens = createTokenSource({
    apiUrl: url,
    clientId: 'direct-web',
    clientSecret: 'demo-web-secret-change-me',
    now: options.now,
    timeoutMs: options.timeoutMs,
  });
  return createApiClient({ apiUrl: url, tokens, timeoutMs: options.timeoutMs });
}

describe('API client: token handling', () => {
  it('sends the client credentials grant and the bearer token', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true));
    const client = clientFor(standIn.url);
    await expect(client.request({ path: '/apis/ping', schema: Ping })).resolves.toEqual({ ok: true });

    const grant = new URLSearchParams(standIn.requests[0]!.body);
    expect(standIn.requests[0]!.method).toBe('POST');
    expect(Object.fromEntries(grant)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'direct-web',
      client_secret: 'demo-web-secret-change-me',
    });
    expect(standIn.requests[1]!.headers.authorization).toBe('Bearer tok-1');
  });

  it('obtains the token once and reuses it across calls', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true));
    const client = clientFor(standIn.url);
    for (let i = 0; i < 3; i++) await client.request({ path: '/apis/ping', schema: Ping });
    expect(standIn.count(tokenPath)).toBe(1);
    expect(standIn.count('/apis/ping')).toBe(3);
  });

  it('lets concurrent calls share one token request', async () => {
    let issued = 0;
    standIn = await startApiStandIn((request) =>
      request.path === tokenPath
        ? { ...tokenAnswer(`tok-${++issued}`), delayMs: 50 }
        : { status: 200, body: { ok: true } },
    );
    const client = clientFor(standIn.url);
    await Promise.all(Array.from({ length: 8 }, () => client.request({ path: '/apis/ping', schema: Ping })));
    expect(standIn.count(tokenPath)).toBe(1);
    expect(standIn.count('/apis/ping')).toBe(8);
  });

  it('asks for a new token shortly before the old one expires', async () => {
    let clock = 0;
    let issued = 0;
    standIn = await startApiStandIn((request) =>
      request.path === tokenPath ? tokenAnswer(`tok-${++issued}`, 120) : { status: 200, body: { ok: true } },
    );
    const client = clientFor(standIn.url, { now: () => clock });
    await client.request({ path: '/apis/ping', schema: Ping });
    clock = 100_000; // 100 s of 120: still comfortably valid
    await client.request({ path: '/apis/ping', schema: Ping });
    expect(standIn.count(tokenPath)).toBe(1);
    clock = 110_000; // within the refresh margin (a tenth of the lifetime)
    await client.request({ path: '/apis/ping', schema: Ping });
    expect(standIn.count(tokenPath)).toBe(2);
    expect(standIn.requests.at(-1)!.headers.authorization).toBe('Bearer tok-2');
  });

  it('on a 401 gets exactly one new token and retries exactly once', async () => {
    standIn = await startApiStandIn(tokenIssuingApi((token) => token !== 'tok-1'));
    const client = clientFor(standIn.url);
    await expect(client.request({ path: '/apis/ping', schema: Ping })).resolves.toEqual({ ok: true });
    expect(standIn.count(tokenPath)).toBe(2);
    expect(standIn.requests.filter((r) => r.path === '/apis/ping').map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ]);
  });

  it('refreshes once for a burst of concurrent 401s', async () => {
    // The API "restarts" after the first call: every token issued so far stops working.
    let revokedUpTo = 0;
    standIn = await startApiStandIn(tokenIssuingApi((token) => Number(token.slice(4)) > revokedUpTo));
    const client = clientFor(standIn.url);
    await client.request({ path: '/apis/ping', schema: Ping });
    revokedUpTo = 1;
    await Promise.all(Array.from({ length: 5 }, () => client.request({ path: '/apis/ping', schema: Ping })));
    expect(standIn.count(tokenPath)).toBe(2);
    expect(standIn.count('/apis/ping')).toBe(1 + 5 + 5);
  });

  it('fails with a typed unauthorized error when the retry gets a 401 too', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => false));
    const client = clientFor(standIn.url);
    const error = await client.request({ path: '/apis/ping', schema: Ping }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(standIn.count(tokenPath)).toBe(2);
    expect(standIn.count('/apis/ping')).toBe(2);
  });

  it('reports refused client credentials as a typed error', async () => {
    standIn = await startApiStandIn(() => envelope('unauthorized', 401, 'Unknown client'));
    const client = clientFor(standIn.url);
    await expect(client.request({ path: '/apis/ping', schema: Ping })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'unauthorized',
      status: 401,
    });
    expect(standIn.count('/apis/ping')).toBe(0);
  });
});

describe('API client: answers and failures', () => {
  it('turns the error envelope into a typed error with code, status and fields', async () => {
    const fields = [{ field: 'hostname', message: 'must be a host name', reason: 'invalid_string' }];
    standIn = await startApiStandIn(
      tokenIssuingApi(
        () => true,
        () => envelope('validation_failed', 400, 'Invalid query', fields),
      ),
    );
    const error = await clientFor(standIn.url)
      .request({ path: '/apis/brands/resolve', query: { hostname: 'bad host' }, schema: Brand })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Invalid query',
      fields,
      requestId: 'req-test-1',
    });
  });

  it('builds the query string (arrays repeat, empty values are left out)', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true));
    await clientFor(`${standIn.url}/`).request({
      path: '/apis/ping',
      query: { page: 2, ids: [1, 2], search: 'São Jorge', missing: undefined, none: null },
      schema: Ping,
    });
    const ping = standIn.requests.find((r) => r.path === '/apis/ping')!;
    expect(ping.query.getAll('ids')).toEqual(['1', '2']);
    expect(ping.query.get('page')).toBe('2');
    expect(ping.query.get('search')).toBe('São Jorge');
    expect(ping.query.has('missing') || ping.query.has('none')).toBe(false);
  });

  it('sends extra headers such as an Idempotency-Key with the body', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true));
    await clientFor(standIn.url).request({
      method: 'POST',
      path: '/apis/ping',
      body: { a: 1 },
      headers: { 'idempotency-key': 'key-123' },
      schema: Ping,
    });
    const ping = standIn.requests.find((r) => r.path === '/apis/ping')!;
    expect(ping.headers['idempotency-key']).toBe('key-123');
    expect(ping.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(ping.body)).toEqual({ a: 1 });
  });

  it("sends the page request's id and visitor address on every call, over any header a call site sets", async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true));
    const tokens = createTokenSource({ apiUrl: standIn.url, clientId: 'direct-web', clientSecret: 'demo-web-secret-change-me' });
    let caller: { requestId: string; clientAddress: string | undefined } | undefined = { requestId: 'req-1234abcd', clientAddress: '203.0.113.9' };
    const client = createApiClient({ apiUrl: standIn.url, tokens, caller: () => caller });
    await client.request({ path: '/apis/ping', headers: { 'x-direct-client-address': '10.0.0.1' }, schema: Ping });
    caller = undefined;
    await client.request({ path: '/apis/ping', schema: Ping });
    const [first, second] = standIn.requests.filter((r) => r.path === '/apis/ping');
    expect(first!.headers['x-request-id']).toBe('req-1234abcd');
    expect(first!.headers['x-direct-client-address']).toBe('203.0.113.9');
    // Outside a page request (e.g. start-up work) nothing is claimed.
    expect(second!.headers['x-request-id']).toBeUndefined();
    expect(second!.headers['x-direct-client-address']).toBeUndefined();
  });

  it('rejects an answer that does not match the contract', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true, () => ({ status: 200, body: { ok: 'yes' } })));
    await expect(clientFor(standIn.url).request({ path: '/apis/ping', schema: Ping })).rejects.toBeInstanceOf(
      ApiContractError,
    );
  });

  it('treats an error without an envelope as a contract error, or as unavailable from a gateway', async () => {
    standIn = await startApiStandIn(
      tokenIssuingApi(
        () => true,
        (request) => ({ status: request.path === '/apis/gateway' ? 502 : 500, body: '<h1>oops</h1>' }),
      ),
    );
    const client = clientFor(standIn.url);
    await expect(client.request({ path: '/apis/crash', schema: Ping })).rejects.toMatchObject({
      name: 'ApiContractError',
      status: 500,
    });
    await expect(client.request({ path: '/apis/gateway', schema: Ping })).rejects.toMatchObject({
      name: 'ApiUnavailableError',
      status: 502,
    });
  });

  it('reports an unreachable API as unavailable', async () => {
    const client = clientFor(`http://127.0.0.1:${await unusedPort()}`);
    const error = await client.request({ path: '/apis/ping', schema: Ping }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect((error as Error).message).toMatch(/not reachable/);
  });

  it('reports an API that does not answer in time as unavailable', async () => {
    standIn = await startApiStandIn(tokenIssuingApi(() => true, () => 'hang'));
    const client = clientFor(standIn.url, { timeoutMs: 200 });
    const error = await client.request({ path: '/apis/ping', schema: Ping }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect((error as Error).message).toMatch(/within 200 ms/);
  });
});

describe('brand resolver', () => {
  it('resolves a host name and reuses the answer within the cache lifetime', async () => {
    let clock = 0;
    standIn = await startApiStandIn(
      tokenIssuingApi(
        () => true,
        (request) => ({ status: 200, body: brandFixture({ primaryHostname: request.query.get('hostname') }) }),
      ),
    );
    const resolve = createBrandResolver({ client: clientFor(standIn.url), ttlMs: 60_000, now: () => clock });
    const [a, b] = await Promise.all([resolve('lisbon-stays.localhost'), resolve('lisbon-stays.localhost')]);
    expect(a.primaryHostname).toBe('lisbon-stays.localhost');
    expect(b).toEqual(a);
    await resolve('lisbon-stays.localhost');
    expect(standIn.count('/apis/brands/resolve')).toBe(1);
    clock = 61_000;
    await resolve('lisbon-stays.localhost');
    expect(standIn.count('/apis/brands/resolve')).toBe(2);
  });

  it('does not cache an unregistered host', async () => {
    standIn = await startApiStandIn(
      tokenIssuingApi(
        () => true,
        () => envelope('unregistered_domain', 404, 'No brand for this host name'),
      ),
    );
    const resolve = createBrandResolver({ client: clientFor(standIn.url), ttlMs: 60_000 });
    for (let i = 0; i < 2; i++) {
      await expect(resolve('nobody.localhost')).rejects.toMatchObject({ code: 'unregistered_domain', status: 404 });
    }
    expect(standIn.count('/apis/brands/resolve')).toBe(2);
  });
});
