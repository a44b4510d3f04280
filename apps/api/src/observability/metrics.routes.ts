import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { errorCodeOf } from '../http/error-handler.ts';
import type { ApiMetrics } from './api-metrics.ts';
import { metricsAllowed } from '@direct/telemetry/metrics-access';

// Every answer is counted once it is sent (onResponse: off the answer's path), under its route
// pattern (/apis/properties/:id, not the address) so the series stay few.
export function registerMetrics(app: FastifyInstance, options: { metrics: ApiMetrics; token: string | undefined }): void {
  const { metrics, token } = options;
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    const code = errorCodeOf(reply);
    if (code !== undefined) metrics.recordError(code);
    done();
  });

  // Prometheus' text format; outside the API's documented surface (not in the OpenAPI document).
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed({ headers: request.headers, remoteAddress: request.socket.remoteAddress }, token)) {
      throw new AppError(token === undefined ? 'forbidden' : 'unauthorized', 'Metrics are for the operators: send the metrics token, or ask from this machine.');
    }
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(await metrics.render());
  });
}
