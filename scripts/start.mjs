// `npm start`: build the site and the host console, start the API (migrates and seeds demo data
// into the embedded database on first run), the site and the console, then print where to look.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './node-version.mjs';
import { run, startService, stopAll, waitForHttp } from './processes.mjs';

// On a Node older than 22.22: re-runs this script with Node 24 (fetched once into ~/.cache/node24).
await ensureSupportedNode();
const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

const dev = process.argv.includes('--dev');
const apiPort = process.env.PORT_API ?? '4000';
const webPort = process.env.PORT ?? '3000';
const consolePort = process.env.CONSOLE_PORT ?? '3001';
const apiHost = process.env.API_HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://${apiHost}:${apiPort}`;
// The demo on this machine gets the development surfaces (mailbox, past stays) unless the user
// decided (DEV_SURFACES set); an API reachable from elsewhere never gets them by default.
const loopback = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(apiHost.trim());
const devSurfaces = (process.env.DEV_SURFACES ?? '').trim() || (loopback ? 'true' : 'false');
// Emails (confirmation, sign-in links, invitations) link to the console: the API needs its origin.
const consoleOrigin = process.env.CONSOLE_ORIGIN ?? `http://console.localhost:${consolePort}`;
const env = { ...process.env, PORT_API: apiPort, PORT: webPort, API_URL: apiUrl, DEV_SURFACES: devSurfaces, CONSOLE_ORIGIN: consoleOrigin };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

try {
  if (!dev) {
    console.log('Building the website…');
    await run(npm, ['run', 'build', '--workspace', 'apps/web', '--silent'], { cwd: root, env });
    console.log('Building the host console…');
    await run(npm, ['run', 'build', '--workspace', 'apps/console', '--silent'], { cwd: root, env });
  }
  console.log('Starting the API (first start creates the embedded database with demo data)…');
  startService('API', npm, ['start', '--workspace', 'apps/api', '--silent'], { cwd: root, env });
  await waitForHttp(`${apiUrl}/health`, { label: 'The API', timeoutMs: 300_000 });

  const webArgs = dev
    ? ['run', 'dev', '--workspace', 'apps/web', '--silent', '--', '--port', webPort, '--strictPort']
    : ['start', '--workspace', 'apps/web', '--silent'];
  startService('Website', npm, webArgs, { cwd: root, env });
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { label: 'The website' });

  // The console reads PORT like the site; it gets its own.
  const consoleEnv = { ...env, PORT: consolePort };
  const consoleArgs = dev
    ? ['run', 'dev', '--workspace', 'apps/console', '--silent', '--', '--port', consolePort, '--strictPort']
    : ['start', '--workspace', 'apps/console', '--silent'];
  startService('Host console', npm, consoleArgs, { cwd: root, env: consoleEnv });
  await waitForHttp(`http://127.0.0.1:${consolePort}/sign-in`, { label: 'The host console' });

  const site = (host) => `http://${host}:${webPort}/`;
  console.log(`
Ready.
  Lisbon Stays (host brand)        ${site('lisbon-stays.localhost')}
  Alpine Lodges (host brand)       ${site('alpine-lodges.localhost')}
  Direct Collection (shared list)  ${site('direct.localhost')}
  Budget Beds (organization 66)    ${site('budget-beds.localhost')}
  Default brand                    ${site('localhost')}
  Host console                     http://console.localhost:${consolePort}/
  API docs                         ${apiUrl}/apis/docs
Stop with Ctrl-C.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
