import type { HealthResponse, ReadinessResponse } from '@direct/contracts';
import type { Readiness } from '../../lifecycle/readiness.ts';
import type { HealthRepository } from './health.repository.ts';

export type HealthService = ReturnType<typeof createHealthService>;

// A health check that hangs is as bad as a failed one: a load balancer needs an answer.
const databaseTimeoutMs = 2000;

async function answersWithin(check: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(options: { repository: HealthRepository; databaseKind: 'pglite' | 'postgres'; version: string; readiness: Readiness }) {
  const { readiness } = options;
  return {
    // No database round trip once shutting down: the answer is no either way.
    async ready(): Promise<ReadinessResponse> {
      const database = !readiness.shuttingDown() && (await answersWithin(() => options.repository.ping(), databaseTimeoutMs));
      // Read after the ping: a signal that arrived meanwhile already counts.
      const checks = { database, migrations: readiness.startupDone(), shuttingDown: readiness.shuttingDown() };
      const ready = checks.database && checks.migrations && !checks.shuttingDown;
      return { status: ready ? 'ready' : 'not_ready', checks };
    },
    async check(): Promise<HealthResponse> {
      const databaseReachable = await answersWithin(() => options.repository.ping(), databaseTimeoutMs);
      return {
        status: databaseReachable ? 'ok' : 'degraded',
        database: options.databaseKind,
        databaseReachable,
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}
