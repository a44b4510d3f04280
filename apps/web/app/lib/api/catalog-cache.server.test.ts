import { clientOf, type ApiRequest } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { withCatalogCache } from './catalog-cache.server.ts';

// A fake API that counts its calls and answers each with a fresh object naming the call.
function countingApi() {
  const calls: ApiRequest<unknown>[] = [];
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  const client = clientOf(async (request) => {
    calls.push(request);
    if (gate) await gate;
    return { path: request.path, query: request.query, n: calls.length } as never;
  });
  return {
    client,
    calls,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release?.(),
  };
}

const onlyCatalog = (endpoint: unknown) => endpoint === endpoints.getProperty;

describe('catalog answers cache', () => {
  it('reuses an answer within its time to live, then asks again', async () => {
    const api = countingApi();
    let clock = 1_000;
    const cached = withCatalogCache(api.client, { ttlMs: 1_000, cacheable: onlyCatalog, now: () => clock });
    const call = () => cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1, language: 'en' } } as never);
    const first = await call();
    clock += 999;
    expect(await call()).toEqual(first);
    expect(api.calls).toHaveLength(1);
    clock += 1;
    expect(await call()).toMatchObject({ n: 2 });
    expect(api.calls).toHaveLength(2);
  });

  it('keys by path and query: another language or property is another answer', async () => {
    const api = countingApi();
    const cached = withCatalogCache(api.client, { ttlMs: 60_000, cacheable: onlyCatalog });
    await cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1, language: 'en' } } as never);
    await cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1, language: 'de' } } as never);
    await cached.call(endpoints.getProperty, { params: { id: 8 }, query: { brand_id: 1, language: 'en' } } as never);
    expect(api.calls.map((call) => [call.path, (call.query as { language: string }).language])).toEqual([
      ['/apis/properties/7', 'en'],
      ['/apis/properties/7', 'de'],
      ['/apis/properties/8', 'en'],
    ]);
  });

  it('shares one call among concurrent pages, without any one page’s abort signal', async () => {
    const api = countingApi();
    api.hold();
    const cached = withCatalogCache(api.client, { ttlMs: 0, cacheable: onlyCatalog });
    const aborted = new AbortController();
    const pages = [1, 2, 3].map(() => cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1 }, signal: aborted.signal } as never));
    aborted.abort();
    api.release();
    const answers = await Promise.all(pages);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.signal).toBeUndefined();
    // One answer, frozen to the bottom: no page can change what another sees.
    expect(answers[1]).toBe(answers[0]);
    expect(() => ((answers[0] as unknown as { n: number }).n = 99)).toThrow(TypeError);
    expect(() => (answers[0] as unknown as { query: { brand_id: number } }).query.brand_id++).toThrow(TypeError);
    expect(answers[1]).toMatchObject({ n: 1, query: { brand_id: 1 } });
    // ttl 0: nothing kept once the call is over.
    await cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1 } } as never);
    expect(api.calls).toHaveLength(2);
  });

  it('never keeps failures, and passes other calls straight through', async () => {
    let fail = true;
    const calls: string[] = [];
    const client = clientOf(async (request) => {
      calls.push(request.path);
      if (fail) throw new Error('API down');
      return { ok: true } as never;
    });
    const cached = withCatalogCache(client, { ttlMs: 60_000, cacheable: onlyCatalog });
    const call = () => cached.call(endpoints.getProperty, { params: { id: 7 }, query: { brand_id: 1 } } as never);
    await expect(call()).rejects.toThrow('API down');
    fail = false;
    await expect(call()).resolves.toEqual({ ok: true });
    await cached.call(endpoints.listReviews, { query: { property: 7, brand_id: 1, page: 1, limit: 10 } } as never);
    await cached.call(endpoints.listReviews, { query: { property: 7, brand_id: 1, page: 1, limit: 10 } } as never);
    expect(calls).toEqual(['/apis/properties/7', '/apis/properties/7', '/apis/reviews', '/apis/reviews']);
  });
});
