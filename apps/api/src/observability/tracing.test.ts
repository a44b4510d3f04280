import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../testing/api-process.ts';
import { startOtlpStandIn, type OtlpStandIn, type ReceivedSpan } from '../testing/otlp-stand-in.ts';
import { testEnvironment } from '../testing/test-app.ts';

const register = ['--import', '@direct/telemetry/register-api'];
// The website starts with its own register file (its middleware makes the server spans).
const registerSite = ['--import', '@direct/telemetry/register-site'];
const site = { WEB_CLIENT_ID: 'traced-site', WEB_CLIENT_SECRET: 'traced-site-secret-0123456789' };
const spanKind = { server: 2, client: 3 };

let collector: OtlpStandIn;
let api: ApiProcess | undefined;
let caller: ChildProcess | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  collector = await startOtlpStandIn();
  if (!process.env.DATABASE_URL) dataDir = await mkdtemp(join(tmpdir(), 'tracing-'));
});
afterAll(async () => {
  caller?.kill('SIGKILL');
  await api?.kill();
  await collector.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// The stand-in for the website's server (testing/traced-caller.ts), under the site's register file.
async function startCaller(env: Record<string, string>): Promise<string> {
  const script = resolve(dirname(fileURLToPath(import.meta.url)), '../testing/traced-caller.ts');
  caller = spawn(process.execPath, [...registerSite, '--experimental-strip-types', '--disable-warning=ExperimentalWarning', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /caller ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolveUrl(ready[1]);
    };
    caller?.stdout?.on('data', onData);
    caller?.stderr?.on('data', onData);
    caller?.once('exit', (code) => reject(new Error(`the caller exited (${code}):\n${output}`)));
  });
}

async function spansUntil(done: (spans: ReceivedSpan[]) => boolean, timeoutMs = 30_000): Promise<ReceivedSpan[]> {
  const deadline = Date.now() + timeoutMs;
  while (!done(collector.spans)) {
    if (Date.now() > deadline) throw new Error(`spans received so far:\n${JSON.stringify(collector.spans, null, 1)}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return collector.spans;
}

describe('tracing from the site through the API to the database', () => {
  // Two processes start (the API migrates its database first): generous on a loaded machine.
  it('one site request is one trace: the site server span, its API call, the API span and a database span', async () => {
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' };
    api = await startApiProcess(
      {
        ...testEnvironment,
        // The test waits for the "API ready" line, and reads the request's line.
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        ...site,
        ...otel,
        OTEL_SERVICE_NAME: 'api',
        JOBS_ENABLED: 'false',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DATA_DIR: dataDir as string }),
      },
      180_000,
      register,
    );
    const callerUrl = await startCaller({ ...site, ...otel, OTEL_SERVICE_NAME: 'site', API_URL: api.url });

    const page = await fetch(`${callerUrl}/page`);
    expect(await page.text()).toBe('api answered 404\n');

    const isApiServerSpanOfResolve = (span: ReceivedSpan) => span.service === 'api' && span.kind === spanKind.server && span.name === 'GET /apis/brands/resolve';
    const spans = await spansUntil((all) => {
      const root = all.find((span) => span.service === 'site' && span.kind === spanKind.server);
      return root !== undefined && all.some((span) => span.traceId === root.traceId && isApiServerSpanOfResolve(span)) && all.some((span) => span.traceId === root.traceId && span.service === 'api' && /^(pglite|pg)\./.test(span.name));
    });
    const root = spans.find((span) => span.service === 'site' && span.kind === spanKind.server) as ReceivedSpan;
    const trace = spans.filter((span) => span.traceId === root.traceId);

    // The page's request starts the trace; the site's API calls are its children.
    expect(root.parentSpanId).toBe('');
    const siteCalls = trace.filter((span) => span.service === 'site' && span.kind === spanKind.client);
    expect(siteCalls.length).toBeGreaterThanOrEqual(1);
    // The API continued the trace the site's traceparent header carried, under the site's call.
    const apiSpan = trace.find(isApiServerSpanOfResolve) as ReceivedSpan;
    expect(siteCalls.map((span) => span.spanId)).toContain(apiSpan.parentSpanId);
    // And its database work is inside it (the brand lookup), in the same trace.
    const databaseSpans = trace.filter((span) => span.service === 'api' && /^(pglite|pg)\./.test(span.name));
    expect(databaseSpans.length).toBeGreaterThan(0);
    // The API's line for that request, written as its answer finished, leads to the trace.
    const logLines = api.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { url?: string; traceId?: string });
    expect(logLines.find((line) => line.url?.startsWith('/apis/brands/resolve'))?.traceId).toBe(root.traceId);
    // Nothing from this request was left in a trace of its own.
    expect(spans.filter((span) => span.service === 'site' && span.kind === spanKind.server)).toHaveLength(1);
  }, 240_000);
});
