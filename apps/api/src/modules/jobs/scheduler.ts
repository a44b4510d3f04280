import { jobKinds } from './job-handlers.ts';
import type { JobsRepository } from './jobs.repository.ts';

export type RecurringJob = { kind: string; intervalMs: number };

// The maintenance work of the platform. Each is one job at a time across every API process (its
// dedupe key is its kind), at most once per interval.
export const recurringJobs: readonly RecurringJob[] = [
  { kind: jobKinds.releaseExpiredHolds, intervalMs: 60_000 },
  { kind: jobKinds.cancelUnpaidBookings, intervalMs: 60_000 },
  { kind: jobKinds.chargeDueInstalments, intervalMs: 60_000 },
  // Open payment attempts older than PAYMENT_RECONCILE_AFTER_MINUTES: the job picks the old ones.
  { kind: jobKinds.reconcilePayments, intervalMs: 60_000 },
  { kind: jobKinds.deliverOutbox, intervalMs: 60_000 },
  { kind: jobKinds.purgeFinishedJobs, intervalMs: 60 * 60_000 },
  { kind: jobKinds.purgeExpiredDocuments, intervalMs: 60 * 60_000 },
  // Deposit holds are placed and released on day-level timelines: every 5 minutes is plenty.
  { kind: jobKinds.depositTimeline, intervalMs: 5 * 60_000 },
  // Automation emails are due by the day (or the hour, for a lapsed hold): every 5 minutes.
  { kind: jobKinds.runEmailAutomations, intervalMs: 5 * 60_000 },
  // DNS changes take minutes to spread; checking every 5 minutes keeps the host's wait short.
  { kind: jobKinds.verifyCustomDomains, intervalMs: 5 * 60_000 },
  // Every minute the feeds whose own next run (ICAL_SYNC_MINUTES after their last) has come.
  { kind: jobKinds.syncChannelCalendars, intervalMs: 60_000 },
];

// How often a worker offers the recurring jobs to the queue (the database decides whether one is due).
export const schedulingIntervalMs = 15_000;

export type JobScheduler = ReturnType<typeof createJobScheduler>;

export function createJobScheduler(options: {
  repository: Pick<JobsRepository, 'enqueueRecurring'>;
  jobs?: readonly RecurringJob[];
  // Only kinds this process can run are scheduled.
  handledKinds: ReadonlySet<string>;
}) {
  const jobs = (options.jobs ?? recurringJobs).filter((job) => options.handledKinds.has(job.kind));
  let lastTick: number | null = null;
  return {
    // Enqueues the recurring jobs that are due; returns the kinds enqueued. `force` skips the
    // local throttle (tests, first tick).
    async tick(now: Date, force = false): Promise<string[]> {
      if (!force && lastTick !== null && now.getTime() - lastTick < schedulingIntervalMs) return [];
      lastTick = now.getTime();
      const enqueued: string[] = [];
      for (const job of jobs) {
        // One attempt: a failed run is logged and the next interval tries again.
        const id = await options.repository.enqueueRecurring({ kind: job.kind, dedupeKey: job.kind, maxAttempts: 1 }, now, job.intervalMs);
        if (id !== null) enqueued.push(job.kind);
      }
      return enqueued;
    },
  };
}
