import { createServer, type Server, type ServerOptions } from 'node:http';
import { requestTracing } from '@direct/telemetry/server-tracing';
import { context, trace, TraceFlags } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';

// Fastify's options for its server (all set, from its defaults, when the factory is called).
type ServerTimings = { http?: ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number | null };

// Started with @direct/telemetry/register-api, the API's server makes each request's server span
// itself (request-tracing.mjs), the sampler deciding before anything else is done: the HTTP
// instrumentation's incoming side cost more than a catalogue answer (docs/decisions/0046). The
// whole of Fastify's handling runs inside the span's context, so the handler's database and
// outgoing spans and its log lines attach to it. undefined when tracing is off.
export async function tracedServerFactory(): Promise<FastifyServerFactory | undefined> {
  const traceRequest = await requestTracing({});
  if (!traceRequest) return undefined;
  // Fastify's own server, as it would make it (lib/server.js), with the tracing in front.
  return (handler, options): Server => {
    const { http, keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options as ServerTimings;
    const server = createServer(http ?? {}, (req, res) => traceRequest(req, res, () => handler(req, res)));
    if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout ?? 0);
    if (maxRequestsPerSocket !== undefined && maxRequestsPerSocket !== null && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

// The server span is named after the route pattern ("GET /apis/properties/:id"), never the
// address (booking links carry access tokens). Also under the plain register file, where the HTTP
// instrumentation makes the span and takes the route from its metadata.
export function registerTraceNaming(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for the requests left out.
  // The span is named here, as soon as the route has matched, so nothing has to be left on the
  // raw request for the span's end to read.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = trace.getActiveSpan();
    if (route !== undefined && span?.isRecording()) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
      const metadata = getRPCMetadata(context.active());
      if (metadata?.type === RPCType.HTTP) metadata.route = route;
    }
    done();
  });
}

// Every log line written inside a sampled request or job carries its trace id, so a log line
// leads to its trace (and the request id, in both services' logs, to the line). A trace the
// sampler left out is stored nowhere: its id would lead nowhere.
export function withTraceIds(options: NonNullable<FastifyServerOptions['logger']>): NonNullable<FastifyServerOptions['logger']> {
  if (typeof options !== 'object') return options;
  return {
    ...options,
    mixin() {
      const spanContext = trace.getActiveSpan()?.spanContext();
      return spanContext && spanContext.traceFlags & TraceFlags.SAMPLED ? { traceId: spanContext.traceId } : {};
    },
  };
}
