import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createJobHandlers, type JobDependencies, type JobLogger } from './job-handlers.ts';
import { createJobsRepository, type NewJob } from './jobs.repository.ts';
import { createJobScheduler } from './scheduler.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './worker.ts';

export type JobsService = ReturnType<typeof createJobsService>;

// The background work of the API: the queue, its handlers (calling the services of other
// domains) and the worker that runs them (started by server.ts when JOBS_ENABLED).
export function createJobsService(options: {
  db: Database;
  config: Pick<Config, 'jobs'>;
  dependencies: Omit<JobDependencies, 'jobs'>;
  now?: () => Date;
}) {
  const repository = createJobsRepository(options.db);
  const handlers = createJobHandlers({ ...options.dependencies, jobs: repository });
  return {
    enqueue: (job: NewJob): Promise<number | null> => repository.enqueue(job),
    kinds: (): string[] => Object.keys(handlers).sort(),
    createWorker(logger: JobLogger, overrides: Partial<Omit<JobWorkerOptions, 'repository' | 'logger'>> = {}): JobWorker {
      return createJobWorker({
        repository,
        handlers,
        scheduler: createJobScheduler({ repository, handledKinds: new Set(Object.keys(handlers)) }),
        logger,
        pollMs: options.config.jobs.pollMs,
        ...(options.now ? { now: options.now } : {}),
        ...overrides,
      });
    },
  };
}
