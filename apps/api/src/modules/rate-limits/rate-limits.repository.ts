import { lt, sql } from 'drizzle-orm';
import { queryRows, rateLimitHits, type Database } from '@direct/db';

export type RateLimitCount = { hits: number; ttlMs: number };

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

// Request counters (rate_limit_hits) shared by every API process. Global data: a key is a route
// and a client address, not a tenant's. The database's clock decides windows, so processes on
// different machines agree.
export function createRateLimitsRepository(db: Database) {
  return {
    // One statement per request: a new or expired window starts at 1, a live one counts up.
    async hit(key: string, windowMs: number): Promise<RateLimitCount> {
      const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
        db,
        sql`insert into rate_limit_hits as r (key, hits, reset_at)
            values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
            on conflict (key) do update set
              hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
              reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
            returning r.hits, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::int as ttl_ms`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: row.hits, ttlMs: row.ttl_ms };
    },

    // Windows that ended; returns how many rows went.
    async deleteExpired(): Promise<number> {
      const deleted = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`)).returning({ key: rateLimitHits.key });
      return deleted.length;
    },
  };
}
