import { context, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// With tracing on (@direct/telemetry/register), the HTTP server span is named after the route
// pattern ("GET /apis/properties/:id") instead of the bare method, as the HTTP instrumentation
// does for frameworks that tell it the route.
export function registerTraceNaming(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const metadata = getRPCMetadata(context.active());
    if (metadata?.type === RPCType.HTTP && request.routeOptions.url) metadata.route = request.routeOptions.url;
  });
}

// Every log line written inside a traced request or job carries its trace id, so a log line
// leads to its trace (and the request id, in both services' logs, to the line).
export function withTraceIds(options: NonNullable<FastifyServerOptions['logger']>): NonNullable<FastifyServerOptions['logger']> {
  if (typeof options !== 'object') return options;
  return {
    ...options,
    mixin() {
      const span = trace.getActiveSpan();
      return span ? { traceId: span.spanContext().traceId } : {};
    },
  };
}
