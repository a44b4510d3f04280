import type { JobLogger } from '../jobs/jobs-ports.ts';

export const cdnPurgeJobKind = 'cdn-purge';

// Purges are gathered per tag set into windows this long: one job per window runs after the
// window has closed, so every write of the window is committed before its purge goes out.
export const purgeWindowMs = 5_000;

// What this module needs of the job queue (services.ts passes the jobs service's enqueue).
export type PurgeQueue = {
  enqueue(job: { kind: string; payload: Record<string, unknown>; dedupeKey: string; runAt: Date; maxAttempts: number }): Promise<number | null>;
};

export type CdnPurgeSettings = { url: string; token: string | undefined };

export type CdnPurgeService = ReturnType<typeof createCdnPurgeService>;

// Host writes that change public pages ask for those pages' cache tags to be purged (the site
// tags its pages brand-<id>, org-<id>, property-<id>, shared-listing: apps/web lib/cache). The
// request only queues a job; the worker makes the CDN call, retried with backoff, so a slow or
// failing CDN never slows a host's write. Off (nothing queued) when CDN_PURGE_URL is unset.
export function createCdnPurgeService(options: {
  settings: CdnPurgeSettings | undefined;
  queue: PurgeQueue;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    enabled: options.settings !== undefined,

    async requestPurge(tags: readonly string[], now: Date): Promise<void> {
      if (!options.settings || tags.length === 0) return;
      const sorted = [...new Set(tags)].sort();
      const windowEnd = Math.floor(now.getTime() / purgeWindowMs) * purgeWindowMs + purgeWindowMs;
      await options.queue.enqueue({
        kind: cdnPurgeJobKind,
        payload: { tags: sorted },
        dedupeKey: `cdn-purge:${sorted.join(',')}:${windowEnd}`,
        runAt: new Date(windowEnd),
        maxAttempts: 8,
      });
    },

    // The job's work: Cloudflare's purge-by-tag call (POST {"tags": [...]}, bearer token); any
    // other CDN behind a small adapter taking the same request. A refusal is a failed attempt.
    async purge(tags: readonly string[], log: JobLogger): Promise<{ purged: number }> {
      if (!options.settings) return { purged: 0 };
      const response = await fetchFn(options.settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.settings.token ? { authorization: `Bearer ${options.settings.token}` } : {}),
        },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`CDN purge answered ${response.status}: ${text.slice(0, 200)}`);
      log.info({ tags }, 'CDN purged');
      return { purged: tags.length };
    },
  };
}
