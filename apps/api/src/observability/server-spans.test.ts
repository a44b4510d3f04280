import { request as httpRequest } from 'node:http';
import { context, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { pino } from 'pino';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTracing } from '@direct/telemetry/tracing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { withTraceIds } from './trace-context.ts';

// The SDK as register-api starts it, in this process, with the sampler of a busy API: nothing of
// its own is sampled (ratio 0), so a request is traced only when its traceparent says so.
const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' };
const exporter = new InMemorySpanExporter();
const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpan = '00f067aa0ba902b7';
const sampled = `00-${callerTrace}-${callerSpan}-01`;
const notSampled = `00-${callerTrace}-${callerSpan}-00`;

let t: TestApp;
let url: string;
// What the handlers saw: the trace id of the span active while they ran.
let seenTraceparent: string | undefined;

beforeAll(async () => {
  await startTracing(env, { serverSpans: 'app', spanProcessor: new SimpleSpanProcessor({ exporter }) });
  // Loaded after the SDK, as under --import: the database is opened with its query spans.
  const { createTestApp } = await import('../testing/test-app.ts');
  const { propagation, context } = await import('@opentelemetry/api');
  const seeContext = () => {
    const headers: Record<string, string> = {};
    propagation.inject(context.active(), headers);
    seenTraceparent = headers.traceparent;
  };
  t = await createTestApp({
    env: env,
    configure: (app) => {
      app.get('/apis/trace-probe/:token', { config: { public: true } }, async () => {
        await t.db.execute(sql`select 1`);
        seeContext();
        return { ok: true };
      });
      // An answer the caller does not wait for.
      app.get('/apis/trace-probe/slow/:token', { config: { public: true } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { ok: true };
      });
      // A body arrives through the request's events: the handler must still run in the span's context.
      app.post('/apis/trace-probe', { config: { public: true } }, async () => {
        await t.db.execute(sql`select 1`);
        seeContext();
        return { ok: true };
      });
    },
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  exporter.reset();
  seenTraceparent = undefined;
});

// node:http rather than fetch: the test's own fetch would be traced by the undici instrumentation.
async function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
  const status = await new Promise<number>((resolve, reject) => {
    const sent = httpRequest(url + path, { method, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers }, (answer) =>
      answer.resume().on('end', () => resolve(answer.statusCode ?? 0)),
    );
    sent.on('error', reject);
    if (body === undefined) return sent.end();
    // The body's second half comes later, as a slow client's would: it reaches the server from
    // the socket's own events, outside whatever context the request started in.
    sent.write(body.slice(0, 1));
    setTimeout(() => sent.end(body.slice(1)), 30);
  });
  // The span ends when the answer's connection side closes, just after the body arrived.
  await new Promise((wait) => setTimeout(wait, 50));
  return status;
}

const serverSpans = () => exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
const childrenOf = (parent: ReadableSpan) => exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

describe("the API's server spans (register-api and its own server)", () => {
  it('records a sampled request as one server span under the caller, named after its route pattern, with its database work inside', async () => {
    expect(await call('GET', '/apis/trace-probe/secret-token?access=secret', { traceparent: sampled })).toBe(200);

    const [span, ...others] = serverSpans();
    expect(others).toHaveLength(0);
    expect(span?.name).toBe('GET /apis/trace-probe/:token');
    expect(span?.spanContext().traceId).toBe(callerTrace);
    expect(span?.parentSpanContext?.spanId).toBe(callerSpan);
    expect(span?.attributes).toMatchObject({ 'http.route': '/apis/trace-probe/:token', 'http.response.status_code': 200, 'http.request.method': 'GET' });
    // No address: booking links carry access tokens.
    expect(JSON.stringify(span?.attributes)).not.toContain('secret');
    expect(childrenOf(span as ReadableSpan).map((child) => child.name)).toContainEqual(expect.stringMatching(/^(pglite|pg)\.query/));
    expect(seenTraceparent).toBe(`00-${callerTrace}-${span?.spanContext().spanId}-01`);
  });

  it('keeps the span active for a handler that runs once the request body is in', async () => {
    expect(await call('POST', '/apis/trace-probe', { traceparent: sampled }, JSON.stringify({ a: 1 }))).toBe(200);

    const [span] = serverSpans();
    expect(span?.name).toBe('POST /apis/trace-probe');
    expect(childrenOf(span as ReadableSpan).map((child) => child.name)).toContainEqual(expect.stringMatching(/^(pglite|pg)\.query/));
    expect(seenTraceparent).toBe(`00-${callerTrace}-${span?.spanContext().spanId}-01`);
  });

  it('records nothing for a request the caller left out, and runs it with no span or context at all', async () => {
    expect(await call('GET', '/apis/trace-probe/x', { traceparent: notSampled })).toBe(200);
    expect(await call('POST', '/apis/trace-probe', { traceparent: notSampled }, '{}')).toBe(200);
    // As with tracing off: the API's own calls go to gateways, which have no use for the decision
    // (early-sampling.mjs).
    expect(seenTraceparent).toBeUndefined();
    // Nor with no traceparent at all (the sampler's ratio is 0 here): no server, database or other span.
    expect(await call('GET', '/apis/trace-probe/y', {})).toBe(200);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });

  it('names a request no route matched by its method alone', async () => {
    expect(await call('GET', '/apis/no-such-route/secret', { traceparent: sampled })).toBe(404);
    const [span] = serverSpans();
    expect(span?.name).toBe('GET');
    expect(span?.attributes['http.route']).toBeUndefined();
    expect(span?.attributes['http.response.status_code']).toBe(404);
  });

  it('names the span of a request whose caller went away before the answer after its route too', async () => {
    await new Promise<void>((resolve) => {
      const sent = httpRequest(`${url}/apis/trace-probe/slow/x`, { headers: { traceparent: sampled } });
      sent.on('error', () => resolve());
      sent.end();
      setTimeout(() => {
        sent.destroy();
        resolve();
      }, 100);
    });
    await new Promise((wait) => setTimeout(wait, 400));
    const [span] = serverSpans();
    expect(span?.name).toBe('GET /apis/trace-probe/slow/:token');
    expect(span?.attributes['error.type']).toBe('aborted');
  });
});

describe("the API's log lines", () => {
  it('carry the trace id inside a sampled request only, and a line keeps its own fields', () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(withTraceIds({ level: 'info' }) as pino.LoggerOptions, { write: (line: string) => lines.push(JSON.parse(line)) });
    const inside = (flags: TraceFlags, write: () => void) =>
      context.with(trace.setSpan(context.active(), trace.wrapSpanContext({ traceId: callerTrace, spanId: callerSpan, traceFlags: flags })), write);
    log.info({ a: 1 }, 'outside any request');
    inside(TraceFlags.SAMPLED, () => log.info({ a: 2 }, 'sampled'));
    inside(TraceFlags.NONE, () => log.info({ a: 3 }, 'left out'));
    inside(TraceFlags.SAMPLED, () => log.info({ traceId: 'its own' }, 'sampled, with a field of the same name'));
    expect(lines.map(({ msg, a, traceId }) => ({ msg, a, traceId }))).toEqual([
      { msg: 'outside any request', a: 1, traceId: undefined },
      { msg: 'sampled', a: 2, traceId: callerTrace },
      { msg: 'left out', a: 3, traceId: undefined },
      { msg: 'sampled, with a field of the same name', a: undefined, traceId: 'its own' },
    ]);
  });
});

