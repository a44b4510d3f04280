// `npm run bench:observability`: what tracing and metrics cost (issue 15 §4, target ≤ 5 %). Two
// stacks run side by side on one scratch PostgreSQL database (made here on the server of
// DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards):
//   off: API and website with METRICS_ENABLED=false and no OTLP endpoint (no SDK loaded);
//   on:  both under `--import @direct/telemetry/register`, requests traced (every one unless
//        OTEL_TRACES_SAMPLER/_ARG say otherwise) and exported over OTLP to a local sink, metrics on
//        and scraped every 15 s (BENCH_SCRAPE_MS).
// Bursts alternate off/on (then on/off, to cancel drift) on an API catalogue call and the site's
// home page. Two figures per target: requests per second (1 − on/off), and CPU time the servers
// spent per request (on/off − 1, from /proc: on a machine shared with other work it moves far less
// with the neighbours' load than throughput does).
// Needs the website's build (npm run build --workspace apps/web).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const burstMs = Number(process.env.BENCH_BURST_MS || 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8);
const targetOverhead = 0.05;
// How often the "on" stack's /metrics are read, as Prometheus would (its default is every 15 s).
const scrapeMs = Number(process.env.BENCH_SCRAPE_MS || 15_000);
// The "on" stack's sampling (standard variables): every trace by default, or e.g.
// OTEL_TRACES_SAMPLER=parentbased_traceidratio OTEL_TRACES_SAMPLER_ARG=0.1 for one in ten.
const sampler = process.env.OTEL_TRACES_SAMPLER || 'parentbased_always_on';
const samplerArg = process.env.OTEL_TRACES_SAMPLER_ARG || '1';
// BENCH_SITE_TRACING=false: the "on" site keeps its metrics but runs without the tracing SDK (to
// tell the two costs apart).
const siteTracing = process.env.BENCH_SITE_TRACING !== 'false';
const register = ['--import', '@direct/telemetry/register'];

type Service = { url: string; child: ChildProcess };
const children: ChildProcess[] = [];
// However this script ends, the servers it started end with it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startService(label: string, args: string[], cwd: string, env: Record<string, string>, ready: RegExp): Promise<Service> {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        // From here on its log lines are read and dropped (the pipe must not fill up).
        output = '';
        ready = /$^/;
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

// An OTLP collector that takes every export and throws it away.
async function startSink(): Promise<{ endpoint: string; close: () => void }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency * 4 });

function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

// One burst, `concurrency` requests always in flight: requests per second, and CPU milliseconds
// the given server processes spent per request.
async function burst(url: string, headers: Record<string, string>, servers: readonly ChildProcess[]): Promise<{ rate: number; cpuMs: number }> {
  const cpuBefore = cpuSeconds(servers);
  const end = performance.now() + burstMs;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const status = await get(url, headers);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rate: done / ((performance.now() - started) / 1000), cpuMs: ((cpuSeconds(servers) - cpuBefore) * 1000) / done };
}

// User + system CPU seconds of these processes so far (Linux /proc; 0 elsewhere).
function cpuSeconds(children: readonly ChildProcess[]): number {
  let ticks = 0;
  for (const child of children) {
    try {
      // Fields after the command name's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  return ticks / 100;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function main(): Promise<void> {
  if (!existsSync(`${root}apps/web/build/server/index.js`)) throw new Error('Build the website first: npm run build --workspace apps/web');
  const database = `bench_observability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  admin.on('error', (error) => console.error(`database server: ${error.message}`));
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  const sink = await startSink();
  try {
    const common = { DATABASE_URL: String(databaseUrl), JOBS_ENABLED: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'info', API_HOST: '127.0.0.1', PORT_API: '0', NODE_ENV: 'test' };
    const apiArgs = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'src/server.ts'];
    const apiReady = /API ready at (http:\/\/[^\s"]+?) \(/;
    console.log('Starting the API without observability (migrates and seeds the demo data)…');
    const apiOff = await startService('API (off)', apiArgs, `${root}apps/api`, { ...common, METRICS_ENABLED: 'false' }, apiReady);
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: samplerArg };
    const apiOn = await startService('API (on)', [...register, ...apiArgs], `${root}apps/api`, { ...common, ...otel, OTEL_SERVICE_NAME: 'bench-api' }, apiReady);

    const webEnv = (api: string, port: number) => ({ API_URL: api, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', WEB_CLIENT_SECRET: 'demo-web-secret-change-me' });
    console.log(`APIs ready (${apiOff.url}, ${apiOn.url}); starting the two sites…`);
    const siteReady = /listening on (http:\/\/[^\s"]+)/;
    const siteOff = await startService('site (off)', ['server.mjs'], `${root}apps/web`, { ...webEnv(apiOff.url, await freePort()), METRICS_ENABLED: 'false' }, siteReady);
    const siteOn = await startService('site (on)', [...register, 'server.mjs'], `${root}apps/web`, { ...webEnv(apiOn.url, await freePort()), ...(siteTracing ? otel : {}), OTEL_SERVICE_NAME: 'bench-web' }, siteReady);

    const token = async (api: string) => {
      const response = await fetch(`${api}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'direct-web', client_secret: 'demo-web-secret-change-me' }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const catalogue = '/apis/direct/properties?brands.url_alias=lisbon-stays&limit=12';
    type Side = { url: string; headers: Record<string, string>; servers: ChildProcess[] };
    const targets: { name: string; off: Side; on: Side }[] = [
      {
        name: 'API catalogue call',
        off: { url: apiOff.url + catalogue, headers: { authorization: `Bearer ${await token(apiOff.url)}` }, servers: [apiOff.child] },
        on: { url: apiOn.url + catalogue, headers: { authorization: `Bearer ${await token(apiOn.url)}` }, servers: [apiOn.child] },
      },
      // The page's CPU is the site's and the API's it calls.
      { name: 'site home page', off: { url: `${siteOff.url}/`, headers: { host: 'localhost' }, servers: [siteOff.child, apiOff.child] }, on: { url: `${siteOn.url}/`, headers: { host: 'localhost' }, servers: [siteOn.child, apiOn.child] } },
    ];

    // Prometheus' part: the "on" stack's /metrics read every scrapeMs while the bench runs.
    const scraper = setInterval(() => {
      for (const url of [`${apiOn.url}/metrics`, `${siteOn.url}/metrics`]) void get(url, {}).catch(() => undefined);
    }, scrapeMs);

    console.log('Sites ready; measuring…');
    const results = targets.map(() => ({ off: [] as { rate: number; cpuMs: number }[], on: [] as { rate: number; cpuMs: number }[] }));
    for (const [index, target] of targets.entries()) {
      // Warm-up: connections, caches, JIT.
      await burst(target.off.url, target.off.headers, target.off.servers);
      await burst(target.on.url, target.on.headers, target.on.servers);
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const side of order) results[index]![side].push(await burst(target[side].url, target[side].headers, target[side].servers));
      }
    }
    clearInterval(scraper);
    // What the "on" stack's scrapes show: the page's route id and the site's API calls are counted.
    const siteSeries = await (await fetch(`${siteOn.url}/metrics`)).text();
    const pageRoutes = [...siteSeries.matchAll(/^web_http_request_duration_seconds_count\{route="([^"]+)"/gm)].map((match) => match[1]);
    const apiCalls = /^web_api_call_duration_seconds_count\{method="GET",status_class="2xx"\} (\d+)/m.exec(siteSeries)?.[1] ?? '0';
    console.log(`\nSite /metrics: request series for routes ${[...new Set(pageRoutes)].join(', ')}; ${apiCalls} API calls timed`);

    console.log(`\nObservability overhead: ${rounds} alternating bursts of ${burstMs / 1000}s per side, ${concurrency} requests in flight, PostgreSQL, sampler ${sampler} ${samplerArg}, scrape every ${scrapeMs / 1000}s${siteTracing ? '' : ', site without tracing'}`);
    console.log(`${'target'.padEnd(22)}${'off'.padStart(10)}${'on'.padStart(10)}${'overhead'.padStart(10)}   target ≤ ${targetOverhead * 100} %`);
    for (const [index, target] of targets.entries()) {
      const { off, on } = results[index]!;
      const rateOff = median(off.map((burst) => burst.rate));
      const rateOn = median(on.map((burst) => burst.rate));
      const cpuOff = median(off.map((burst) => burst.cpuMs));
      const cpuOn = median(on.map((burst) => burst.cpuMs));
      const row = (label: string, a: string, b: string, overhead: number) =>
        console.log(`${label.padEnd(22)}${a.padStart(10)}${b.padStart(10)}${`${(overhead * 100).toFixed(1)} %`.padStart(10)}   ${overhead <= targetOverhead ? 'ok' : 'over'}`);
      console.log(target.name);
      row('  requests/s', rateOff.toFixed(1), rateOn.toFixed(1), 1 - rateOn / rateOff);
      if (cpuOff > 0) row('  CPU ms/request', cpuOff.toFixed(2), cpuOn.toFixed(2), cpuOn / cpuOff - 1);
      console.log(`  bursts (req/s) off ${off.map((burst) => burst.rate.toFixed(1)).join(' ')} · on ${on.map((burst) => burst.rate.toFixed(1)).join(' ')}`);
    }
  } finally {
    for (const child of children) child.kill('SIGKILL');
    sink.close();
    agent.destroy();
    await new Promise((wait) => setTimeout(wait, 500));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

await main();
