import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

// Backlogs across the platform, read at scrape time: jobs, outboxes and imported calendars.
export type BacklogSnapshot = {
  jobsQueued: number;
  jobsDue: number;
  jobsRunning: number;
  jobsFailed: number;
  // Seconds the oldest due job has waited past its run time (0: none waiting).
  jobsLagSeconds: number;
  emailPending: number;
  emailFailed: number;
  emailOldestPendingSeconds: number;
  webhookDeliveriesPending: number;
  webhookOldestPendingSeconds: number;
  calendarFeeds: number;
  calendarFeedsFailing: number;
  // Feeds whose next fetch is overdue by more than a sync interval's grace (the sync is behind).
  calendarFeedsOverdue: number;
  // Age of the oldest last successful import among feeds whose last fetch worked.
  calendarSyncAgeSecondsMax: number;
};

type Row = Record<keyof BacklogSnapshot, string | number | null>;

export function createOperationsRepository(db: Database) {
  return {
    // Not tenant data: counts over every organization, for the operators' metrics. One round trip;
    // each part uses an index on (status, time) or (next_sync_at).
    async backlog(): Promise<BacklogSnapshot> {
      const [row] = await queryRows<Row>(
        db,
        sql`select
          (select count(*) from jobs where status = 'queued') as "jobsQueued",
          (select count(*) from jobs where status = 'queued' and run_at <= now()) as "jobsDue",
          (select count(*) from jobs where status = 'running') as "jobsRunning",
          (select count(*) from jobs where status = 'failed') as "jobsFailed",
          (select coalesce(extract(epoch from now() - min(run_at)), 0) from jobs where status = 'queued' and run_at <= now()) as "jobsLagSeconds",
          (select count(*) from email_outbox where status = 'pending') as "emailPending",
          (select count(*) from email_outbox where status = 'failed') as "emailFailed",
          (select coalesce(extract(epoch from now() - min(created_at)), 0) from email_outbox where status = 'pending') as "emailOldestPendingSeconds",
          (select count(*) from webhook_deliveries where status = 'pending') as "webhookDeliveriesPending",
          (select coalesce(extract(epoch from now() - min(created_at)), 0) from webhook_deliveries where status = 'pending') as "webhookOldestPendingSeconds",
          (select count(*) from channel_feeds) as "calendarFeeds",
          (select count(*) from channel_feeds where last_result = 'failed') as "calendarFeedsFailing",
          (select count(*) from channel_feeds where next_sync_at < now() - interval '5 minutes') as "calendarFeedsOverdue",
          (select coalesce(extract(epoch from now() - min(last_synced_at)), 0) from channel_feeds where last_result in ('ok', 'not_modified')) as "calendarSyncAgeSecondsMax"`,
      );
      const snapshot = {} as BacklogSnapshot;
      for (const [key, value] of Object.entries(row ?? {})) snapshot[key as keyof BacklogSnapshot] = Number(value ?? 0);
      return snapshot;
    },
  };
}
