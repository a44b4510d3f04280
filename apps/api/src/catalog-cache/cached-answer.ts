import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, CatalogCache } from './catalog-cache.ts';

export type CacheContext = { cache: CatalogCache; now: () => Date };

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

// The serialized body, typed as the answer it serializes: Fastify sends bytes as they are (with
// the JSON type set here), so the route's serializer doesn't run again on a hit.
function answer<T>(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer): T {
  reply.header('etag', cached.etag);
  if (matches(request.headers['if-none-match'], cached.etag)) {
    reply.code(304);
    return '' as unknown as T;
  }
  reply.type('application/json; charset=utf-8');
  return cached.body as unknown as T;
}

/**
 * A catalog route's answer from the process's catalog cache: the key is the day (prices look 30
 * nights ahead of it) and the full URL, which carries every parameter the answer depends on
 * (brand, language, currency, fields, page); catalog answers don't depend on the caller. A miss
 * loads and serializes through the route's own response schema, so the cached bytes are what the
 * route would have sent. Every answer has an ETag; a matching If-None-Match gets 304.
 * Use: `handler: (request, reply) => cachedAnswer(cache, request, reply, () => service.x(request.query))`.
 */
export async function cachedAnswer<T>(context: CacheContext, request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> {
  const { cache, now } = context;
  const key = `${now().toISOString().slice(0, 10)} ${request.url}`;
  const hit = cache.get(key);
  if (hit) return answer<T>(request, reply, hit);
  const since = cache.generation();
  const value = await load();
  return answer<T>(request, reply, cache.set(key, String(reply.serialize(value)), since));
}
