// The tracing SDK, started by register.mjs only when an OTLP endpoint is configured: W3C trace
// context in and out, spans for incoming HTTP (the servers), outgoing fetch/undici (the site's API
// calls, PayPal and Opayo) and node:http (Stripe's SDK), and node-postgres queries; batches sent
// over OTLP/HTTP (protobuf) to OTEL_EXPORTER_OTLP_ENDPOINT.
import { createRequire } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { EarlyRootSampler, setEarlySampling } from './early-sampling.mjs';
import { batchDelayMs, samplerSetting, serviceNameOf, tracingFlag, unTracedPaths } from './tracing-config.mjs';


// options.serverSpans: 'http' (default; the API: the HTTP instrumentation makes every incoming
// request's span) or 'app' (the site and console: their own middleware does, request-tracing.mjs).
export async function startTracing(env, options = {}) {
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': serviceNameOf(env) })),
    sampler: samplerOf(samplerSetting(env)),
    spanProcessors: [options.spanProcessor ?? new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: batchDelayMs(env) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: options.serverSpans === 'app',
        ignoreIncomingRequestHook: (request) => unTracedPaths.test(request.url ?? ''),
        // Outgoing node:http calls only inside a request or job already traced (Stripe's SDK);
        // the exporter's own sends are never traced.
        requireParentforOutgoingSpans: true,
      }),
      // As node:http: fetch calls only inside a request or job already traced (PayPal, Opayo;
      // the site's API calls always are), never a trace of their own.
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // A span per statement; the pool's connect spans would triple the count and say little.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  // The http instrumentation patches node:http when it is required; a server written as ESM
  // (`import { createServer } from 'node:http'`) never requires it, so it is required here once.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  globalThis[tracingFlag] = true;

  // Spans still in the batch are sent before the process ends.
  const flush = () => provider.forceFlush().catch(() => undefined);
  process.once('beforeExit', flush);
  for (const signal of ['SIGTERM', 'SIGINT']) process.prependOnceListener(signal, flush);
  return provider;
}

// The root sampler is wrapped so that a server can decide a request's sampling before making its
// span (early-sampling.mjs); the draw is at the same ratio.
function samplerOf({ name, ratio }) {
  const [inner, rootRatio] = name.endsWith('always_off')
    ? [new AlwaysOffSampler(), 0]
    : name.endsWith('traceidratio')
      ? [new TraceIdRatioBasedSampler(ratio), ratio]
      : [new AlwaysOnSampler(), 1];
  const root = new EarlyRootSampler(inner, rootRatio);
  const followsParent = name.startsWith('parentbased_');
  setEarlySampling(root, followsParent);
  return followsParent ? new ParentBasedSampler({ root }) : root;
}
