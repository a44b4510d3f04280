// `npm run bench:api`: requests per second of the guest site's catalog calls (the explore list of
// 12 cards, top-rated, destinations, blog posts, a property page) and of rate_and_availability,
// each beside bare Fastify sending the same bytes (same body, same headers) measured in the same
// run in alternating bursts, so the ratio carries across machines (issue 15 §2: catalog calls
// ≥ 25 % on PostgreSQL). The API listens on a port in this process; the requests come from a
// child process over keep-alive connections. Databases are scratch ones made here and removed
// afterwards. Options: --database pglite|postgres|both (default both), --seconds <burst> (1),
// --rounds <n> (7), --connections <n> (8).
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { queryRows } from '@direct/db';
import { seedDemoData } from '@direct/db/seed';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createServices } from '../apps/api/src/services.ts';
import { pgliteScratch, postgresScratch, unreachableReason, type Scratch } from './bench/scratch-databases.ts';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '7' },
    connections: { type: 'string', default: '8' },
  },
});
const burstSeconds = Number(options.seconds);
const rounds = Number(options.rounds);
const connections = Number(options.connections);
const startDate = '2026-03-01';
const now = new Date(`${startDate}T10:00:00Z`);
const catalogTarget = 25;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`${line}\n`);

type Call = { name: string; catalog: boolean; url: string };
type Row = { call: string; database: string; api: number; bare: number; ratio: number; failed: number; catalog: boolean };
// Headers the server writes for itself; everything else of the API's answer the bare server repeats.
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const loadGenerator = fork(new URL('./bench/load-generator.ts', import.meta.url), {
  execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'],
});
function burst(url: string, headers: Record<string, string>): Promise<{ completed: number; failed: number; seconds: number }> {
  return new Promise((resolve) => {
    loadGenerator.once('message', (result) => resolve(result as { completed: number; failed: number; seconds: number }));
    loadGenerator.send({ url, headers, seconds: burstSeconds, connections });
  });
}

async function callsOf(db: Parameters<typeof queryRows>[0]): Promise<Call[]> {
  const [shared] = await queryRows<{ id: number }>(db, sql`select id from brands where is_shared_listing order by id limit 1`);
  const [blog] = await queryRows<{ brand_id: number }>(db, sql`select brand_id from blog_posts group by brand_id order by count(*) desc, brand_id limit 1`);
  const [property] = await queryRows<{ id: number }>(db, sql`select id from properties where is_active and is_direct and organization_id <> 66 order by id limit 1`);
  if (!shared || !blog || !property) throw new Error('the demo data lacks a shared listing, a blog or a direct property');
  // As the website asks (apps/web/app/lib/catalog/catalog.server.ts, routes/property/property.server.ts).
  const listing = 'is_zeevou_direct=true&exclude_organization_id=66';
  const cardFields = ['name', 'images', 'reviewAverage', 'reviewCount', 'averageNightlyPrice', 'city', 'route'].map((field) => `properties[]=${field}`).join('&');
  return [
    { name: 'direct properties (12 cards)', catalog: true, url: `/apis/direct/properties?${listing}&is_active=true&unit_count[gt]=0&language=en&order[featured]=desc&order[name]=asc&page=1&limit=12&${cardFields}` },
    { name: 'favorite properties', catalog: true, url: `/apis/favorite_properties?${listing}&is_active=true&unit_count[gt]=0&language=en&limit=5&${cardFields}` },
    { name: 'active cities', catalog: true, url: `/apis/active_cities?${listing}&language=en` },
    { name: 'contents (blog)', catalog: true, url: `/apis/contents?brand=${blog.brand_id}&language=en&type=blog&order[date]=desc&page=1&limit=12` },
    { name: 'property detail', catalog: true, url: `/apis/properties/${property.id}?brand_id=${shared.id}&language=en&exclude_organization_id=66` },
    {
      name: 'rate_and_availability',
      catalog: false,
      url: `/apis/rate_and_availability?property=${property.id}&number_of_guests=2&number_of_children=0&allow_for_booking_engine=true&brand_id=${shared.id}&calendar[from]=${startDate}&calendar[to]=${startDate}&language=en`,
    },
  ].map((call) => ({ ...call, url: encodeURI(call.url).replaceAll('[', '%5B').replaceAll(']', '%5D') }));
}

async function measure(scratch: Scratch): Promise<Row[]> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-api-files-'));
  const { handle, drop } = await scratch.open();
  try {
    log(`${scratch.name}: migrating and seeding the demo data…`);
    await handle.migrate();
    await seedDemoData(handle.db, { filesDir, startDate });
    await handle.db.execute(sql`vacuum analyze`);
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_DATA: 'false', FILES_DIR: filesDir });
    const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, now: () => now });
    const bare = Fastify({ logger: false });
    try {
      await createServices({ db: handle.db, config, databaseKind: handle.kind, version: 'bench' }).auth.registerPlatformClient({ clientId: config.webClientId, secret: config.webClientSecret, name: 'Website' });
      const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: config.webClientId, client_secret: config.webClientSecret } })).json<{ access_token: string }>().access_token;
      const requestHeaders = { authorization: `Bearer ${token}`, 'x-direct-client-address': '203.0.113.7' };
      const calls = await callsOf(handle.db);
      // The bare server answers each call's path with the API's bytes for it.
      const answers = new Map<string, { body: string; headers: Record<string, string> }>();
      for (const call of calls) {
        const response = await app.inject({ method: 'GET', url: call.url, headers: requestHeaders });
        if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ownHeaders.has(name)).map(([name, value]) => [name, String(value)]));
        answers.set(call.url.split('?')[0]!, { body: response.body, headers });
        log(`  ${call.name}: ${response.body.length} bytes`);
      }
      bare.get('/*', (request, reply) => {
        const answer = answers.get(request.url.split('?')[0]!)!;
        reply.headers(answer.headers).send(answer.body);
      });
      const apiAddress = await app.listen({ port: 0, host: '127.0.0.1' });
      const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
      const rows: Row[] = [];
      for (const call of calls) {
        log(`${scratch.name}: ${call.name}…`);
        await burst(`${apiAddress}${call.url}`, requestHeaders); // warm-up
        // Adjacent bursts share the machine's load of the moment: the ratio is taken per round and
        // its median reported, with the rates summed over all rounds beside it.
        const ratios: number[] = [];
        let api = 0;
        let bareCount = 0;
        let apiSeconds = 0;
        let bareSeconds = 0;
        let failed = 0;
        for (let round = 0; round < rounds; round++) {
          const b = await burst(`${bareAddress}${call.url}`, requestHeaders);
          const a = await burst(`${apiAddress}${call.url}`, requestHeaders);
          ratios.push(a.completed / a.seconds / (b.completed / b.seconds));
          bareCount += b.completed;
          bareSeconds += b.seconds;
          api += a.completed;
          apiSeconds += a.seconds;
          failed += a.failed + b.failed;
        }
        ratios.sort((x, y) => x - y);
        const ratio = ratios[Math.floor(ratios.length / 2)]!;
        rows.push({ call: call.name, database: scratch.name, api: api / apiSeconds, bare: bareCount / bareSeconds, ratio, failed, catalog: call.catalog });
      }
      return rows;
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await handle.close().catch(() => undefined);
    await drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

const scratches: Scratch[] = [];
if (options.database !== 'postgres') scratches.push(pgliteScratch('bench-api'));
const notes: string[] = [];
if (options.database !== 'pglite') {
  const problem = await unreachableReason(serverUrl);
  if (problem) notes.push(`PostgreSQL: skipped, ${serverUrl} is unreachable (${problem}).`);
  else scratches.push(postgresScratch('bench_api', serverUrl));
}
const rows: Row[] = [];
try {
  for (const scratch of scratches) rows.push(...(await measure(scratch)));
} finally {
  loadGenerator.kill();
}

const header = ['call', 'database', 'req/s', 'bare req/s', 'median ratio', 'target', 'within', 'errors'];
const lines = rows.map((row) => {
  const ratio = 100 * row.ratio;
  const targeted = row.catalog && row.database === 'PostgreSQL';
  return [row.call, row.database, row.api.toFixed(0), row.bare.toFixed(0), `${ratio.toFixed(1)} %`, targeted ? `≥ ${catalogTarget} %` : '—', targeted ? (ratio >= catalogTarget ? 'yes' : 'NO') : '', String(row.failed)];
});
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
const format = (cells: readonly string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));
for (const note of notes) console.log(note);
console.log(`${rounds} alternating bursts of ${burstSeconds} s per call and server, ${connections} keep-alive connections.`);
if (rows.length === 0 || rows.some((row) => row.failed > 0)) process.exitCode = 1;
