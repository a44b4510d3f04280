// `npm run bench:shards [-- --properties 1000000 --hosts 5000 --rate-days 30] [--keep] [--reuse <db>]`:
// the simulation of decision 0040 (Citus distributed by organization_id). On one scratch
// PostgreSQL database (DATABASE_URL's server; dropped afterwards unless --keep) it seeds the demo
// set, generates the catalogue in SQL (shard-catalogue.ts), then sends a representative request
// mix through the API (app.inject, fixed clock) with a statement logger: single-host calls (a
// one-organization brand's search and catalogue, a property's rates, the host's own lists) and the
// shared listing's search across hosts. It prints p50/p95 per call and, per call, how many SQL
// statements Citus could route to one shard, how many touch only reference tables and how many
// would fan out to every shard (the heuristic is in bench/shard-classes.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from '@direct/db';
import { seedDemoData } from '@direct/db/seed';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createServices } from '../apps/api/src/services.ts';
import { consoleToken, hostCaller, signUpHost } from '../apps/api/src/testing/host-accounts-world.ts';
import { samples as hostSamples } from '../apps/api/src/testing/host-samples/index.ts';
import { endpoints, type EndpointDefinition } from '@direct/contracts';
import { organizationMembers } from '@direct/db';
import { percentile } from './bench/scratch-databases.ts';
import { classify, type ShardClass } from './bench/shard-classes.ts';
import { generateCatalogue } from './bench/shard-catalogue.ts';

const { values: options } = parseArgs({
  options: {
    properties: { type: 'string', default: '1000000' },
    hosts: { type: 'string', default: '5000' },
    'rate-days': { type: 'string', default: '30' },
    requests: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const size = { properties: Number(options.properties), hosts: Number(options.hosts), rateDays: Number(options['rate-days']) };
if (![size.properties, size.hosts, size.rateDays].every(Number.isInteger) || size.rateDays < 5 || size.hosts < 1 || size.properties < size.hosts) {
  throw new RangeError('--properties ≥ --hosts ≥ 1 and --rate-days ≥ 5, all integers');
}
const perCall = Number(options.requests);
const startDate = '2026-03-01';
const now = new Date(`${startDate}T10:00:00Z`);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Statements sent while `current` is set are filed under that call.
let current: string | null = null;
// The host operation being sent, so fan-out host statements can be named by operation.
let operation: string | null = null;
const statements = new Map<string, string[]>();
const operationStatements = new Map<string, string[]>();
function onQuery(query: string): void {
  if (current === null) return;
  const list = statements.get(current) ?? [];
  list.push(query);
  statements.set(current, list);
  if (operation !== null) operationStatements.set(operation, [...(operationStatements.get(operation) ?? []), query]);
}

const name = options.reuse ?? `bench_shards_${Date.now()}`;
if (!options.reuse) await admin(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const filesDir = await mkdtemp(join(tmpdir(), 'bench-shards-files-'));
let handle: DatabaseHandle | undefined;
const cleanup = async () => {
  await handle?.close().catch(() => undefined);
  if (!options.keep && !options.reuse) await admin(`drop database if exists "${name}" with (force)`);
  else log(`database ${name} is kept (drop it when done)`);
  await rm(filesDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

type Sample = { call: string; scope: 'one host' | 'across hosts'; ms: number; status: number };
const samples: Sample[] = [];
const notes: string[] = [];

try {
  handle = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => undefined, onQuery });
  const db = handle.db;
  await handle.migrate();
  if (!options.reuse) {
    const started = performance.now();
    log(`seeding the demo set, then ${size.properties} properties over ${size.hosts} hosts (${size.rateDays} nights of rates each)…`);
    await seedDemoData(db, { filesDir, startDate });
    await generateCatalogue(db, { ...size, startDate }, async (what, run) => {
      const at = performance.now();
      await run();
      log(`  ${what}: ${seconds(performance.now() - at)}`);
    });
    notes.push(`Generation took ${seconds(performance.now() - started)}.`);
  }
  const [counts] = await queryRows<{ properties: number; hosts: number; direct: number; rates: number; size: string }>(
    db,
    sql`select (select count(*)::int from properties) as properties, (select count(*)::int from organizations) as hosts,
        (select count(*)::int from properties where is_direct) as direct,
        (select reltuples::bigint from pg_class where relname = 'daily_rates') as rates, pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  notes.push(`Catalogue: ${counts!.properties} properties (${counts!.direct} on the shared listing), ${counts!.hosts} organizations, ~${counts!.rates} daily rates, database ${counts!.size}.`);

  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_DATA: 'false', FILES_DIR: filesDir });
  const app = await buildApp({ config, db, databaseKind: handle.kind, now: () => now });
  try {
    await createServices({ db, config, databaseKind: handle.kind, version: 'bench' }).auth.registerPlatformClient({
      clientId: config.webClientId,
      secret: config.webClientSecret,
      name: 'Website',
    });
    const token = (
      await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: config.webClientId, client_secret: config.webClientSecret } })
    ).json<{ access_token: string }>().access_token;

    // Simulated hosts, their brands and properties; places of the shared listing.
    const hosts = await queryRows<{ organization_id: number; brand_id: number; property_id: number }>(
      db,
      sql`select b.organization_id, b.id as brand_id, (select min(p.id) from properties p where p.organization_id = b.organization_id) as property_id
          from brands b where b.url_alias like 'sim-brand-%' order by b.id`,
    );
    const cities = await queryRows<{ id: number; name: string }>(db, sql`select id, name from cities order by id`);
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const stay = () => {
      // Arrival from day 2, departure within the generated nights.
      const nights = 2 + Math.floor(next() * Math.min(5, size.rateDays - 3));
      const checkIn = new Date(Date.parse(`${startDate}T00:00:00Z`) + (2 + Math.floor(next() * (size.rateDays - nights - 2))) * 86_400_000);
      return { after: checkIn.toISOString().slice(0, 10), before: new Date(checkIn.getTime() + nights * 86_400_000).toISOString().slice(0, 10) };
    };
    const query = (entries: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(entries).map(([key, value]): [string, string] => [key, String(value)])).toString();
    const shared = { is_zeevou_direct: true, exclude_organization_id: 66, allow_for_booking_engine: true, number_of_guests: 2 };

    type Call = { call: string; scope: Sample['scope']; url: () => string };
    const calls: Call[] = [
      { call: 'brand search, no dates', scope: 'one host', url: () => `/apis/property_search?${query({ brand_id: pick(hosts).brand_id, number_of_guests: 2 })}` },
      {
        call: 'brand search, stay',
        scope: 'one host',
        url: () => {
          const s = stay();
          return `/apis/property_search?${query({ brand_id: pick(hosts).brand_id, number_of_guests: 2, 'date[after]': s.after, 'date[before]': s.before })}`;
        },
      },
      { call: 'brand catalogue list', scope: 'one host', url: () => `/apis/direct/properties?${query({ brands: pick(hosts).brand_id })}` },
      {
        call: 'property detail',
        scope: 'one host',
        url: () => {
          const host = pick(hosts);
          return `/apis/properties/${host.property_id}?${query({ brand_id: host.brand_id })}`;
        },
      },
      {
        call: 'rate_and_availability',
        scope: 'one host',
        url: () => {
          const s = stay();
          return `/apis/rate_and_availability?${query({ property: pick(hosts).property_id, number_of_guests: 2, allow_for_booking_engine: true, 'date[after]': s.after, 'date[before]': s.before })}`;
        },
      },
      { call: 'shared search, city', scope: 'across hosts', url: () => `/apis/property_search?${query({ ...shared, city: pick(cities).id })}` },
      {
        call: 'shared search, city + stay',
        scope: 'across hosts',
        url: () => {
          const s = stay();
          return `/apis/property_search?${query({ ...shared, city: pick(cities).id, 'date[after]': s.after, 'date[before]': s.before })}`;
        },
      },
      { call: 'shared search, text', scope: 'across hosts', url: () => `/apis/property_search?${query({ ...shared, search: pick(cities).name.slice(0, 5) })}` },
    ];
    const send = (target: string) => app.inject({ method: 'GET', url: target, headers: { authorization: `Bearer ${token}` } });
    for (const call of calls) {
      log(`${call.call}…`);
      // Warm-up (the search's per-scope facts cache fills here), not logged.
      for (let index = 0; index < 3; index++) await send(call.url());
      for (let index = 0; index < perCall; index++) {
        const target = call.url();
        current = call.call;
        const at = performance.now();
        const response = await send(target);
        const ms = performance.now() - at;
        current = null;
        samples.push({ call: call.call, scope: call.scope, ms, status: response.statusCode });
        if (response.statusCode !== 200 && samples.filter((s) => s.call === call.call && s.status !== 200).length === 1) {
          log(`  ${response.statusCode} ${target}: ${response.body.slice(0, 200)}`);
        }
      }
    }

    // The host console: every organization operation once (the samples of the role matrix test,
    // apps/api/src/testing/host-samples; their ids mostly don't exist, so little is written), as
    // the owner of one simulated host.
    const call = hostCaller(app, await consoleToken(app, db));
    const session = await signUpHost(call, db, { email: `bench-shards-${Date.now()}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json<{ user: { id: string } }>();
    const organizationId = hosts[0]!.organization_id;
    await db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role: 'owner' });
    const operations = Object.values(endpoints as Record<string, EndpointDefinition>).filter((endpoint) => endpoint.hostAccess === 'organization');
    log(`host operations (${operations.length})…`);
    for (const endpoint of operations) {
      const sample = hostSamples[endpoint.operationId] ?? {};
      const inPath = endpoint.path.includes(':organizationId');
      const params: Record<string, string | number> = { organizationId, ...sample.params };
      const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
      const search = !inPath && endpoint.method === 'GET' ? { ...sample.query, organizationId: String(organizationId) } : sample.query;
      const body = inPath || sample.body === undefined ? sample.body : { ...(sample.body as object), organizationId };
      current = 'host operations';
      operation = endpoint.operationId;
      const at = performance.now();
      const response = await call(endpoint.method, search ? `${path}?${new URLSearchParams(search)}` : path, body, session);
      const ms = performance.now() - at;
      current = null;
      operation = null;
      samples.push({ call: 'host operations', scope: 'one host', ms, status: response.status >= 500 ? response.status : 200 });
    }
  } finally {
    await app.close();
  }

  const known = new Set(
    (await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public'`)).map((row) => row.table_name),
  );
  const header = ['call', 'scope', 'n', 'p50 ms', 'p95 ms', 'errors', 'stmts/req', 'one shard', 'reference', 'fan-out'];
  const lines: string[][] = [];
  const fanOuts = new Map<string, number>();
  const totals: Record<ShardClass, number> = { 'one shard': 0, reference: 0, 'fan-out': 0 };
  for (const call of [...new Set(samples.map((sample) => sample.call))]) {
    const mine = samples.filter((sample) => sample.call === call);
    const sorted = mine.map((sample) => sample.ms).sort((a, b) => a - b);
    const counts: Record<ShardClass, number> = { 'one shard': 0, reference: 0, 'fan-out': 0 };
    for (const statement of statements.get(call) ?? []) {
      const { shardClass, tables } = classify(statement, known);
      counts[shardClass] += 1;
      totals[shardClass] += 1;
      if (shardClass === 'fan-out') {
        const key = `${call}: ${tables.sort().join(', ')}`;
        fanOuts.set(key, (fanOuts.get(key) ?? 0) + 1);
      }
    }
    const all = (statements.get(call) ?? []).length;
    lines.push([
      call,
      mine[0]!.scope,
      String(mine.length),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      String(mine.filter((sample) => sample.status !== 200).length),
      (all / mine.length).toFixed(1),
      String(counts['one shard']),
      String(counts.reference),
      String(counts['fan-out']),
    ]);
  }
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: readonly string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const all = totals['one shard'] + totals.reference + totals['fan-out'];
  console.log(
    `Statements: ${all}; one shard ${totals['one shard']} (${((100 * totals['one shard']) / all).toFixed(0)} %), reference only ${totals.reference} (${((100 * totals.reference) / all).toFixed(0)} %), fan-out ${totals['fan-out']} (${((100 * totals['fan-out']) / all).toFixed(0)} %).`,
  );
  const hostFanOuts = [...operationStatements].flatMap(([name, list]) => {
    const count = list.filter((statement) => classify(statement, known).shardClass === 'fan-out').length;
    return count > 0 ? [`${name} (${count})`] : [];
  });
  console.log(`Host operations with a fan-out statement: ${hostFanOuts.length} of ${operationStatements.size}: ${hostFanOuts.sort().join(', ')}`);
  console.log('Fan-out statements by call and tables:');
  for (const [key, count] of [...fanOuts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${key}`);
  for (const note of notes) console.log(note);
} finally {
  await cleanup();
}
