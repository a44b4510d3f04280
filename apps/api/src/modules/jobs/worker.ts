import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobHandlers, JobLogger } from './job-handlers.ts';
import type { ClaimedJob, JobsRepository } from './jobs.repository.ts';
import type { JobScheduler } from './scheduler.ts';

export type JobWorkerOptions = {
  repository: JobsRepository;
  handlers: JobHandlers;
  // Enqueues the recurring jobs; omitted: this worker only runs what others enqueue.
  scheduler?: JobScheduler;
  logger: JobLogger;
  pollMs: number;
  workerId?: string;
  now?: () => Date;
  // Jobs claimed per poll.
  batchSize?: number;
  // A job 'running' longer than this belongs to a worker that died: it is queued again.
  lockTimeoutMs?: number;
};

export type RunSummary = { claimed: number; succeeded: number; failed: number; released: number };

export type JobWorker = ReturnType<typeof createJobWorker>;

export const defaultLockTimeoutMs = 10 * 60_000;

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

// A recurring job that found nothing to do is only worth a debug line: { released: 0 }.
function didSomething(result: unknown): boolean {
  if (result === undefined || result === null) return false;
  if (typeof result !== 'object') return true;
  return Object.values(result).some((value) => typeof value === 'number' && value > 0);
}

// Polls the queue every pollMs: hands stale jobs back, lets the scheduler enqueue the recurring
// ones, claims the due jobs and runs them one after the other. stop() waits for the job in hand
// and hands the rest of the batch back.
export function createJobWorker(options: JobWorkerOptions) {
  const { repository, handlers, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const lockTimeoutMs = options.lockTimeoutMs ?? defaultLockTimeoutMs;
  let stopping = false;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  async function runJob(job: ClaimedJob): Promise<boolean> {
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, workerId };
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const result = await handler(job.payload, { now: now(), jobId: job.id, attempt: job.attempts, log: logger });
      if (!(await repository.complete(job.id, workerId, now()))) {
        logger.warn(context, 'job finished after its lock was taken over; its result was not recorded');
      } else if (didSomething(result)) {
        logger.info({ ...context, result }, 'job done');
      } else {
        logger.debug({ ...context, result }, 'job done');
      }
      return true;
    } catch (error) {
      const failure = await repository.fail(job, workerId, describeError(error), now());
      const details = { ...context, err: error };
      if (failure.outcome === 'retry') logger.warn({ ...details, retryAt: failure.runAt.toISOString() }, 'job failed; will retry');
      else if (failure.outcome === 'failed') logger.error(details, 'job failed for good (no attempts left)');
      else logger.warn(details, 'job failed after its lock was taken over');
      return false;
    }
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, succeeded: 0, failed: 0, released: 0 };
    const at = now();
    const reclaimed = await repository.reclaimStale(at, new Date(at.getTime() - lockTimeoutMs));
    if (reclaimed.requeued + reclaimed.failed > 0) logger.warn({ ...reclaimed, workerId }, 'reclaimed jobs of a worker that stopped');
    if (options.scheduler) await options.scheduler.tick(at);
    const jobs = await repository.claim(workerId, at, batchSize);
    summary.claimed = jobs.length;
    for (const job of jobs) {
      if (stopping) {
        await repository.release(job.id, workerId);
        summary.released++;
        continue;
      }
      if (await runJob(job)) summary.succeeded++;
      else summary.failed++;
    }
    return summary;
  }

  function schedule(delayMs: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = null;
      current = runOnce()
        .then((summary) => (summary.claimed >= batchSize ? 0 : options.pollMs))
        .catch((error: unknown) => {
          logger.error({ err: error, workerId }, 'job worker poll failed');
          return options.pollMs;
        })
        .then((next) => {
          current = null;
          schedule(next);
        });
    }, delayMs);
  }

  return {
    workerId,
    runOnce,
    start(): void {
      if (running) return;
      running = true;
      stopping = false;
      logger.info({ workerId, pollMs: options.pollMs }, 'job worker started');
      schedule(0);
    },
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      if (running) logger.info({ workerId }, 'job worker stopped');
      running = false;
    },
  };
}
