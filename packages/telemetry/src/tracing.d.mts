import type { SpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

// serverSpans: 'http' (the API: the HTTP instrumentation's) or 'app' (the site and console: their
// own middleware's). spanProcessor: the tests' in-memory one instead of the OTLP batch.
export function startTracing(
  env: Record<string, string | undefined>,
  options?: { serverSpans?: 'http' | 'app'; spanProcessor?: SpanProcessor },
): Promise<TracerProvider>;
