// `npm run cluster:test`: CI's proof that the services are stateless (issue 15 §3). Starts the
// cluster on a fresh database, runs the 1,000-request booking race through the balancer, then the
// guest's journey in the browser against the balancer (search: guest-journey, book and pay:
// booking-journey, check in: checkin-journey), and stops everything and drops the database
// whatever happened. Ports: --port (sites and console, 3450), --api-port (4450), --internal-port (3550).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureSupportedNode } from '../node-version.mjs';
import { run, stopAll } from '../processes.mjs';
import { clusterPorts, startCluster } from './start-cluster.mjs';

await ensureSupportedNode();
const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3450' },
    'api-port': { type: 'string', default: '4450' },
    'internal-port': { type: 'string', default: '3550' },
    'skip-journey': { type: 'boolean', default: false },
  },
});
const ports = clusterPorts({ port: Number(values.port), apiPort: Number(values['api-port']), internalPort: Number(values['internal-port']) });
const journey = ['tests/guest-journey.spec.ts', 'tests/booking-journey.spec.ts', 'tests/checkin-journey.spec.ts'];

const started = performance.now();
const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;
try {
  // Always a fresh database on the local server (DATABASE_URL is ignored: the race writes to it).
  const cluster = await startCluster({ root, ports, databaseUrl: undefined, databaseName: undefined });
  console.log(`== Cluster ready after ${seconds()}; the booking race through ${cluster.apiUrl}`);
  await run('node', ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/cluster/booking-race.ts', '--api', cluster.apiUrl, '--database-url', cluster.database.url, '--access-log', cluster.accessLog], {
    cwd: root,
  });
  if (!values['skip-journey']) {
    console.log(`== The guest's journey in the browser through the balancer (${seconds()})`);
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromium)) throw new Error(`no browser at ${chromium} (CHROMIUM_PATH)`);
    await run('npx', ['playwright', 'test', ...journey], {
      cwd: path.join(root, 'e2e'),
      env: {
        ...process.env,
        E2E_EXTERNAL: '1',
        E2E_API_PORT: String(ports.api),
        // The sites and the console share nginx's port; the host name tells them apart.
        E2E_WEB_PORT: String(ports.sites),
        E2E_CONSOLE_PORT: String(ports.sites),
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(root, '.data/cluster/playwright-results.json'),
      },
    });
  }
  console.log(`== Cluster proof passed in ${seconds()}`);
  stopAll(0);
} catch (error) {
  console.error(`== Cluster proof FAILED after ${seconds()}: ${error instanceof Error ? error.message : error}`);
  console.error('   Each process logged to .data/cluster/logs/; nginx to .data/cluster/nginx/logs/.');
  stopAll(1);
}
