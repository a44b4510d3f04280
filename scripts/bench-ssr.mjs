// `npm run bench:ssr [-- --rounds 5] [-- --seconds 3] [-- --connections 8] [-- --cpu-prof <dir>]
// [-- --host lisbon-stays.localhost]`: how many property and home pages per second the built site
// (apps/web/server.mjs, run `npm run build --workspace apps/web` first) serves against the API,
// next to a bare node:http server rendering markup of the same size (same element count, same
// bytes) with React's renderToString, measured in the same run in alternating bursts; each burst
// is compared with the baseline's next to it and the median ratio is reported. Target: the site
// at ≥ 50 % of the bare rate (issue 15 §1).
// The API runs on an in-memory PGlite with the demo data, or, with DATABASE_URL, on a scratch
// PostgreSQL database made on that server and dropped afterwards. Both servers and the baseline
// are started here on their own ports (SSR_BENCH_API_PORT/SSR_BENCH_WEB_PORT/SSR_BENCH_BARE_PORT).
// --cpu-prof <dir> writes the site's and the API's V8 CPU profiles there (open in Chrome DevTools).
// --cache-headers: the pages are asked as a browser revisiting would (If-None-Match), to see 304s.
// --api-port/--web-port/--bare-port: the same as those variables.
// Beside the rates, where Linux tells (/proc), the CPU time each page cost: the site's and the
// API's processes together against the baseline's. On a machine other work keeps busy, rates move
// with that work; CPU time per page moves far less, so its ratio is the steadier second figure.
import { execFileSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startService, stopAll, stopService, waitForHttp } from './processes.mjs';

const target = 0.5;
const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const rounds = Number(option('--rounds', 5));
const seconds = Number(option('--seconds', 3));
const connections = Number(option('--connections', 8));
const hostname = option('--host', 'lisbon-stays.localhost');
const profileDir = option('--cpu-prof');
const apiPort = option('--api-port', process.env.SSR_BENCH_API_PORT ?? '4461');
const webPort = option('--web-port', process.env.SSR_BENCH_WEB_PORT ?? '3461');
const barePort = option('--bare-port', process.env.SSR_BENCH_BARE_PORT ?? '3462');
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const serverUrl = process.env.DATABASE_URL;
const log = (line) => process.stderr.write(`${line}\n`);

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A scratch database on DATABASE_URL's server, so the demo data is seeded fresh and nothing
// existing is touched.
async function scratchDatabase() {
  const name = `bench_ssr_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

function withoutDatabase(env) {
  const { DATABASE_URL: _unused, ...rest } = env;
  return rest;
}

// CPU time (user + system) a process has used, in ms; undefined where /proc isn't there.
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
const loadAverage = () => {
  try {
    return `Load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`;
  } catch {
    return '';
  }
};
const cpuOf = (children) => {
  const values = children.map((child) => cpuMs(child.pid));
  return values.includes(undefined) ? undefined : values.reduce((a, b) => a + b, 0);
};

const profiling = (name) => (profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${resolve(profileDir)}`, `--cpu-prof-name=${name}.cpuprofile`] : []);

const services = [];

async function startServers(databaseUrl) {
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  services.push(startService('API', process.execPath, [...profiling('api'), '--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabase(process.env),
      PORT_API: apiPort,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: 'memory://' }),
      FILES_DIR: '.data/bench-ssr-files',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  }));
  await waitForHttp(`${apiOrigin}/health`, { label: 'The API', timeoutMs: 300_000 });
  services.push(startService('Website', process.execPath, [...profiling('web'), 'server.mjs'], {
    cwd: `${root}apps/web`,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: webPort, API_URL: apiOrigin, NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? 'build' },
  }));
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { label: 'The website' });
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function get(port, path, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { host: `${hostname}:${port}`, 'accept-language': 'en', ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

// `connections` requests in flight for `seconds`; pages answered with 200 per second, and the
// CPU ms per page of the processes that served them.
async function burst(port, path, headers, servers = []) {
  const cpuBefore = cpuOf(servers);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await get(port, path, headers);
        if (answer.status === 200 || answer.status === 304) done += 1;
        else failed += 1;
      }
    }),
  );
  if (failed) log(`  ${failed} answers to ${path} were not 200`);
  const cpuAfter = cpuOf(servers);
  const cpuPerPage = cpuBefore === undefined || cpuAfter === undefined || done === 0 ? undefined : (cpuAfter - cpuBefore) / done;
  return { rate: done / ((performance.now() - started) / 1000), cpuPerPage };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Size of the markup React renders: the document's bytes and its elements.
function shape(html) {
  return { bytes: Buffer.byteLength(html), elements: (html.match(/<[a-zA-Z]/g) ?? []).length };
}

async function main() {
  const database = serverUrl ? await scratchDatabase() : null;
  try {
    await startServers(database?.url);
    const home = await get(webPort, '/');
    if (home.status !== 200) throw new Error(`home page: ${home.status}`);
    const explore = await get(webPort, '/explore');
    const propertyPath = explore.body.match(/href="(\/stays\/[^"?#]+)"/)?.[1];
    if (!propertyPath) throw new Error('no property link on /explore');
    const property = await get(webPort, propertyPath);
    if (property.status !== 200) throw new Error(`${propertyPath}: ${property.status}`);
    const pages = [
      { name: 'property', path: propertyPath, bare: '/property', ...shape(property.body), etag: property.headers.etag },
      { name: 'home', path: '/', bare: '/home', ...shape(home.body), etag: home.headers.etag },
    ];
    const siteServers = [...services];
    const bare = startService('Bare renderToString', process.execPath, ['scripts/bench/bare-render-server.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: barePort, BARE_RENDER_PAGES: JSON.stringify(Object.fromEntries(pages.map((page) => [page.bare, { bytes: page.bytes, elements: page.elements }]))) },
    });
    services.push(bare);
    await waitForHttp(`http://127.0.0.1:${barePort}/home`, { label: 'The baseline' });
    for (const page of pages) {
      const bareShape = shape((await get(barePort, page.bare)).body);
      log(`${page.name} ${page.path}: ${(page.bytes / 1024).toFixed(1)} KB, ${page.elements} elements; baseline ${(bareShape.bytes / 1024).toFixed(1)} KB, ${bareShape.elements} elements`);
    }
    const revisit = args.includes('--cache-headers');
    const headersFor = (page) => (revisit && page.etag ? { 'if-none-match': page.etag } : {});
    // Warm-up: JIT, caches, connection pools.
    for (const page of pages) {
      await burst(webPort, page.path, headersFor(page));
      await burst(barePort, page.bare);
    }
    const samples = new Map(pages.map((page) => [page.name, { site: [], bare: [], siteCpu: [], bareCpu: [] }]));
    const ms = (value) => (value === undefined ? '' : `, ${value.toFixed(2)} ms CPU/page`);
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        const site = await burst(webPort, page.path, headersFor(page), siteServers);
        const baseline = await burst(barePort, page.bare, {}, [bare]);
        const sample = samples.get(page.name);
        sample.site.push(site.rate);
        sample.bare.push(baseline.rate);
        if (site.cpuPerPage !== undefined && baseline.cpuPerPage !== undefined) {
          sample.siteCpu.push(site.cpuPerPage);
          sample.bareCpu.push(baseline.cpuPerPage);
        }
        log(`round ${round}/${rounds} ${page.name}: site ${site.rate.toFixed(1)}/s${ms(site.cpuPerPage)}, bare ${baseline.rate.toFixed(1)}/s${ms(baseline.cpuPerPage)}`);
      }
    }
    const databaseName = serverUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`\nPages per second, ${connections} connections, ${rounds} bursts of ${seconds}s each, medians; host ${hostname}${revisit ? ', If-None-Match' : ''}`);
    console.log(`CPU ms/page: the site's and the API's processes together, and the baseline's; cpu ratio = bare ÷ site+API. ${loadAverage()}`);
    const header = ['page', 'database', 'KB', 'pages/s', 'bare/s', 'ratio', 'target', 'within', 'site+API ms', 'bare ms', 'cpu ratio'];
    const lines = pages.map((page) => {
      const { site, bare: baseline } = samples.get(page.name);
      // Each burst is compared with the baseline's burst next to it (the machine's load moves
      // between rounds), and the median of those ratios is the figure.
      const ratio = median(site.map((rate, i) => rate / baseline[i]));
      const { siteCpu, bareCpu } = samples.get(page.name);
      const cpu = siteCpu.length
        ? [median(siteCpu).toFixed(2), median(bareCpu).toFixed(2), `${(median(siteCpu.map((used, i) => bareCpu[i] / used)) * 100).toFixed(1)} %`]
        : ['', '', ''];
      return [page.name, databaseName, (page.bytes / 1024).toFixed(1), median(site).toFixed(1), median(baseline).toFixed(1), `${(ratio * 100).toFixed(1)} %`, `≥ ${target * 100} %`, ratio >= target ? 'yes' : 'NO', ...cpu];
    });
    const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
    const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log(format(header));
    for (const line of lines) console.log(format(line));
    return 0;
  } finally {
    agent.destroy();
    // Stopped first (profiles written, connections closed), then the scratch database dropped.
    for (const child of services.reverse()) await stopService(child);
    if (database) await database.drop().catch((error) => log(`scratch database not dropped: ${error.message}`));
  }
}

main().then(
  (code) => stopAll(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    stopAll(1);
  },
);
