import { createHash } from 'node:crypto';
import { listenTo, type ChannelListener, type Database } from '@direct/db';
import { LRUCache } from 'lru-cache';

// The channel the database's catalog triggers notify on (migration catalog-change-notifications).
export const catalogChannel = 'catalog_changed';

// The body as the bytes sent: encoded once, when kept. Sent as a string, every hit would be
// measured and encoded to UTF-8 again (a catalogue's text, with a "€" or an accented letter, is
// held by V8 in two bytes a character): a fifth of the API's CPU on a cached call (profiled in
// session 23).
export type CachedAnswer = { body: Buffer; etag: string };

export type CatalogCacheOptions = {
  // How long an answer may be served without a write having changed it: bounds what time alone
  // changes (a post scheduled for later, a price window moving on); 0 turns the cache off.
  ttlMs: number;
  // The serialized answers' total size, in bytes.
  maxBytes: number;
};

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/**
 * Serialized catalog answers in this process, by the request's full URL (brand, language,
 * currency and every other parameter are in it). Every write to a catalog table notifies
 * `catalog_changed` on commit and each process drops everything it holds; while its listener is
 * down (connection lost, reconnecting) it can't know what changed, so it holds nothing and every
 * request is answered live. A load that started before a change is not kept (the generation
 * moved on while it ran), so an answer read before a commit never outlives the notification.
 */
export function createCatalogCache(options: CatalogCacheOptions) {
  const entries = new LRUCache<string, CachedAnswer>({ maxSize: Math.max(1, options.maxBytes), sizeCalculation: (answer) => Math.max(1, answer.body.byteLength), ttl: Math.max(1, options.ttlMs) });
  let generation = 0;
  let listening = false;
  let listener: ChannelListener | undefined;
  const invalidated = new Set<(reason: string) => void>();

  function invalidate(reason: string): void {
    generation += 1;
    entries.clear();
    for (const listener of invalidated) listener(reason);
  }

  return {
    // Whether the configuration asks for a cache at all (no listener is started otherwise).
    enabledByConfig: options.ttlMs > 0,
    get enabled(): boolean {
      return listening && options.ttlMs > 0;
    },
    // A token for set(): taken before loading, it tells whether a change came in meanwhile.
    generation: () => generation,
    get(key: string): CachedAnswer | undefined {
      return this.enabled ? entries.get(key) : undefined;
    },
    // The answer with its ETag; kept unless the catalogue changed since `since`.
    set(key: string, serialized: string, since: number): CachedAnswer {
      const body = Buffer.from(serialized, 'utf8');
      const answer = { body, etag: etagOf(body) };
      if (this.enabled && since === generation) entries.set(key, answer);
      return answer;
    },
    invalidate,
    // Called with the table's name (or why everything was dropped) after each invalidation.
    onInvalidate(listener: (reason: string) => void): () => void {
      invalidated.add(listener);
      return () => invalidated.delete(listener);
    },
    get size(): number {
      return entries.size;
    },
    // Starts listening on the database; until then (and whenever the listener is down) nothing is kept.
    async listen(db: Database, retryMs?: number): Promise<ChannelListener> {
      listener = await listenTo(
        db,
        catalogChannel,
        {
          onNotify: (table) => invalidate(table),
          onListening: (up) => {
            // Changes made while down were never heard: forget everything either way.
            listening = up;
            invalidate(up ? 'listening' : 'listener down');
          },
        },
        retryMs === undefined ? {} : { retryMs },
      );
      return listener;
    },
    // Resolves once this process has heard every change committed so far (see cached writes).
    async settle(): Promise<void> {
      if (this.enabled) await listener?.sync();
    },
  };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
