import { z } from 'zod';

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    databaseReachable: z.boolean(),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

// Liveness: the process runs and its event loop turns; nothing else is asked.
export const LivenessResponse = z.object({ status: z.literal('ok') }).meta({ id: 'LivenessResponse' });
export type LivenessResponse = z.infer<typeof LivenessResponse>;

// Readiness: whether a load balancer should send this process traffic, and if not, why.
export const ReadinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      // The database answered `select 1` within the timeout (not asked once shutting down: false).
      database: z.boolean(),
      // Start-up work (migrations, platform clients) is done.
      migrations: z.boolean(),
      // SIGTERM/SIGINT arrived: the process finishes what it has and takes nothing new.
      shuttingDown: z.boolean(),
    }),
  })
  .meta({ id: 'ReadinessResponse' });
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
