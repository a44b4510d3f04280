// `npm run bench:observability`: what tracing and metrics cost (issue 15 §4, target ≤ 5 %). Two
// stacks run on one scratch PostgreSQL database (made here on the server of
// DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards):
//   off: API and website with METRICS_ENABLED=false and no OTLP endpoint (no SDK loaded);
//   on:  the API under `--import @direct/telemetry/register-api`, the site under …/register-site,
//        requests sampled as the README's "Running in production" advises (one in ten, unless
//        OTEL_TRACES_SAMPLER/_ARG say otherwise) and exported
//        over OTLP to the tests' collector stand-in, metrics on and scraped every 15 s
//        (BENCH_SCRAPE_MS).
// Each round is two bursts, off then on or on then off (BENCH_MODE=side-by-side: one burst
// against both stacks at once), on an API catalogue call and the site's home page. Figures per
// target: requests per second (1 − on/off), and CPU time the servers spent per request (on/off − 1,
// from /proc), for the page also the site's process alone; each overhead is the median over
// rounds of the round's on/off ratio. The collector stand-in counts the spans each service
// exported.
// Needs the website's build (npm run build --workspace apps/web).
// Ports: --api-port / --web-port (or OBS_BENCH_API_PORT / OBS_BENCH_WEB_PORT) for the "on" stack,
// the next port up for the "off" stack; unset, free ports are picked.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent } from 'node:http';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startOtlpStandIn } from '../apps/api/src/testing/otlp-stand-in.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Many short rounds (session 30): with 4 alternating rounds of 5 s, two identical stacks measured
// +1.7 % and −13.7 % apart (BENCH_CONTROL below); with 20 of 1.5 s, −2.2 % twice.
const rounds = Number(process.env.BENCH_ROUNDS || 20);
const burstMs = Number(process.env.BENCH_BURST_MS || 1500);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8);
// BENCH_RATE=n (requests per second, per target and stack): each stack is sent the same steady
// load instead of as much as it takes, so "CPU ms/request" compares the two at equal work. At
// saturation the client idles while it waits for the slower stack, and each answer the server
// writes then has to wake it on the other core, which on this virtual machine costs the server
// more kernel time per write: the "on" stack's overhead came out inflated (session 25's profiles:
// 3–5 µs a request more in socket writes, which the telemetry does not add to). Unset: closed loop.
const offeredRate = Number(process.env.BENCH_RATE || 0);
if (!Number.isFinite(offeredRate) || offeredRate < 0) throw new Error(`BENCH_RATE: "${process.env.BENCH_RATE}" is not a rate`);
const targetOverhead = 0.05;
// How often the "on" stack's /metrics are read, as Prometheus would (its default is every 15 s).
const scrapeMs = Number(process.env.BENCH_SCRAPE_MS || 15_000);
// The "on" stack's sampling (standard variables). By default the setting the README gives for
// production, one trace in ten started by the site and followed by the API: the cost a deployment
// pays. OTEL_TRACES_SAMPLER=parentbased_always_on measures every request traced (the SDK's own
// default, for development), which no target of 5 % can hold: a recorded span costs about 20 µs.
const sampler = process.env.OTEL_TRACES_SAMPLER || 'parentbased_traceidratio';
const samplerArg = process.env.OTEL_TRACES_SAMPLER_ARG || (process.env.OTEL_TRACES_SAMPLER ? '1' : '0.1');
// BENCH_SITE_TRACING=false: the "on" site keeps its metrics but runs without the tracing SDK (to
// tell the two costs apart).
const siteTracing = process.env.BENCH_SITE_TRACING !== 'false';
// BENCH_API_TRACING=false: the same for the "on" API (with both false: what metrics alone cost).
const apiTracing = process.env.BENCH_API_TRACING !== 'false';
// alternate (default): one stack at a time, off/on then on/off, so each has the servers' core to
// itself; side-by-side: each round loads both stacks at once, so both meet the same machine in
// the same seconds, but they compete for it, and the one that gets less done per second also
// pays more per request (fewer answers share each wake-up and each log write).
// BENCH_TARGETS=api or site: measure only the API's catalogue call or only the site's home page.
const only = process.env.BENCH_TARGETS ?? 'both';
if (!['both', 'api', 'site'].includes(only)) throw new Error(`BENCH_TARGETS is api, site or unset, not "${only}"`);
const mode = process.env.BENCH_MODE === 'side-by-side' ? 'side-by-side' : 'alternate';
// BENCH_CONTROL=true: the "on" stack is started exactly as the "off" one (no telemetry, no
// metrics), so the figures show what the bench reads as overhead when there is none.
const control = process.env.BENCH_CONTROL === 'true';
const register = ['--import', '@direct/telemetry/register-api'];
const registerSite = ['--import', '@direct/telemetry/register-site'];
// BENCH_CPU_PROF_DIR=dir: the four servers run under `node --cpu-prof` and write their profiles
// there when the bench stops them (to see where the "on" stack's extra time goes).
const profileDir = process.env.BENCH_CPU_PROF_DIR ? path.resolve(process.env.BENCH_CPU_PROF_DIR) : undefined;
const profiled = (name: string) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
const { values: ports } = parseArgs({
  options: {
    'api-port': { type: 'string', default: process.env.OBS_BENCH_API_PORT ?? '' },
    'web-port': { type: 'string', default: process.env.OBS_BENCH_WEB_PORT ?? '' },
  },
});
// The "on" stack's port, the "off" stack's one above it, or a free one when none is given.
async function portOf(option: string, side: 'on' | 'off'): Promise<number> {
  if (option === '') return freePort();
  const port = Number(option);
  if (!Number.isInteger(port) || port <= 0 || port >= 65535) throw new Error(`"${option}" is not a port`);
  return side === 'on' ? port : port + 1;
}

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

// The servers run on the machine's last CPU and this script (the load generator and the collector
// stand-in) on the others, so the two never take each other's core; on a 2-core machine that
// halves the spread of the same build's bursts. BENCH_SERVER_CPUS: another taskset list for the
// servers (this script then runs where it was started), or "none" for no pinning. Without
// taskset or with one CPU, nothing is pinned.
const serverCpus = pinnedServerCpus(process.env.BENCH_SERVER_CPUS?.trim());

function pinnedServerCpus(setting: string | undefined): string | undefined {
  if (setting === 'none') return undefined;
  if (setting) return setting;
  const cpus = availableParallelism();
  if (cpus < 2) return undefined;
  // Fails (no taskset, or not allowed): nothing is pinned.
  const others = spawnSync('taskset', ['-a', '-p', '-c', `0-${cpus - 2}`, String(process.pid)]);
  return others.status === 0 ? String(cpus - 1) : undefined;
}

function startService(label: string, args: string[], cwd: string, env: Record<string, string>, ready: RegExp): Promise<Service> {
  const [command, commandArgs] = serverCpus ? ['taskset', ['-c', serverCpus, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 300_000);
    let started = false;
    const onData = (chunk: Buffer) => {
      // Once started, its log lines are read and dropped (the pipe must not fill up, and kept
      // they would grow without end and be searched again on every chunk: this process then took
      // a core from the servers under test, and their rates fell round after round).
      if (started) return;
      output += chunk.toString('utf8');
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        started = true;
        output = '';
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}):\n${output}`)));
  });
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

// One burst against each of the given sides at once, `concurrency` requests always in flight on
// each: requests per second, and CPU milliseconds the side's server processes spent per request
// (all of them, and the first one alone).
type Side = { url: string; headers: Record<string, string>; servers: ChildProcess[] };
type Burst = { rate: number; requests: number; cpuMs: number; ownCpuMs: number };
async function burst(sides: readonly Side[], durationMs = burstMs): Promise<Burst[]> {
  const before = sides.map((side) => ({ all: cpuSeconds(side.servers), own: cpuSeconds(side.servers.slice(0, 1)) }));
  const end = performance.now() + durationMs;
  const done = sides.map(() => 0);
  const worker = async (side: Side, index: number) => {
    while (performance.now() < end) {
      const status = await get(side.url, side.headers);
      if (status !== 200) throw new Error(`${side.url} answered ${status}`);
      done[index]! += 1;
    }
  };
  // Open loop at offeredRate: the requests due each millisecond are sent, at most `concurrency`
  // × 8 in flight (a stack that cannot keep up falls behind and shows a lower rate).
  const steady = async (side: Side, index: number) => {
    const started = performance.now();
    let sent = 0;
    let inFlight = 0;
    const failures: Error[] = [];
    while (performance.now() < end && failures.length === 0) {
      const due = Math.floor(((performance.now() - started) / 1000) * offeredRate);
      while (sent < due && inFlight < concurrency * 8) {
        sent += 1;
        inFlight += 1;
        get(side.url, side.headers)
          .then((status) => {
            if (status !== 200) throw new Error(`${side.url} answered ${status}`);
            done[index]! += 1;
          })
          .catch((error: Error) => failures.push(error))
          .finally(() => {
            inFlight -= 1;
          });
      }
      await new Promise((wait) => setTimeout(wait, 1));
    }
    while (inFlight > 0) await new Promise((wait) => setTimeout(wait, 1));
    if (failures[0]) throw failures[0];
  };
  const started = performance.now();
  await Promise.all(
    sides.flatMap((side, index) => (offeredRate > 0 ? [steady(side, index)] : Array.from({ length: concurrency }, () => worker(side, index)))),
  );
  const seconds = (performance.now() - started) / 1000;
  return sides.map((side, index) => ({
    rate: done[index]! / seconds,
    requests: done[index]!,
    cpuMs: ((cpuSeconds(side.servers) - before[index]!.all) * 1000) / done[index]!,
    ownCpuMs: ((cpuSeconds(side.servers.slice(0, 1)) - before[index]!.own) * 1000) / done[index]!,
  }));
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

function stopGracefully(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
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
  // The tests' OTLP collector stand-in: takes every export and decodes its spans, so the figures
  // say how many spans each service actually sent.
  const sink = await startOtlpStandIn();
  try {
    const common = { DATABASE_URL: String(databaseUrl), JOBS_ENABLED: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'info', API_HOST: '127.0.0.1', NODE_ENV: 'test' };
    const apiArgs = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'src/server.ts'];
    const apiReady = /API ready at (http:\/\/[^\s"]+?) \(/;
    console.log('Starting the API without observability (migrates and seeds the demo data)…');
    const apiOff = await startService('API (off)', [...profiled('api-off'), ...apiArgs], `${root}apps/api`, { ...common, PORT_API: String(await portOf(ports['api-port'], 'off')), METRICS_ENABLED: 'false' }, apiReady);
    // The batch processor's own settings (OTEL_BSP_*) pass through, to try them.
    const batchSettings = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('OTEL_BSP_') && entry[1] !== undefined));
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: samplerArg, ...batchSettings };
    // BENCH_CONTROL: the "on" stack without any of it, as "off".
    const apiOnSetup: Record<string, string> = control ? { METRICS_ENABLED: 'false' } : { ...(apiTracing ? otel : {}), OTEL_SERVICE_NAME: 'bench-api' };
    const apiOn = await startService('API (on)', [...profiled('api-on'), ...(control ? [] : register), ...apiArgs], `${root}apps/api`, { ...common, PORT_API: String(await portOf(ports['api-port'], 'on')), ...apiOnSetup }, apiReady);

    const webEnv = (api: string, port: number) => ({ API_URL: api, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', WEB_CLIENT_SECRET: 'demo-web-secret-change-me' });
    console.log(`APIs ready (${apiOff.url}, ${apiOn.url}); starting the two sites…`);
    const siteReady = /listening on (http:\/\/[^\s"]+)/;
    const siteOff = await startService('site (off)', [...profiled('site-off'), 'server.mjs'], `${root}apps/web`, { ...webEnv(apiOff.url, await portOf(ports['web-port'], 'off')), METRICS_ENABLED: 'false' }, siteReady);
    const siteOnSetup: Record<string, string> = control ? { METRICS_ENABLED: 'false' } : { ...(siteTracing ? otel : {}), OTEL_SERVICE_NAME: 'bench-web' };
    const siteOn = await startService('site (on)', [...profiled('site-on'), ...(control ? [] : registerSite), 'server.mjs'], `${root}apps/web`, { ...webEnv(apiOn.url, await portOf(ports['web-port'], 'on')), ...siteOnSetup }, siteReady);

    const token = async (api: string) => {
      const response = await fetch(`${api}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'direct-web', client_secret: 'demo-web-secret-change-me' }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const catalogue = '/apis/direct/properties?brands.url_alias=lisbon-stays&limit=12';
    const allTargets: { key: string; name: string; off: Side; on: Side }[] = [
      {
        key: 'api',
        name: 'API catalogue call',
        off: { url: apiOff.url + catalogue, headers: { authorization: `Bearer ${await token(apiOff.url)}` }, servers: [apiOff.child] },
        on: { url: apiOn.url + catalogue, headers: { authorization: `Bearer ${await token(apiOn.url)}` }, servers: [apiOn.child] },
      },
      // The page's CPU is the site's and the API's it calls.
      { key: 'site', name: 'site home page', off: { url: `${siteOff.url}/`, headers: { host: 'localhost' }, servers: [siteOff.child, apiOff.child] }, on: { url: `${siteOn.url}/`, headers: { host: 'localhost' }, servers: [siteOn.child, apiOn.child] } },
    ];
    const targets = allTargets.filter((target) => only === 'both' || target.key === only);

    // Prometheus' part: the "on" stack's /metrics read every scrapeMs while the bench runs.
    const scraper = setInterval(() => {
      for (const url of [`${apiOn.url}/metrics`, `${siteOn.url}/metrics`]) void get(url, {}).catch(() => undefined);
    }, scrapeMs);

    console.log('Sites ready; measuring…');
    const results = targets.map(() => ({ off: [] as Burst[], on: [] as Burst[] }));
    for (const [index, target] of targets.entries()) {
      // Warm-up: connections, caches, JIT.
      await burst([target.off, target.on], Math.max(burstMs, 5000));
      for (let round = 0; round < rounds; round += 1) {
        if (mode === 'side-by-side') {
          const [off, on] = await burst([target.off, target.on]);
          results[index]!.off.push(off!);
          results[index]!.on.push(on!);
          continue;
        }
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const side of order) results[index]![side].push(...(await burst([target[side]])));
      }
    }
    clearInterval(scraper);
    if (control) console.log('\nControl run: the "on" stack ran without telemetry or metrics, as "off".');
    // What the "on" stack's scrapes show: the page's route id and the site's API calls are counted.
    const siteSeries = control ? '' : await (await fetch(`${siteOn.url}/metrics`)).text();
    const pageRoutes = [...siteSeries.matchAll(/^web_http_request_duration_seconds_count\{route="([^"]+)"/gm)].map((match) => match[1]);
    const apiCalls = /^web_api_call_duration_seconds_count\{method="GET",status_class="2xx"\} (\d+)/m.exec(siteSeries)?.[1] ?? '0';
    console.log(`\nSite /metrics: request series for routes ${[...new Set(pageRoutes)].join(', ')}; ${apiCalls} API calls timed`);
    // What the collector got (the batch processor sends within OTEL_BSP_SCHEDULE_DELAY, 5 s).
    if (!control) await new Promise((wait) => setTimeout(wait, 6_000));
    const spansBy = (service: string) => sink.spans.filter((span) => span.service === service).length;
    const traces = new Set(sink.spans.filter((span) => span.service === 'bench-web' && span.parentSpanId === '').map((span) => span.traceId)).size;
    console.log(`Collector: ${spansBy('bench-web')} site spans (${traces} page traces), ${spansBy('bench-api')} API spans`);

    console.log(`\nObservability overhead: ${rounds} ${mode === 'alternate' ? 'alternating bursts' : 'bursts of both stacks at once'} of ${burstMs / 1000}s, ${offeredRate > 0 ? `a steady ${offeredRate} requests/s` : `${concurrency} requests in flight`}, PostgreSQL, sampler ${sampler} ${samplerArg}, scrape every ${scrapeMs / 1000}s${serverCpus ? `, servers on CPU ${serverCpus}` : ''}${siteTracing ? '' : ', site without tracing'}${control ? ', CONTROL RUN (no telemetry on either side)' : ''}`);
    console.log(`Overhead: the median over rounds of on against off in the same round (${mode === 'alternate' ? 'neighbouring bursts' : 'the same seconds'}), so drift in the machine's load cancels.`);
    console.log(`${'target'.padEnd(26)}${'off'.padStart(10)}${'on'.padStart(10)}${'overhead'.padStart(10)}   target ≤ ${targetOverhead * 100} %`);
    for (const [index, target] of targets.entries()) {
      const { off, on } = results[index]!;
      const row = (label: string, figure: (burst: Burst) => number, overheadOf: (on: number, off: number) => number, digits: number) => {
        const overhead = median(on.map((burst, round) => overheadOf(figure(burst), figure(off[round]!))));
        const shown = (bursts: Burst[]) => median(bursts.map(figure)).toFixed(digits);
        console.log(`${label.padEnd(26)}${shown(off).padStart(10)}${shown(on).padStart(10)}${`${(overhead * 100).toFixed(1)} %`.padStart(10)}   ${overhead <= targetOverhead ? 'ok' : 'over'}`);
      };
      console.log(target.name);
      row('  requests/s', (burst) => burst.rate, (a, b) => 1 - a / b, 1);
      if (off[0]!.cpuMs > 0) {
        row(target.off.servers.length > 1 ? '  CPU ms/request (all)' : '  CPU ms/request', (burst) => burst.cpuMs, (a, b) => a / b - 1, 2);
        if (target.off.servers.length > 1) row('  CPU ms/request (site)', (burst) => burst.ownCpuMs, (a, b) => a / b - 1, 2);
      }
      console.log(`  bursts (req/s) off ${off.map((burst) => burst.rate.toFixed(1)).join(' ')} · on ${on.map((burst) => burst.rate.toFixed(1)).join(' ')}`);
    }
  } finally {
    // A profiled process writes its profile as it exits: the servers are stopped gracefully first.
    if (profileDir) await Promise.all(children.map((child) => stopGracefully(child)));
    for (const child of children) child.kill('SIGKILL');
    await sink.close();
    agent.destroy();
    await new Promise((wait) => setTimeout(wait, 500));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

await main();
