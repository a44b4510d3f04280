import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  // At most one queued or running job per key: enqueuing a live duplicate does nothing.
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  // Counts this run: 1 on the first run.
  attempts: number;
  maxAttempts: number;
};

export type JobFailure = { outcome: 'retry'; runAt: Date } | { outcome: 'failed' } | { outcome: 'lost' };

export type JobsRepository = ReturnType<typeof createJobsRepository>;

// Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour.
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const iso = (date: Date) => date.toISOString();

type ClaimedRow = { id: number; kind: string; payload: Record<string, unknown> | null; attempts: number; max_attempts: number };

// Enqueues a job; takes the caller's transaction so the job exists exactly when the change that
// causes it does. Returns its id, or null when a live job with the same dedupe key exists.
export async function enqueueJob(executor: Pick<Database, 'execute'>, job: NewJob): Promise<number | null> {
  const runAt = job.runAt ? sql`${iso(job.runAt)}::timestamptz` : sql`now()`;
  const [row] = await queryRows<{ id: number }>(
    executor,
    sql`insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
        values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null}, ${runAt}, ${job.maxAttempts ?? 5})
        on conflict (dedupe_key) where status in ('queued', 'running') do nothing
        returning id`,
  );
  return row?.id ?? null;
}

// The Postgres-backed queue (table jobs). Times come from the caller's clock so the rules can be
// tested; a job belongs to the worker named in locked_by while it runs.
export function createJobsRepository(db: Database) {
  return {
    // Returns the new job's id, or null when a live job with the same dedupe key exists.
    enqueue: (job: NewJob): Promise<number | null> => enqueueJob(db, job),

    // Enqueues a recurring job unless one with its key is live or finished less than `interval`
    // ago, so several processes scheduling the same job run it once per interval.
    async enqueueRecurring(job: { kind: string; dedupeKey: string; maxAttempts: number }, now: Date, intervalMs: number): Promise<number | null> {
      const since = new Date(now.getTime() - intervalMs + 1000);
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
            select ${job.kind}, '{}'::jsonb, ${job.dedupeKey}, ${iso(now)}::timestamptz, ${job.maxAttempts}
            where not exists (
              select 1 from jobs
              where dedupe_key = ${job.dedupeKey}
                and (status in ('queued', 'running') or finished_at >= ${iso(since)}::timestamptz)
            )
            on conflict (dedupe_key) where status in ('queued', 'running') do nothing
            returning id`,
      );
      return row?.id ?? null;
    },

    // Takes up to `limit` due jobs for this worker. SKIP LOCKED: jobs another worker is claiming
    // at the same moment are passed over, never taken twice.
    async claim(workerId: string, now: Date, limit: number): Promise<ClaimedJob[]> {
      const rows = await queryRows<ClaimedRow>(
        db,
        sql`update jobs set status = 'running', locked_at = ${iso(now)}::timestamptz, locked_by = ${workerId}, attempts = attempts + 1
            where id in (
              select id from jobs
              where status = 'queued' and run_at <= ${iso(now)}::timestamptz
              order by run_at, id
              limit ${limit}
              for update skip locked
            )
            returning id, kind, payload, attempts, max_attempts`,
      );
      return rows
        .map((row) => ({ id: row.id, kind: row.kind, payload: row.payload ?? {}, attempts: row.attempts, maxAttempts: row.max_attempts }))
        .sort((a, b) => a.id - b.id);
    },

    // False when the job is no longer this worker's (its lock expired and it was reclaimed).
    async complete(id: number, workerId: string, now: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update jobs set status = 'succeeded', finished_at = ${iso(now)}::timestamptz, locked_at = null, locked_by = null, last_error = null
            where id = ${id} and status = 'running' and locked_by = ${workerId}
            returning id`,
      );
      return rows.length > 0;
    },

    // A failed run: queued again after the backoff (retryDelayMs), or failed for good when that
    // was its last attempt. 'lost' when the job is no longer this worker's.
    async fail(job: Pick<ClaimedJob, 'id' | 'attempts' | 'maxAttempts'>, workerId: string, error: string, now: Date): Promise<JobFailure> {
      const final = job.attempts >= job.maxAttempts;
      const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
      const rows = await queryRows<{ id: number }>(
        db,
        final
          ? sql`update jobs set status = 'failed', finished_at = ${iso(now)}::timestamptz, locked_at = null, locked_by = null,
                  last_error = ${error.slice(0, 2000)}
                where id = ${job.id} and status = 'running' and locked_by = ${workerId}
                returning id`
          : sql`update jobs set status = 'queued', run_at = ${iso(runAt)}::timestamptz, locked_at = null, locked_by = null,
                  last_error = ${error.slice(0, 2000)}
                where id = ${job.id} and status = 'running' and locked_by = ${workerId}
                returning id`,
      );
      if (rows.length === 0) return { outcome: 'lost' };
      return final ? { outcome: 'failed' } : { outcome: 'retry', runAt };
    },

    // Hands a claimed job back untouched (the worker is stopping before it started it).
    async release(id: number, workerId: string): Promise<void> {
      await db.execute(
        sql`update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_at = null, locked_by = null
            where id = ${id} and status = 'running' and locked_by = ${workerId}`,
      );
    },

    // Jobs left 'running' by a worker that died (lock older than staleBefore) are queued again,
    // or failed when that run was their last attempt. Returns how many were reclaimed.
    async reclaimStale(now: Date, staleBefore: Date): Promise<{ requeued: number; failed: number }> {
      const rows = await queryRows<{ status: 'queued' | 'failed' }>(
        db,
        sql`update jobs set
              status = case when attempts >= max_attempts then 'failed'::job_status else 'queued'::job_status end,
              finished_at = case when attempts >= max_attempts then ${iso(now)}::timestamptz else null end,
              run_at = ${iso(now)}::timestamptz,
              last_error = 'the worker running it stopped (' || coalesce(locked_by, '?') || ')',
              locked_at = null, locked_by = null
            where id in (
              select id from jobs where status = 'running' and locked_at < ${iso(staleBefore)}::timestamptz
              for update skip locked
            )
            returning status`,
      );
      return { requeued: rows.filter((row) => row.status === 'queued').length, failed: rows.filter((row) => row.status === 'failed').length };
    },

    // Finished jobs are history; kept for a while to look into, then deleted.
    async purgeFinished(before: Date): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from jobs where status in ('succeeded', 'failed') and finished_at < ${iso(before)}::timestamptz returning id`,
      );
      return rows.length;
    },
  };
}
