import { openDatabase, queryRows, type DatabaseHandle } from '@direct/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ApiInstance } from '../app.ts';
import { createHostPropertiesWorld, type HostPropertiesWorld } from '../testing/host-properties-world.ts';
import { createRatePlan, createDailyRates } from '@direct/db/testing';

// The catalog cache seen from outside: a repeated request is answered from memory (proved by a
// change written with the triggers off, which the cache can't hear), every write through the API
// shows on the next request, here and in a second API process on the same PostgreSQL database,
// ETags answer 304, and a process whose listener is down holds nothing.

let w: HostPropertiesWorld;
let propertyId: number;
let version: number;
const base = () => `/apis/host/organizations/${w.organizationId}/properties`;
const room = { name: 'Double room', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 2, sizeM2: 40 };
const detailUrl = (language = 'en') => `/apis/properties/${propertyId}?brand_id=${w.brandId}&language=${language}`;

async function get(app: ApiInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.siteToken}`, ...headers } });
}

async function rename(name: string) {
  const answer = await w.call('PUT', `${base()}/${propertyId}/texts/en`, { version, name }, w.owner);
  expect(answer.status, JSON.stringify(answer.json())).toBe(200);
  version = answer.json().version;
}

// A write the catalog triggers don't see (replication role): only a cache that answers from
// memory keeps showing the old name.
async function renameBehindTheCache(name: string) {
  await w.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update properties set name = ${name} where id = ${propertyId}`);
  });
}

beforeAll(async () => {
  w = await createHostPropertiesWorld({ CATALOG_CACHE_SECONDS: '60' });
  const created = await w.call('POST', base(), { name: 'Cache House — Alfama', propertyType: 'apartment', cityId: w.city.id, addressLine1: 'Rua A 1', latitude: 38.71, longitude: -9.13 }, w.owner);
  propertyId = created.json().id;
  const unitType = (await w.call('POST', `${base()}/${propertyId}/unit-types`, room, w.owner)).json();
  await w.call('POST', `${base()}/${propertyId}/unit-types/${unitType.id}/units`, { name: 'Room 1' }, w.owner);
  const { ratePlan } = await createRatePlan(w.db, { property: { id: propertyId, organizationId: w.organizationId } });
  await createDailyRates(w.db, { ratePlan, unitTypeId: unitType.id, from: '2026-03-01', to: '2026-06-30', priceMinor: 12_000 });
  version = created.json().version;
  await rename('Cache House — Alfama');
  const published = await w.call('PUT', `${base()}/${propertyId}/publication`, { version, published: true }, w.owner);
  expect(published.status, JSON.stringify(published.json())).toBe(200);
  version = published.json().version;
}, 240_000);
afterAll(() => w?.close());

describe('catalog cache', () => {
  it('answers a repeated request from memory and a host edit on the very next request', async () => {
    const first = await get(w.app, detailUrl());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().name).toBe('Cache House — Alfama');
    await renameBehindTheCache('Unheard Name');
    const second = await get(w.app, detailUrl());
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Kept as the bytes sent: the same type and length (in bytes: the name has an em dash).
    expect(second.json().name).toBe('Cache House — Alfama');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    // Another parameter is another answer, read live.
    expect((await get(w.app, detailUrl('de'))).json().name).toBe('Unheard Name');

    await rename('Edited House');
    const edited = await get(w.app, detailUrl());
    expect(edited.json().name).toBe('Edited House');
    expect(edited.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match and the answer to a stale one', async () => {
    const fresh = await get(w.app, detailUrl());
    const etag = String(fresh.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await get(w.app, detailUrl(), { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(w.app, detailUrl(), { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const stale = await get(w.app, detailUrl(), { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
    // Lists carry one too, and their own.
    const list = await get(w.app, `/apis/direct/properties?brands=${w.brandId}&limit=12`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers.etag).toBeDefined();
    expect(list.headers.etag).not.toBe(etag);
  });

  describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
    let other: ApiInstance;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openDatabase({ url: w.url!, poolSize: 2, onConnectionError: () => undefined });
      other = await buildApp({ config: w.config, db: handle.db, databaseKind: 'postgres', now: () => new Date('2026-03-10T12:00:00Z') });
    });
    afterAll(async () => {
      await other?.close();
      await handle?.close();
    });

    it('shows a host edit made through one process on the next request to the other', async () => {
      for (const name of ['Across One', 'Across Two', 'Across Three']) {
        expect((await get(other, detailUrl())).statusCode).toBe(200);
        const cached = await get(other, detailUrl());
        await rename(name);
        const next = await get(other, detailUrl());
        expect(next.json().name).toBe(name);
        expect(next.headers.etag).not.toBe(cached.headers.etag);
      }
    });

    it('holds nothing while its listener is down, and caches again once it is back', async () => {
      await rename('Listener Up');
      expect((await get(other, detailUrl())).json().name).toBe('Listener Up');
      // Both processes' listeners go: nothing may be served from memory until they are back.
      const dropped = await queryRows<{ pid: number }>(
        w.db,
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'listen catalog_changed'`,
      );
      expect(dropped.length).toBe(2);
      await w.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen catalog_changed'`);
      await renameBehindTheCache('Heard Live');
      await expect.poll(async () => (await get(other, detailUrl())).json().name, { timeout: 5_000 }).toBe('Heard Live');
      // Reconnected (a retry every second): a repeated request is answered from memory again.
      let round = 0;
      await expect
        .poll(
          async () => {
            const primed = (await get(other, detailUrl())).json().name;
            await renameBehindTheCache(`Unheard ${(round += 1)}`);
            return (await get(other, detailUrl())).json().name === primed;
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
    });
  });
});
