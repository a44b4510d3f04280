import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from './rate-limits.repository.ts';

// Expired windows are swept at most this often per process, on the back of a request.
const sweepEveryMs = 60_000;

type RouteInfo = { method?: string | string[]; url?: string };

// A @fastify/rate-limit store on PostgreSQL (decision 0034): every API process counts in the
// same rows, so a limit reached through one process holds on all. Each route's counters are its
// own (the plugin's memory store keeps one map per route; the key names the route here).
// continueExceeding and exponentialBackoff are not supported (no route uses them).
export function postgresRateLimitStore(repository: RateLimitsRepository, options: { onSweepError?: (error: unknown) => void } = {}): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();
  function sweepIfDue(): void {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    // Not awaited: the request does not wait for housekeeping; a failed sweep is retried next time.
    repository.deleteExpired().catch((error: unknown) => options.onSweepError?.(error));
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(_options: unknown, scope = 'global') {
      this.#scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      sweepIfDue();
      repository.hit(`${this.#scope} ${key}`, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes the route's merged limit options, the route itself under routeInfo.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as typeof routeOptions & { routeInfo?: RouteInfo }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new PostgresRateLimitStore(undefined, `${method} ${route.url ?? ''}`.trim() || 'global');
    }
  }
  return PostgresRateLimitStore;
}
