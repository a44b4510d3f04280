import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from './readiness.ts';

export type ShutdownOptions = {
  readiness: Readiness;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  // In-flight requests and the current job get this long together; then the process exits anyway.
  timeoutMs: number;
  // Stops listening and waits for the requests in flight (Fastify's close); absent in the worker
  // without a health port.
  closeServer?: () => Promise<void>;
  // Lets the job in hand finish and hands the rest of its batch back (JobWorker.stop).
  stopWorker?: () => Promise<void>;
  // Last, once nothing uses the pool any more.
  closeDatabase: () => Promise<void>;
};

// The order of a graceful stop: readiness turns 503 at once (the balancer stops routing here),
// the listener closes (new connections are refused) while in-flight requests and the current job
// finish, then the database closes. Resolves with the exit code: 0 clean, 1 cut short or failed.
export async function shutDownGracefully(options: ShutdownOptions): Promise<0 | 1> {
  const { readiness, log } = options;
  readiness.markShuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed_out'>((resolve) => {
    timer = setTimeout(() => resolve('timed_out'), options.timeoutMs);
  });
  const draining = Promise.all([options.closeServer?.(), options.stopWorker?.()]).then(() => 'drained' as const);
  try {
    const outcome = await Promise.race([draining, timedOut]);
    if (outcome === 'timed_out') {
      log.warn({ timeoutMs: options.timeoutMs }, 'shutdown: requests or the current job did not finish in time; exiting anyway');
      return 1;
    }
    await options.closeDatabase();
    log.info('shutdown complete');
    return 0;
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

// SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C) both stop gracefully, once.
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}
