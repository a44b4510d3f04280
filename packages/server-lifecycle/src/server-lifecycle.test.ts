import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerLifecycle, shutdownTimeoutFrom } from './server-lifecycle.mjs';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// A stand-in for the API's /health/ready answering the status the test sets.
async function apiStandIn(status: { code: number }): Promise<string> {
  const base = await listen(createServer((_req, res) => res.writeHead(status.code).end('{}')));
  return `${base}/health/ready`;
}

// The site's server shape: the lifecycle's middleware first, then the app (here one slow route).
async function site(apiReadyUrl: string, gate?: Promise<void>, entered?: () => void) {
  const lifecycle = createServerLifecycle({ apiReadyUrl, checkTimeoutMs: 500 });
  const server = createServer((req, res) =>
    lifecycle.health(req, res, async () => {
      if (req.url !== '/slow') return void res.writeHead(404).end();
      entered?.();
      await gate;
      res.end('finished');
    }),
  );
  const url = await listen(server);
  return { lifecycle, server, url };
}

function get(url: string): Promise<{ status: number; body: string }> {
  // A fresh connection per request (no agent), as a balancer's probe opens.
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('site health', () => {
  it('is live without asking anyone, and ready only while the API is ready', async () => {
    const api = { code: 200 };
    const { url } = await site(await apiStandIn(api));
    expect(await get(`${url}/health/live`)).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
    expect(JSON.parse((await get(`${url}/health/ready`)).body)).toEqual({ status: 'ready', checks: { api: true, shuttingDown: false } });
    api.code = 503;
    const notReady = await get(`${url}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: 'not_ready', checks: { api: false, shuttingDown: false } });
  });

  it('is not ready when the API does not answer', async () => {
    const { url } = await site('http://127.0.0.1:9/health/ready');
    expect((await get(`${url}/health/ready`)).status).toBe(503);
  });
});

describe('site shutdown', () => {
  it('turns not ready at once, refuses new connections, lets the request in flight finish and exits 0', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const { lifecycle, server, url } = await site(await apiStandIn({ code: 200 }), gate, entered);

    const slow = get(`${url}/slow`);
    await inHandler;
    const exit = lifecycle.shutDown(server, 5000);
    expect(lifecycle.isShuttingDown()).toBe(true);
    await expect(get(`${url}/health/live`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    expect(await slow).toEqual({ status: 200, body: 'finished' });
    expect(await exit).toBe(0);
  });

  it('cuts a request still running at the timeout and exits 1', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const { lifecycle, server, url } = await site(await apiStandIn({ code: 200 }), new Promise(() => undefined), entered);
    const slow = get(`${url}/slow`);
    await inHandler;
    expect(await lifecycle.shutDown(server, 200)).toBe(1);
    await expect(slow).rejects.toThrow();
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('defaults to 10 s and refuses what is not a sane number of milliseconds', () => {
    expect(shutdownTimeoutFrom({})).toBe(10_000);
    expect(shutdownTimeoutFrom({ SHUTDOWN_TIMEOUT_MS: '2500' })).toBe(2500);
    expect(() => shutdownTimeoutFrom({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => shutdownTimeoutFrom({ SHUTDOWN_TIMEOUT_MS: '5' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
