import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';

// The site and API the page bench measures: started here like e2e/playwright.config.ts starts
// them (the built site, the API on a fresh in-memory PGlite with the demo data), or given by URL.

const root = fileURLToPath(new URL('../../', import.meta.url));
const started: ChildProcess[] = [];

export type Site = { webOrigin: string; apiOrigin: string };

export async function startSite(ports: { api: number; web: number }): Promise<Site> {
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  // WEB_BUILD_DIR: another build of the site beside build/ (as e2e/playwright.config.ts takes it).
  const buildDir = process.env.WEB_BUILD_DIR ?? 'build';
  if (!existsSync(`${root}apps/web/${buildDir}/server/index.js`)) {
    throw new Error('No site build: run `npm run build --workspace apps/web` first.');
  }
  const quiet: SpawnOptions = { stdio: ['ignore', 'ignore', 'inherit'], detached: true };
  started.push(
    spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'apps/api/src/server.ts'], {
      ...quiet,
      cwd: root,
      env: { ...process.env, PORT_API: String(ports.api), PGLITE_DATA_DIR: 'memory://', FILES_DIR: '.data/bench-pages-files', DEMO_DATA: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    }),
  );
  await waitFor(`${apiOrigin}/health`, 240_000);
  started.push(
    spawn(process.execPath, ['server.mjs'], {
      ...quiet,
      cwd: `${root}apps/web`,
      env: { ...process.env, PORT: String(ports.web), API_URL: apiOrigin, NODE_ENV: 'production', WEB_BUILD_DIR: buildDir },
    }),
  );
  await waitFor(`http://127.0.0.1:${ports.web}/`, 60_000);
  return { webOrigin: `http://lisbon-stays.localhost:${ports.web}`, apiOrigin };
}

export function stopSite(): void {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// A GET on the site by its brand host name. Node's resolver doesn't know *.localhost (the
// browser does), so the request goes to the loopback address with the site's Host header.
export function siteText(origin: string, path: string): Promise<string> {
  const url = new URL(path, origin);
  const loopback = url.hostname.endsWith('.localhost') || url.hostname === 'localhost';
  if (!loopback) return fetch(url).then((response) => response.text());
  // Behind a local TLS proxy (bench:pages --tls) its certificate is self-signed.
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html,application/json' },
        ...(secure ? { servername: url.hostname, rejectUnauthorized: false } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => ((response.statusCode ?? 500) < 400 ? resolve(body) : reject(new Error(`GET ${path}: ${response.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
