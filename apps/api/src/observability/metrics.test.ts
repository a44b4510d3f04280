import { emailOutbox, jobs } from '@direct/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

// One sample line of the exposition, e.g. `api_jobs_due 1`; undefined when absent.
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the API', () => {
  it('counts requests by route pattern, method and status class, and errors by code', async () => {
    test = await createTestApp();
    await test.app.inject({ method: 'GET', url: '/health' });
    await test.app.inject({ method: 'GET', url: '/apis/no-such-route' });

    const response = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, 'api_http_request_duration_seconds_count{route="/health",method="GET",status_class="2xx"}')).toBe(1);
    // Unknown addresses share one series instead of one per address.
    expect(sample(text, 'api_http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'api_errors_total{code="not_found"}')).toBe(1);
    // The process' own metrics come along.
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reads the job queue and the email outbox from the database at scrape time', async () => {
    test = await createTestApp();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await test.db.insert(jobs).values([
      { kind: 'test-job', runAt: hourAgo },
      { kind: 'test-job', runAt: new Date(Date.now() + 3_600_000) },
    ]);
    await test.db.insert(emailOutbox).values({ toAddress: 'guest@example.test', fromAddress: 'host@example.test', subject: 'Hello', textBody: 'Hi', createdAt: hourAgo });

    const text = (await test.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'api_backlog_up')).toBe(1);
    expect(sample(text, 'api_jobs_queued')).toBe(2);
    expect(sample(text, 'api_jobs_due')).toBe(1);
    expect(sample(text, 'api_jobs_lag_seconds')).toBeGreaterThanOrEqual(3_590);
    expect(sample(text, 'api_email_outbox_pending')).toBe(1);
    expect(sample(text, 'api_email_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3_590);
    expect(sample(text, 'api_webhook_deliveries_pending')).toBe(0);
    expect(sample(text, 'api_calendar_feeds')).toBe(0);
  });

  it('without METRICS_TOKEN answers only direct requests from this machine', async () => {
    test = await createTestApp();
    expect((await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const outside = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: { code: 'forbidden' } });
    // Through a proxy on this machine (a site host, the load balancer): refused all the same.
    const proxied = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN answers whoever sends the token, and nobody else', async () => {
    test = await createTestApp({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } });
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await test.app.inject({ method: 'GET', url: '/metrics', ...remote, headers: { authorization: 'Bearer scrape-token-0123456789' } })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/metrics', ...remote, headers: { authorization: 'Bearer scrape-token-012345678' } })).statusCode).toBe(401);
    // The token replaces the loopback rule: from this machine without it, refused too.
    expect((await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
  });
});
