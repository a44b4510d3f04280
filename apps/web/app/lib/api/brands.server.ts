import type { Brand} from '@direct/contracts';
import { endpoints } from '@direct/contracts';
import type { ApiClient } from '@direct/api-client';

export type BrandResolver = (hostname: string) => Promise<Brand>;

export type BrandResolverOptions = {
  client: ApiClient;
  // Every page request needs its brand; without this cache each one costs an API round trip.
  // Brands change rarely, so a short staleness window is harmless. 0 turns caching off.
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
};

// Host name → brand through GET /apis/brands/resolve. Failures (unregistered_domain, API down)
// are thrown as typed API errors and never cached, so a fixed API is noticed at once.
export function createBrandResolver(options: BrandResolverOptions): BrandResolver {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const cache = new Map<string, { brand: Brand; expiresAt: number }>();
  const pending = new Map<string, Promise<Brand>>();

  async function fetchBrand(hostname: string): Promise<Brand> {
    const brand = await options.client.call(endpoints.resolveBrand, { query: { hostname } });
    if (options.ttlMs > 0) {
      cache.delete(hostname);
      cache.set(hostname, { brand, expiresAt: now() + options.ttlMs });
      // Map keeps insertion order: the first key is the oldest entry.
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    }
    return brand;
  }

  return (hostname) => {
    const cached = cache.get(hostname);
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.brand);
    let request = pending.get(hostname);
    if (!request) {
      // Concurrent requests for one host share the call; deliberately not tied to any one page
      // request's abort signal, since the others still wait for the answer.
      request = fetchBrand(hostname).finally(() => pending.delete(hostname));
      pending.set(hostname, request);
    }
    return request;
  };
}
