import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteMetrics, requestIdFor } from './site-observability.mjs';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function startApiStandIn(): Promise<string> {
  server = createServer((request, response) => response.writeHead(request.url === '/missing' ? 404 : 200).end('{}'));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// What an express answer needs for the /metrics handler; the text lands in `body`.
function scrape(metrics: ReturnType<typeof createSiteMetrics>, request: { remoteAddress: string; headers?: Record<string, string> }) {
  const answer = { status: 200, body: '', headers: {} as Record<string, string> };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    type: () => res,
    set(name: string, value: string) {
      answer.headers[name] = value;
      return res;
    },
    send(body: string) {
      answer.body = body;
      return res;
    },
  };
  return (async () => {
    await metrics.handler({ headers: request.headers ?? {}, socket: { remoteAddress: request.remoteAddress } } as never, res as never);
    return answer;
  })();
}

describe('the site’s request ids', () => {
  it('adopts a well-formed x-request-id and replaces anything else', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'lb-0123456789abcdef' } })).toBe('lb-0123456789abcdef');
    for (const forged of ['short', 'has spaces in it', 'x'.repeat(65), 'line\nbreak-0123456789']) {
      const id = requestIdFor({ headers: { 'x-request-id': forged } });
      expect(id).not.toBe(forged);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the site’s /metrics', () => {
  it('times the calls to the API by method and status class, and nothing sent elsewhere', async () => {
    const apiUrl = await startApiStandIn();
    const metrics = createSiteMetrics({ prefix: 'test_site', apiUrl, routeOf: () => 'other', token: undefined });
    await (await fetch(`${apiUrl}/apis/properties`)).text();
    await (await fetch(`${apiUrl}/missing`)).text();
    await fetch('http://127.0.0.1:9/unreachable').catch(() => undefined);

    const { status, body } = await scrape(metrics, { remoteAddress: '127.0.0.1' });
    expect(status).toBe(200);
    expect(body).toContain('test_site_api_call_duration_seconds_count{method="GET",status_class="2xx"} 1');
    expect(body).toContain('test_site_api_call_duration_seconds_count{method="GET",status_class="4xx"} 1');
    expect(body).not.toContain('status_class="error"');
  });

  it('counts page errors and answers only the operators', async () => {
    const metrics = createSiteMetrics({ prefix: 'test_guarded', apiUrl: 'http://127.0.0.1:9', routeOf: () => 'other', token: undefined });
    metrics.ssrError();
    expect((await scrape(metrics, { remoteAddress: '127.0.0.1' })).body).toContain('test_guarded_ssr_errors_total 1');
    expect((await scrape(metrics, { remoteAddress: '198.51.100.4' })).status).toBe(403);
    expect((await scrape(metrics, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(403);

    const withToken = createSiteMetrics({ prefix: 'test_token', apiUrl: 'http://127.0.0.1:9', routeOf: () => 'other', token: 'scrape-token-0123456789' });
    expect((await scrape(withToken, { remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer scrape-token-0123456789' } })).status).toBe(200);
    expect((await scrape(withToken, { remoteAddress: '127.0.0.1' })).status).toBe(401);
  });
});
