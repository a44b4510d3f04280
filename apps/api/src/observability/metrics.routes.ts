import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { ApiMetrics } from './api-metrics.ts';
import { metricsAllowed } from '@direct/telemetry/metrics-access';

// Prometheus' text format at /metrics; the answers are counted by request-observation.ts.
export function registerMetrics(app: FastifyInstance, options: { metrics: ApiMetrics; token: string | undefined }): void {
  const { metrics, token } = options;
  // Prometheus' text format; outside the API's documented surface (not in the OpenAPI document).
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed({ headers: request.headers, remoteAddress: request.socket.remoteAddress }, token)) {
      throw new AppError(token === undefined ? 'forbidden' : 'unauthorized', 'Metrics are for the operators: send the metrics token, or ask from this machine.');
    }
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(await metrics.render());
  });
}
