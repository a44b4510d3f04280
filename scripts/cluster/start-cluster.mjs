// The platform as it runs in production, on this machine: one PostgreSQL database, two API
// processes (no background jobs), one worker, two site processes, the host console and nginx in
// front (decision 0036). Used by `npm run cluster` and by the CI proof (`npm run cluster:test`).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { onStopped, run, startService } from '../processes.mjs';
import { databasePlan, dropDatabase, ensureDatabase } from './database.mjs';
import { writeNginxConfig } from './nginx-config.mjs';

const nodeTs = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
// As `npm start` runs each server: OpenTelemetry loads only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
// The API and worker (…/register-api), the site and the console (…/register-site) make their own
// server spans (cheaper for the requests not sampled).
const telemetry = ['--import', '@direct/telemetry/register-api'];
const siteTelemetry = ['--import', '@direct/telemetry/register-site'];
// Debian's nginx, else the first on PATH (Homebrew's on a Mac).
const nginxBinary = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'))].find((file) => existsSync(file));

// Internal ports, from --internal-port (default 4100): APIs +1 and +2, worker +3, sites +11 and
// +12, console +13. Only nginx's two ports are meant for browsers and integrations.
export function clusterPorts({ port = 8080, apiPort = 8081, internalPort = 4100 } = {}) {
  return {
    sites: port,
    api: apiPort,
    apis: [internalPort + 1, internalPort + 2],
    worker: internalPort + 3,
    webs: [internalPort + 11, internalPort + 12],
    console: internalPort + 13,
  };
}

export async function startCluster({ root, ports, databaseUrl, databaseName, rebuild = false, dropOnStop = true }) {
  const dataDir = path.join(root, '.data/cluster');
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const service = (...args) => startLogged(logDir, ...args);
  if (!nginxBinary) throw new Error('nginx not found (apt-get install nginx)');

  await assertPortsFree([ports.sites, ports.api, ...ports.apis, ports.worker, ...ports.webs, ports.console]);
  const database = databasePlan({ databaseUrl, name: databaseName });
  await ensureDatabase(database);
  if (dropOnStop) onStopped(() => dropDatabase(database));
  console.log(`Database: ${database.url}${database.created ? ' (new; dropped on stop)' : ''}`);

  for (const [workspace, marker] of [
    ['apps/web', 'apps/web/build/server/index.js'],
    ['apps/console', 'apps/console/build/server/index.js'],
  ]) {
    if (rebuild || !existsSync(path.join(root, marker))) {
      console.log(`Building ${workspace}…`);
      await run('npm', ['run', 'build', '--workspace', workspace, '--silent'], { cwd: root });
    }
  }

  const consoleOrigin = `http://console.localhost:${ports.sites}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const common = {
    ...process.env,
    DATABASE_URL: database.url,
    CONSOLE_ORIGIN: consoleOrigin,
    BRAND_SITE_URL: `http://{host}:${ports.sites}/`,
    // nginx on this machine is the only proxy whose X-Forwarded-For counts.
    TRUST_PROXY: '127.0.0.1',
    LOG_FORMAT: process.env.LOG_FORMAT || 'json',
  };
  const apiEnv = (port, jobs) => ({
    ...common,
    PORT_API: String(port),
    API_HOST: '127.0.0.1',
    JOBS_ENABLED: String(jobs),
    // One disk on this machine stands in for the shared store (S3_BUCKET in production).
    FILES_DIR: process.env.FILES_DIR || path.join(dataDir, 'files'),
    DEMO_DATA: process.env.DEMO_DATA || 'true',
    // The demo surfaces (mailbox, past stays) as with npm start: everything listens on loopback.
    DEV_SURFACES: process.env.DEV_SURFACES || 'true',
    ICAL_FEED_BASE_URL: apiUrl,
  });
  const appEnv = (port) => ({ ...common, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' });

  const api = (name, port, jobs) => service(name, 'node', [...telemetry, ...nodeTs, 'src/server.ts'], { cwd: path.join(root, 'apps/api'), env: apiEnv(port, jobs) });

  // Migrations once, before any process starts; then the first API alone, which seeds the demo
  // data into an empty database, so the second never races it.
  console.log('Migrating…');
  await run('node', [...nodeTs, 'src/cli/migrate.ts'], { cwd: path.join(root, 'packages/db'), env: { ...common } });
  console.log('Starting the first API process (an empty database gets the demo data)…');
  api('api-1', ports.apis[0], false);
  await waitReady(`http://127.0.0.1:${ports.apis[0]}`, 'api-1', 300_000);

  console.log('Starting the second API process, the worker, two sites and the console…');
  api('api-2', ports.apis[1], false);
  // The worker-only entry: no guest or host traffic, its own /health/ready on WORKER_PORT.
  service('worker', 'node', [...telemetry, ...nodeTs, 'src/worker-main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...apiEnv(ports.worker, true), WORKER_PORT: String(ports.worker) },
  });
  ports.webs.forEach((port, i) => service(`site-${i + 1}`, 'node', [...siteTelemetry, 'server.mjs'], { cwd: path.join(root, 'apps/web'), env: appEnv(port) }));
  service('console', 'node', [...siteTelemetry, 'server.mjs'], {
    cwd: path.join(root, 'apps/console'),
    env: { ...appEnv(ports.console), CONSOLE_CLIENT_SECRET: process.env.CONSOLE_CLIENT_SECRET || 'demo-console-secret-change-me' },
  });

  const nginx = writeNginxConfig({
    root,
    dir: path.join(dataDir, 'nginx'),
    values: {
      SITES_LISTEN: `127.0.0.1:${ports.sites}`,
      API_LISTEN: `127.0.0.1:${ports.api}`,
      CONSOLE_HOST: 'console.localhost',
      API_1: `127.0.0.1:${ports.apis[0]}`,
      API_2: `127.0.0.1:${ports.apis[1]}`,
      WEB_1: `127.0.0.1:${ports.webs[0]}`,
      WEB_2: `127.0.0.1:${ports.webs[1]}`,
      CONSOLE_1: `127.0.0.1:${ports.console}`,
    },
  });
  await run(nginxBinary, ['-t', '-q', '-e', nginx.errorLog, '-c', nginx.file], { cwd: root });
  service('nginx', nginxBinary, ['-e', nginx.errorLog, '-c', nginx.file], { cwd: root });

  await Promise.all([
    waitReady(`http://127.0.0.1:${ports.apis[1]}`, 'api-2'),
    waitReady(`http://127.0.0.1:${ports.worker}`, 'worker'),
    ...ports.webs.map((port, i) => waitReady(`http://127.0.0.1:${port}`, `site-${i + 1}`)),
    waitReady(`http://127.0.0.1:${ports.console}`, 'console'),
  ]);
  // Through the balancer, as a browser would come.
  await waitReady(apiUrl, 'the API behind nginx');
  await waitReady(`http://127.0.0.1:${ports.sites}`, 'the sites behind nginx', 60_000, 'lisbon-stays.localhost');
  return { database, apiUrl, consoleOrigin, accessLog: nginx.accessLog, logDir };
}

// One log file per process under .data/cluster/logs; the last lines are printed if it dies.
function startLogged(logDir, name, command, args, options) {
  const file = path.join(logDir, `${name}.log`);
  const fd = openSync(file, 'w');
  const child = startService(name, command, args, { ...options, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  child.once('exit', (code, signal) => {
    if (code === 0 || signal === 'SIGTERM' || signal === 'SIGKILL') return;
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15);
    console.error(`--- last lines of ${file}:\n${lines.join('\n')}`);
  });
  return child;
}

// A port another program holds would have our readiness checks talk to it: refuse to start.
async function assertPortsFree(ports) {
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () => reject(new Error(`port ${port} is in use: choose others (--port, --api-port, --internal-port)`)));
      probe.listen(port, '127.0.0.1', () => probe.close(resolve));
    });
  }
}

// Ready when /health/ready answers 200 (the database answers; for a site, the API is ready).
export async function waitReady(origin, label, timeoutMs = 120_000, host) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await status(`${origin}/health/ready`, host)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} was not ready within ${timeoutMs / 1000} s`);
}

// node:http rather than fetch: fetch may not send our Host header (brands are chosen by it).
function status(url, host) {
  return new Promise((resolve) => {
    const req = request(url, { headers: host ? { host: `${host}:${new URL(url).port}` } : {}, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });
}
