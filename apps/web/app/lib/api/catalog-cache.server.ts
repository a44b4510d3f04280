import { requestFor, type ApiClient, type ApiRequest } from '@direct/api-client';
import type { EndpointDefinition } from '@direct/contracts';

export type CatalogCacheOptions = {
  // How long an answer is reused: the longest a host's edit can take to show on a page (on top
  // of the CDN's, see docs/cdn.md). 0 turns caching off; identical calls in flight still share.
  ttlMs: number;
  // Which calls are public catalog reads, the same for every visitor (never a token or a session).
  cacheable: (endpoint: EndpointDefinition, request: ApiRequest<unknown>) => boolean;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { value: unknown; expiresAt: number };

// Every catalog page asks the API the same few questions (the brand's favourites, cities, posts,
// a property and its reviews); under load most answers would be fetched again and again within
// the same second. This keeps each answer for a short time and lets concurrent pages share one
// call. Failures are never kept. Every page gets the same answer, frozen (deeply, once when it
// arrives), so no loader can change another's: copying it for each page (structuredClone) was
// 3 % of the site's CPU under load and as much again in garbage.
export function withCatalogCache(client: ApiClient, options: CatalogCacheOptions): ApiClient {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2000;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();

  function shared(key: string, request: ApiRequest<unknown>): Promise<unknown> {
    const cached = cache.get(key);
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.value);
    let call = pending.get(key);
    if (!call) {
      // Not tied to one page's abort signal: the other pages waiting for it still need it.
      const { signal: _signal, ...unsignalled } = request;
      call = client
        .request(unsignalled)
        .then((answer) => {
          const value = deepFreeze(answer);
          if (options.ttlMs > 0) {
            cache.delete(key);
            cache.set(key, { value, expiresAt: now() + options.ttlMs });
            // Map keeps insertion order: the first key is the oldest entry.
            if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
          }
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, call);
    }
    return call;
  }

  return {
    request: client.request,
    call(endpoint, call) {
      const request = requestFor(endpoint, call);
      if ((request.method ?? 'GET') !== 'GET' || request.body !== undefined || request.headers || !options.cacheable(endpoint, request)) {
        return client.call(endpoint, call);
      }
      const key = JSON.stringify([request.path, request.query ?? {}]);
      return shared(key, request) as never;
    },
  } satisfies ApiClient;
}

// JSON answers are trees of plain objects and arrays: frozen all the way down, a loader that tries
// to change one throws (modules are strict) instead of changing what other pages see.
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
