import type { CalendarConflict, FeedFailureReason } from '@direct/contracts';

// What other domains may use of the calendar sync (wired in services.ts).

/** The host's Today: the open conflicts and the calendars failing again and again. */
export interface CalendarConflictsForDashboard {
  openConflicts(organizationId: number): Promise<CalendarConflict[]>;
  failingFeeds(organizationId: number): Promise<{ feedId: number; label: string; unitName: string; lastError: string | null; lastErrorReason: FeedFailureReason | null; failures: number }[]>;
}

/** The job queue's side: syncs every feed whose next run has come; returns counts. */
export interface CalendarSyncRunner {
  syncDue(now: Date): Promise<{ synced: number; failed: number }>;
}

/**
 * Called once for each conflict stored (after its transaction commits): the place for the
 * "conflict.raised" webhook. A listener that throws never undoes the sync (its error goes to the
 * service's logger when one is given); a webhook should queue its delivery as a job.
 */
export type ConflictRaisedListener = (event: { organizationId: number; conflict: CalendarConflict }) => Promise<void> | void;
