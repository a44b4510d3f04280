import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

// Set by @direct/telemetry when the tracing SDK runs (register.mjs); absent otherwise, and then
// the embedded database is used exactly as it is.
const tracingFlag = Symbol.for('direct.telemetry.tracing');

type Queryable = Pick<PGlite, 'query' | 'exec'>;

// PGlite has no OpenTelemetry instrumentation: its query path (the one drizzle uses: query, exec,
// and the same calls inside a transaction) gets a client span per statement, named like
// node-postgres' spans so both databases read alike in a trace.
export function traceQueriesWhenTracing(client: PGlite): void {
  if ((globalThis as Record<symbol, unknown>)[tracingFlag] !== true) return;
  const tracer = trace.getTracer('@direct/db');
  wrapQueries(client, tracer);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    !recordingParent()
      ? transaction(callback)
      : tracer.startActiveSpan('pglite.transaction', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql' } }, (span) =>
          settle(
            span,
            transaction((tx) => {
              wrapQueries(tx, tracer);
              return callback(tx);
            }),
          ),
        );
}

function wrapQueries(target: Queryable, tracer: ReturnType<typeof trace.getTracer>): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    !recordingParent()
      ? (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest)
      : tracer.startActiveSpan(spanName(text), spanOptions(text), (span) => settle(span, (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest)))) as Queryable['query'];
  target.exec = ((text: string, ...rest: unknown[]) =>
    !recordingParent()
      ? (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest)
      : tracer.startActiveSpan(spanName(text), spanOptions(text), (span) => settle(span, (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest)))) as Queryable['exec'];
}

// Statements only inside a recorded request or job (as node-postgres' requireParentSpan): under a
// parent the sampler left out, or none, the span would be dropped anyway (parent-based sampler),
// so not even the non-recording one is made.
function recordingParent(): boolean {
  return trace.getActiveSpan()?.isRecording() === true;
}

function spanName(text: string): string {
  return `pglite.query:${/^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL'}`;
}

// The statement text is parameterised by drizzle (values travel apart), so it carries no data.
function spanOptions(text: string) {
  return { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) } };
}

async function settle<T>(span: Span, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
