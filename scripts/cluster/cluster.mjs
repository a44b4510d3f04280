// `npm run cluster [-- --port 8080 --api-port 8081 --internal-port 4100 --database <name> --build]`:
// the platform as several processes behind nginx on this machine (decision 0036). Without
// --database (and without DATABASE_URL) it makes a fresh database and drops it on Ctrl-C.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { ensureSupportedNode } from '../node-version.mjs';
import { stopAll } from '../processes.mjs';
import { clusterPorts, startCluster } from './start-cluster.mjs';

await ensureSupportedNode();
const root = fileURLToPath(new URL('../..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'api-port': { type: 'string', default: '8081' },
    'internal-port': { type: 'string', default: '4100' },
    database: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const ports = clusterPorts({ port: Number(values.port), apiPort: Number(values['api-port']), internalPort: Number(values['internal-port']) });

try {
  const cluster = await startCluster({ root, ports, databaseUrl: process.env.DATABASE_URL || undefined, databaseName: values.database, rebuild: values.build });
  const site = (host) => `http://${host}:${ports.sites}/`;
  console.log(`
Ready: 2 API processes (${ports.apis.join(', ')}), 1 worker, 2 sites (${ports.webs.join(', ')}), the console (${ports.console}), nginx in front.
  Lisbon Stays (host brand)        ${site('lisbon-stays.localhost')}
  Alpine Lodges (host brand)       ${site('alpine-lodges.localhost')}
  Direct Collection (shared list)  ${site('direct.localhost')}
  Host console                     ${cluster.consoleOrigin}/
  API (balanced)                   ${cluster.apiUrl}/apis/docs
  Logs                             ${cluster.logDir}/ (nginx: ${cluster.accessLog})
Stop with Ctrl-C.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
