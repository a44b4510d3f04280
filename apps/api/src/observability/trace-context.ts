import { createServer, type Server, type ServerOptions } from 'node:http';
import { requestTracing } from '@direct/telemetry/server-tracing';
import { traceIdLogOptions } from '@direct/telemetry/trace-id-logging';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';

// Fastify's options for its server (all set, from its defaults, when the factory is called).
type ServerTimings = { http?: ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number | null };

// Started with @direct/telemetry/register-api, the API's server makes each request's server span
// itself (request-tracing.mjs), the sampler deciding before anything else is done: the HTTP
// instrumentation's incoming side cost more than a catalogue answer (docs/decisions/0046). The
// whole of Fastify's handling runs inside the span's context, so the handler's database and
// outgoing spans and its log lines attach to it. undefined when tracing is off.
export async function tracedServerFactory(): Promise<FastifyServerFactory | undefined> {
  const traceRequest = await requestTracing({ skipUnsampled: true });
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

// Every log line written inside a sampled request or job carries its trace id
// (@direct/telemetry/trace-id-logging).
export function withTraceIds(options: NonNullable<FastifyServerOptions['logger']>): NonNullable<FastifyServerOptions['logger']> {
  if (typeof options !== 'object') return options;
  return { ...options, ...traceIdLogOptions() };
}
