import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdoutLogDestination } from '@direct/telemetry/log-destination';
import type { Config } from './config.ts';

// A request id the caller chose (the site sends its own, so one visit reads the same in both
// logs) is kept only when well-formed: anything else could forge or flood log lines.
const wellFormedId = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value !== undefined && wellFormedId.test(value) ? value : randomUUID();
}

// Query values and path segments that carry secrets (booking access tokens, email codes) are
// left out of the log: a log line must not open a booking.
const secretQuery = /(^|_)(token|access|secret|password|signature)($|_)|^code$/i;
const tokenLike = /^[A-Za-z0-9_.~%-]{32,}$/;

export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (tokenLike.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return secretQuery.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

// Fastify's logger: JSON lines (production, log shippers), or pino-pretty for a person reading a
// terminal. Pretty is a synchronous stream in this thread (no transport worker), so nothing is
// lost when the process exits.
// JSON lines go to standard output asynchronously and in batches (@direct/telemetry's
// log-destination, decision 0057): a blocking write per line cost a cached catalogue call about
// 60 µs of its 195 µs, an asynchronous write per line still about a tenth of its CPU.
export async function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): Promise<NonNullable<FastifyServerOptions['logger']>> {
  if (config.logLevel === 'silent') return { level: config.logLevel };
  if (config.logFormat === 'json') return { level: config.logLevel, stream: stdoutLogDestination() };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    // "GET /apis/… 200 12ms [request id]": the request line's fields are already in its message.
    stream: pretty({
      colorize: process.stdout.isTTY === true,
      singleLine: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      messageFormat: '{msg}{if reqId} [{reqId}]{end}',
      ignore: 'pid,hostname,reqId,method,url,statusCode,responseTimeMs',
    }),
  };
}

// One line per request, written when the answer is sent: Fastify's own two lines ("incoming
// request", "request completed") become one with what a person looks for.
export class OneLinePerRequest extends LogController {
  override incomingRequest(_request: FastifyRequest): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = loggableUrl(request.url);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url, statusCode: reply.statusCode, responseTimeMs: ms, ...(error ? { err: error } : {}) };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms}ms`;
    if (error || reply.statusCode >= 500) reply.log.error(line, message);
    else reply.log.info(line, message);
  }
}
