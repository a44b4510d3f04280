import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestTracing, traceIdLogging } from './site-observability.mjs';
import { startTracing } from './tracing.mjs';

// The SDK as register-site starts it for the website, with the sampler of a busy site: nothing of
// its own is sampled (ratio 0), so a trace is recorded only when the caller's traceparent says so.
const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' };
const exporter = new InMemorySpanExporter();
const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpan = '00f067aa0ba902b7';

type Seen = { traceparent?: string; logged?: Record<string, string>; loggedOnFinish?: Record<string, string> };
let server: Server;
let url: string;
let seen: Seen;

beforeAll(async () => {
  await startTracing(env, { serverSpans: 'app', spanProcessor: new SimpleSpanProcessor({ exporter }) });
  const { mixin } = (await traceIdLogging(env)) as { mixin: () => Record<string, string> };
  const traceRequest = await requestTracing({ routeOf: (_req, res) => (res as unknown as { locals: { route?: string } }).locals.route ?? 'other' });
  if (!traceRequest) throw new Error('tracing runs: the middleware is expected');
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    Object.assign(res, { locals: {} });
    traceRequest(req as never, res as never, () => {
      // What the site's loaders do: an API call carries the context on, and log lines are written.
      const headers: Record<string, string> = {};
      propagation.inject(context.active(), headers);
      seen.traceparent = headers.traceparent;
      seen.logged = mixin();
      res.on('finish', () => {
        seen.loggedOnFinish = mixin();
      });
      (res as unknown as { locals: { route: string } }).locals.route = 'routes/home/home.route';
      res.writeHead(200).end('page');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  exporter.reset();
  seen = {};
});

// node:http rather than fetch: the test's own fetch would be traced by the undici instrumentation.
async function visit(path: string, headers: Record<string, string> = {}): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    get(url + path, { headers }, (answer) => answer.resume().on('end', resolve)).on('error', reject);
  });
  // The span ends when the connection's answer closes, just after the body arrived.
  await new Promise((wait) => setTimeout(wait, 50));
}

describe("the site's server spans (register-site and its middleware)", () => {
  it('records a sampled request as one server span under the caller, named after its route, without its address', async () => {
    await visit('/lisbon/payment/ABC123/SeCrEt-ToKeN-0123456789?access=xyz', { traceparent: `00-${callerTrace}-${callerSpan}-01` });

    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    const [span] = spans;
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.name).toBe('GET routes/home/home.route');
    expect(span?.spanContext().traceId).toBe(callerTrace);
    expect(span?.parentSpanContext?.spanId).toBe(callerSpan);
    expect(span?.attributes['http.response.status_code']).toBe(200);
    expect(span?.attributes['http.route']).toBe('routes/home/home.route');
    // Booking access tokens live in some addresses: no attribute holds the address.
    expect(JSON.stringify(span?.attributes)).not.toMatch(/SeCrEt|access=/);
    // The API call continues this trace, sampled; log lines, the request's last one included, carry it.
    expect(seen.traceparent).toBe(`00-${callerTrace}-${span?.spanContext().spanId}-01`);
    expect(seen.logged).toEqual({ traceId: callerTrace });
    expect(seen.loggedOnFinish).toEqual({ traceId: callerTrace });
  });

  it('records nothing for a request the sampler leaves out, and tells the API to leave it out too', async () => {
    await visit('/');

    expect(exporter.getFinishedSpans()).toHaveLength(0);
    // The API follows the parent's decision (parentbased): not sampled.
    expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(seen.logged).toEqual({});
  });

  it('leaves scrapes and health probes out of traces', async () => {
    await visit('/metrics', { traceparent: `00-${callerTrace}-${callerSpan}-01` });
    await visit('/health/ready', { traceparent: `00-${callerTrace}-${callerSpan}-01` });

    expect(exporter.getFinishedSpans()).toHaveLength(0);
    expect(seen.traceparent).toBeUndefined();
  });
});
