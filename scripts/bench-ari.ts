// `npm run bench:ari`: the bulk rates-and-availability API (issue 13): one PUT /apis/host/ari of
// 365 days × 20 unit types (7,300 nights in one transaction, target < 1 s) and the GET of the
// same year and unit types, on PostgreSQL. The database is a scratch one made here and dropped
// afterwards, on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test;
// existing databases are never touched); `--pglite` measures embedded PGlite as well. The API
// runs in this process (app.inject, no sockets) and is called as an organization's own API key,
// so validation, the service, SQL and serialisation are all timed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { oauthClients } from '@direct/db';
import { createBooking, createBrand, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';
import { hashSecret } from '@direct/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { printResults, type Row } from './bench/results-table.ts';
import { pgliteScratch, postgresScratch, type Scratch } from './bench/scratch-databases.ts';

const unitTypeCount = 20;
const from = '2026-03-10';
const to = '2027-03-09';
const now = new Date(`${from}T08:00:00Z`);
const targets = { put: 1000, get: 1000 };
const runs = { warmUp: 3, put: 10, get: 10 };
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`${line}\n`);

const postgres = postgresScratch('bench_ari', serverUrl);
const pglite = pgliteScratch('bench-ari');


async function measure(scratch: Scratch): Promise<Row[]> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-ari-files-'));
  const { handle, drop } = await scratch.open();
  try {
    await handle.migrate();
    const db = handle.db;
    // A host with one property of 20 unit types (3 units each) and a base plan.
    const organization = await createOrganization(db);
    const { brand } = await createBrand(db, { organizationId: organization.id });
    const { property, unitTypes, units } = await createProperty(db, { brand, unitTypes: Array.from({ length: unitTypeCount }, (_, i) => ({ name: `Type ${i + 1}`, units: 3 })) });
    const { ratePlan } = await createRatePlan(db, { property });
    await db.insert(oauthClients).values({ clientId: 'bench-ari', name: 'bench-ari', secretHash: await hashSecret('bench-ari-secret'), organizationId: organization.id, scopes: ['rates:read', 'rates:write'] });
    // About a third of the nights booked, so GET counts availability from real allocations.
    for (const [index, unit] of units.entries()) {
      for (let start = index % 10; start < 360; start += 10) {
        const checkIn = new Date(Date.parse(`${from}T00:00:00Z`) + start * 86_400_000).toISOString().slice(0, 10);
        const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + (3 + (start % 5)) * 86_400_000).toISOString().slice(0, 10);
        const unitType = unitTypes.find((type) => type.id === unit.unitTypeId)!;
        await createBooking(db, { brand, property, unitType, unit, ratePlan, checkIn, checkOut });
      }
    }
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_DATA: 'false', FILES_DIR: filesDir });
    const app = await buildApp({ config, db, databaseKind: handle.kind, now: () => now });
    try {
      const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'bench-ari', client_secret: 'bench-ari-secret' } })).json<{ access_token: string }>().access_token;
      const call = async (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) => {
        const started = performance.now();
        const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        return { elapsed, body: response.body };
      };
      let key = 0;
      // Every night of the year for every unit type: a new price, a minimum stay and restrictions.
      const put = (priceMinor: number) =>
        call(
          'PUT',
          '/apis/host/ari',
          { updates: unitTypes.map((type) => ({ unitTypeId: type.id, ratePlanId: ratePlan.id, from, to, priceMinor, minStay: 2, closedToArrival: false, stopSell: false })) },
          { 'idempotency-key': `bench-ari-${Date.now()}-${(key += 1)}` },
        );
      const seeded = JSON.parse((await put(10_000)).body) as { updated: number };
      log(`${scratch.name}: ${seeded.updated} nights seeded; measuring…`);
      await db.execute(sql`analyze`);
      const rows: Row[] = [
        { what: 'PUT /apis/host/ari 365 × 20', database: scratch.name, samples: [], target: targets.put },
        { what: 'GET /apis/host/ari 365 × 20', database: scratch.name, samples: [], target: targets.get },
      ];
      for (let i = 0; i < runs.warmUp; i++) await put(10_000 + i);
      for (let i = 0; i < runs.put; i++) rows[0]!.samples.push((await put(11_000 + (i + 1) * 100)).elapsed);
      for (let i = 0; i < runs.get; i++) rows[1]!.samples.push((await call('GET', `/apis/host/ari?from=${from}&to=${to}`)).elapsed);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close().catch(() => undefined);
    await drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

const databases = process.argv.includes('--pglite') ? [postgres, pglite] : [postgres];
const results: Row[] = [];
for (const database of databases) {
  try {
    results.push(...(await measure(database)));
  } catch (error) {
    log(`${database.name}: not measured (${error instanceof Error ? error.message : String(error)})`);
  }
}

printResults(results);
