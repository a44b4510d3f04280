import { context, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeOf } from '../http/error-handler.ts';
import { OneLinePerRequest } from '../request-logging.ts';
import type { ApiMetrics } from './api-metrics.ts';

// What the observability does for each request, with no Fastify hook of its own: Fastify's log
// controller already hears of every request as it starts and once its answer is sent, so:
// - as it starts (matched or not), its server span, when recorded, is named after its route
//   pattern. Named this early, an answer never sent (the caller went away) is named too;
// - once sent, after its log line, it is counted under that pattern (/apis/properties/:id, not
//   the address, so the series stay few), with its error code when it failed.
// A cached catalogue answer takes about 0.1 ms; each hook Fastify runs for it (a hook runner, a
// read of request.routeOptions, an object built at every read) is a measurable part of that
// (docs/observability.md, session 23), so the two ride on the callbacks Fastify makes anyway.
export class ObservedRequests extends OneLinePerRequest {
  private readonly observe: { metrics: ApiMetrics | undefined; tracing: boolean };

  constructor(observe: { metrics: ApiMetrics | undefined; tracing: boolean }) {
    super();
    this.observe = observe;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.observe.tracing) nameServerSpan(request);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    super.requestCompleted(error, request, reply);
    const { metrics } = this.observe;
    if (metrics === undefined) return;
    metrics.observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    const code = errorCodeOf(reply);
    if (code !== undefined) metrics.recordError(code);
  }
}

// The server span is named after the route pattern ("GET /apis/properties/:id"), never the
// address (booking links carry access tokens); a request no route matched keeps its method alone.
// Under the plain register file the HTTP instrumentation made the span; its route metadata is set
// too. The route is read only for a recorded span (Fastify builds routeOptions at each read).
function nameServerSpan(request: FastifyRequest): void {
  const span = trace.getActiveSpan();
  if (span === undefined || !span.isRecording()) return;
  const route = request.routeOptions.url;
  if (route === undefined) return;
  span.updateName(`${request.method} ${route}`);
  span.setAttribute('http.route', route);
  const metadata = getRPCMetadata(context.active());
  if (metadata?.type === RPCType.HTTP) metadata.route = route;
}
