// `npm run bench:search [-- --properties 100000] [--databases postgres] [--keep] [--reuse <db>] [--slowest N]`:
// property search and rate-and-availability latency over 10,000 properties (or --properties) with
// 18 months of rates, on PGlite and on PostgreSQL. Targets on PostgreSQL, one process (issue 15 §2):
// property_search p95 ≤ 25 ms, rate_and_availability p95 ≤ 10 ms. Each database is a scratch one
// made here and removed afterwards (--keep leaves the PostgreSQL one for inspection and prints its
// name; --reuse measures on such a kept database without seeding it again):
// a temporary PGlite folder, and a new database on the server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; existing databases are never touched). The API runs
// in this process (app.inject, no sockets) with a fixed clock; a fixed, seeded mix of requests
// is sent one at a time after a warm-up.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from '@direct/db';
import { seedDemoData } from '@direct/db/seed';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createServices } from '../apps/api/src/services.ts';
import { unreachableReason } from './bench/scratch-databases.ts';

const { values: options } = parseArgs({
  options: {
    properties: { type: 'string', default: '10000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    keep: { type: 'boolean', default: false },
    // Prints the N slowest requests with their addresses, to see which shapes of search cost.
    slowest: { type: 'string', default: '0' },
    reuse: { type: 'string' },
    'name-prefix': { type: 'string', default: 'bench_search' },
    requests: { type: 'string', default: '400' },
  },
});
const properties = Number(options.properties);
if (!Number.isInteger(properties) || properties < 1) throw new RangeError('--properties must be a positive integer');
const measuredRequests = Number(options.requests);
const startDate = '2026-03-01';
const now = new Date(`${startDate}T10:00:00Z`);
// p95 targets on PostgreSQL (issue 15 §2).
const targets: Record<BenchRequest['call'], number> = { property_search: 25, rate_and_availability: 10 };
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type MixData = { cities: { id: number; name: string }[]; areas: { id: number; name: string }[]; brandIds: number[]; propertyIds: number[] };
type BenchRequest = { call: 'property_search' | 'rate_and_availability'; url: string };

// A small seeded generator (mulberry32), so every run and both databases get the same requests.
function randomSource(seed: string) {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, chance: (p: number) => next() < p, int, pick };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
function setStay(query: URLSearchParams, checkIn: string, nights: number): void {
  query.set('date[after]', checkIn);
  query.set('date[before]', addDays(checkIn, nights));
}
const amenityChoices = [['wifi'], ['balcony'], ['parking'], ['washer', 'dishwasher'], ['pool'], ['air_conditioning'], ['hot_tub'], ['kitchen', 'workspace']];

// About the website's search traffic: mostly the shared listing (as the site sends it, without
// organization 66), a destination typed or picked from the suggestions, a stay of 3–14 nights
// somewhere in the 18 months of rates, 1–6 guests, sometimes a price or amenity filter, page 1
// or 2; and property pages asking for one property's plans and calendar.
function buildMix(data: MixData, seed: string, count: number): BenchRequest[] {
  const random = randomSource(seed);
  const requests: BenchRequest[] = [];
  for (let index = 0; index < count; index++) {
    const query = new URLSearchParams();
    const stay = random.chance(0.7);
    const checkIn = addDays(startDate, random.int(1, 520));
    const nights = random.int(3, 14);
    const guests = random.pick([1, 2, 2, 2, 3, 4, 4, 5, 6]);
    if (random.chance(0.25)) {
      query.set('property', String(random.pick(data.propertyIds)));
      if (stay) setStay(query, checkIn, nights);
      query.set('number_of_guests', String(guests));
      query.set('allow_for_booking_engine', 'true');
      requests.push({ call: 'rate_and_availability', url: `/apis/rate_and_availability?${query}` });
      continue;
    }
    if (random.chance(0.85)) {
      query.set('is_zeevou_direct', 'true');
      query.set('exclude_organization_id', '66');
    } else query.set('brand_id', String(random.pick(data.brandIds)));
    const place = random.next();
    if (query.has('brand_id') || place < 0.15) {
      // The whole listing.
    } else if (place < 0.6) query.set('search', random.chance(0.2) ? random.pick(data.areas).name : random.pick(data.cities).name);
    else if (place < 0.85) query.set('city', String(random.pick(data.cities).id));
    else query.set('area', String(random.pick(data.areas).id));
    if (stay) setStay(query, checkIn, nights);
    query.set('number_of_guests', String(guests));
    if (random.chance(0.2)) {
      const low = random.pick([undefined, 60, 100, 150]);
      const high = random.pick([undefined, 120, 200, 300, 500]);
      if (low !== undefined) query.set('price[gte]', String(low));
      if (high !== undefined && (low === undefined || high >= low)) query.set('price[lte]', String(high));
    }
    if (random.chance(0.2)) for (const code of random.pick(amenityChoices)) query.append('amenities[]', code);
    if (random.chance(0.25)) query.set('page', '2');
    query.set('allow_for_booking_engine', 'true');
    requests.push({ call: 'property_search', url: `/apis/property_search?${query}` });
  }
  return requests;
}

type Row = { call: string; database: string; samples: number[]; failures: number };

// Scratch databases still to remove; Ctrl-C removes them too.
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: removing the scratch databases…`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}
type Database = { name: string; open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> };

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const log = (line: string) => process.stderr.write(`${line}\n`);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const pglite: Database = {
  name: 'PGlite',
  open: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bench-search-pglite-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, drop: () => rm(dir, { recursive: true, force: true }) };
  },
};

const postgres: Database = {
  name: 'PostgreSQL',
  open: async () => {
    const name = options.reuse ?? `${options['name-prefix']}_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    if (!options.reuse) await admin(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let handle: DatabaseHandle;
    try {
      handle = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => undefined });
    } catch (error) {
      if (!options.reuse) await admin(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    if (options.keep || options.reuse) log(`PostgreSQL: database ${name} is kept (drop it when done).`);
    return { handle, drop: () => (options.keep || options.reuse ? Promise.resolve() : admin(`drop database if exists "${name}" with (force)`)) };
  },
};

async function mixData(handle: DatabaseHandle): Promise<MixData> {
  const db = handle.db;
  const [cities, areas, brands, propertyIds] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from cities order by id`),
    queryRows<{ id: number; name: string }>(db, sql`select id, name from areas order by id`),
    queryRows<{ id: number }>(db, sql`select b.id from brands b where b.is_active and not b.is_shared_listing
      and (select count(*) from property_brands pb where pb.brand_id = b.id) >= 10 order by b.id`),
    queryRows<{ id: number }>(db, sql`select p.id from properties p where p.is_active order by p.id`),
  ]);
  return { cities, areas, brandIds: brands.map((row) => row.id), propertyIds: propertyIds.map((row) => row.id) };
}

async function measure(database: Database): Promise<{ rows: Row[]; seedMs: number; size: number }> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-search-files-'));
  const { handle, drop } = await database.open();
  const cleanup = async () => {
    await handle.close().catch(() => undefined);
    await drop();
    await rm(filesDir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    const seeding = performance.now();
    if (database === postgres && options.reuse) {
      log(`${database.name}: reusing ${options.reuse} (migrating only)…`);
      await handle.migrate();
    } else {
      log(`${database.name}: migrating and seeding ${properties} properties (18 months of rates)…`);
      await handle.migrate();
      await seedDemoData(handle.db, { filesDir, startDate, properties });
      // A bulk load leaves no planner statistics (PGlite has no autovacuum at all); a real
      // database has them, so the queries are timed as they would run there.
      await handle.db.execute(sql`vacuum analyze`);
    }
    const seedMs = performance.now() - seeding;
    log(`${database.name}: seeded in ${seconds(seedMs)}; measuring…`);

    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_DATA: 'false', FILES_DIR: filesDir });
    const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, now: () => now });
    try {
      // As the server does at start-up, then a token the way the website gets one.
      await createServices({ db: handle.db, config, databaseKind: handle.kind, version: 'bench' }).auth.registerPlatformClient({
        clientId: config.webClientId,
        secret: config.webClientSecret,
        name: 'Website',
      });
      const tokenResponse = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'client_credentials', client_id: config.webClientId, client_secret: config.webClientSecret },
      });
      const token = tokenResponse.json<{ access_token: string }>().access_token;
      const send = (request: BenchRequest) => app.inject({ method: 'GET', url: request.url, headers: { authorization: `Bearer ${token}` } });

      const data = await mixData(handle);
      // What was measured, also on a reused database (seeded with its own --properties).
      const [counted] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from properties`);
      for (const request of buildMix(data, 'warm-up', 80)) await send(request);
      const rows = new Map<string, Row>();
      const timed: { ms: number; url: string }[] = [];
      for (const request of buildMix(data, 'measured', measuredRequests)) {
        const started = performance.now();
        const response = await send(request);
        const elapsed = performance.now() - started;
        const row = rows.get(request.call) ?? { call: request.call, database: database.name, samples: [], failures: 0 };
        rows.set(request.call, row);
        row.samples.push(elapsed);
        timed.push({ ms: elapsed, url: request.url });
        if (response.statusCode !== 200) {
          row.failures += 1;
          if (row.failures <= 3) log(`  ${response.statusCode} ${request.url}: ${response.body.slice(0, 200)}`);
        }
      }
      const slowest = Number(options.slowest);
      if (slowest > 0) {
        log(`${database.name}: the ${slowest} slowest requests`);
        for (const entry of timed.sort((a, b) => b.ms - a.ms).slice(0, slowest)) log(`  ${entry.ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(entry.url)}`);
      }
      return { rows: [...rows.values()], seedMs, size: counted?.count ?? 0 };
    } finally {
      await app.close();
    }
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

const started = performance.now();
// Timings on a shared machine mean little without its load; printed beside the figures.
const loadAtStart = loadavg().map((value) => value.toFixed(1)).join(' ');
const results: Row[] = [];
const notes: string[] = [];
// Properties in each database measured.
const sizes: string[] = [];
const chosen = options.databases.split(',').map((name) => name.trim().toLowerCase());
for (const database of [pglite, postgres].filter((candidate) => chosen.some((name) => candidate.name.toLowerCase().startsWith(name)))) {
  if (database === postgres) {
    const problem = await unreachableReason(serverUrl);
    if (problem) {
      notes.push(`PostgreSQL: skipped, ${serverUrl} is unreachable (${problem}).`);
      continue;
    }
  }
  const { rows, seedMs, size } = await measure(database);
  results.push(...rows);
  sizes.push(`${database.name} ${size}`);
  notes.push(`${database.name}: seeding took ${seconds(seedMs)}.`);
}

const calls = [...new Set(results.map((row) => row.call))].sort();
const table = calls.flatMap((call) => results.filter((row) => row.call === call));
const header = ['call', 'database', 'n', 'p50 ms', 'p95 ms', 'max ms', 'errors', 'target p95'];
const lines = table.map((row) => {
  const sorted = [...row.samples].sort((a, b) => a - b);
  const target = row.database === postgres.name ? `≤ ${targets[row.call as BenchRequest['call']]} ms` : '';
  return [row.call, row.database, String(sorted.length), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1), (sorted.at(-1) ?? NaN).toFixed(1), String(row.failures), target];
});
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
const format = (cells: readonly string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
console.log(`properties: ${sizes.join(', ')}`);
console.log(format(header));
for (const line of lines) console.log(format(line));

const checked = table.filter((row) => row.database === postgres.name);
for (const row of checked) {
  const target = targets[row.call as BenchRequest['call']];
  const p95 = percentile([...row.samples].sort((a, b) => a - b), 95);
  const pass = p95 <= target && row.failures === 0;
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${row.call} p95 ${p95.toFixed(1)} ms on PostgreSQL (target ≤ ${target} ms${row.failures ? `, ${row.failures} errors` : ''})`);
  if (!pass) process.exitCode = 1;
}
if (checked.length === 0) console.log('SKIPPED: the p95 targets were not checked (no PostgreSQL to measure on).');
for (const note of notes) console.log(note);
console.log(`Load average at start ${loadAtStart}, at end ${loadavg().map((value) => value.toFixed(1)).join(' ')}.`);
console.log(`Total time ${seconds(performance.now() - started)}.`);
