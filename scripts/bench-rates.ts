// `npm run bench:rates`: the host console's rates calendar (a year × 20 unit types, target ≤ 300 ms)
// and a bulk update of 365 days × 20 unit types in one transaction (target ≤ 1 s) on PostgreSQL
// (docs/product.md §4). The database is a scratch one made here and dropped afterwards, on the
// server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; existing databases are
// never touched); `--pglite` measures embedded PGlite as well. The API runs in this process
// (app.inject, no sockets) and is called over HTTP as an organization's own API client with the
// rates scopes, so validation, the service, SQL and serialisation are all timed.
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
const targets = { calendar: 300, bulk: 1000 };
const runs = { warmUp: 3, calendar: 20, bulk: 10 };
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`${line}\n`);

const postgres = postgresScratch('bench_rates', serverUrl);
const pglite = pgliteScratch('bench-rates');


async function measure(scratch: Scratch): Promise<Row[]> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-rates-files-'));
  const { handle, drop } = await scratch.open();
  try {
    await handle.migrate();
    const db = handle.db;
    // A host with one property of 20 unit types (3 units each), a base plan and a derived one.
    const organization = await createOrganization(db);
    const { brand } = await createBrand(db, { organizationId: organization.id });
    const { property, unitTypes, units } = await createProperty(db, { brand, unitTypes: Array.from({ length: unitTypeCount }, (_, i) => ({ name: `Type ${i + 1}`, units: 3 })) });
    const { ratePlan } = await createRatePlan(db, { property });
    const { ratePlan: derived } = await createRatePlan(db, { property, name: 'Non-refundable', parentRatePlanId: ratePlan.id, derivedPercent: '-10.00' });
    await db.insert(oauthClients).values({ clientId: 'bench-rates', name: 'bench-rates', secretHash: await hashSecret('bench-rates-secret'), organizationId: organization.id, scopes: ['rates:read', 'rates:write'] });
    // About a third of the nights booked: a stay of 3–7 nights every ten days on each unit.
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
      const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'bench-rates', client_secret: 'bench-rates-secret' } })).json<{ access_token: string }>().access_token;
      const base = `/apis/host/organizations/${organization.id}/properties/${property.id}`;
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const started = performance.now();
        const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        return { elapsed, body: response.body };
      };
      const bulk = (priceMinor: number) =>
        call('POST', `${base}/rates/bulk-update`, { ratePlanId: ratePlan.id, unitTypeIds: unitTypes.map((type) => type.id), ranges: [{ from, to }], set: { priceMinor, minStay: 2 } });
      // The year of rates, written by the operation being measured.
      const seeded = JSON.parse((await bulk(10_000)).body) as { updated: number };
      log(`${scratch.name}: ${seeded.updated} rows seeded; measuring…`);
      await db.execute(sql`analyze`);

      const calendarUrl = (planId: number) => `${base}/rates-calendar?ratePlanId=${planId}&from=${from}&to=${to}`;
      const rows: Row[] = [
        { what: 'calendar, base plan (year × 20)', database: scratch.name, samples: [], target: targets.calendar },
        { what: 'calendar, derived plan (year × 20)', database: scratch.name, samples: [], target: targets.calendar },
        { what: 'bulk update 365 × 20', database: scratch.name, samples: [], target: targets.bulk },
      ];
      for (let i = 0; i < runs.warmUp; i++) await call('GET', calendarUrl(ratePlan.id));
      let bytes = 0;
      for (let i = 0; i < runs.calendar; i++) {
        const answer = await call('GET', calendarUrl(ratePlan.id));
        bytes = answer.body.length;
        rows[0]!.samples.push(answer.elapsed);
        rows[1]!.samples.push((await call('GET', calendarUrl(derived.id))).elapsed);
      }
      log(`${scratch.name}: a calendar answer is ${(bytes / 1024).toFixed(0)} KB of JSON`);
      for (let i = 0; i < runs.bulk; i++) rows[2]!.samples.push((await bulk(10_000 + (i + 1) * 100)).elapsed);
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
