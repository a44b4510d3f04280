import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import type { CustomDomainVerification } from '../brand-domains/brand-domains-ports.ts';
import type { WebhookDeliveryRunner } from '../webhooks/webhooks-ports.ts';
import { webhookDeliveryJobKind } from '@direct/db';
import type { CalendarSyncRunner } from '../channel-feeds/channel-feeds-ports.ts';
import { cdnPurgeJobKind, type CdnPurgeService } from '../cdn-purge/cdn-purge-ports.ts';

// What a handler may log; the app's pino logger fits.
export type JobLogger = {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobContext = {
  now: Date;
  jobId: number;
  // 1 on the first run.
  attempt: number;
  log: JobLogger;
};

// A handler must be idempotent: a job can run again after a crash or a lost lock. A thrown error
// is a failed attempt (retried with backoff until max_attempts). The result is logged.
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<unknown>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

// The ports of other domains the background jobs call (their services, never their repositories).
export interface InstalmentCharging {
  /** Charges the instalments due by `now` off-session; returns how many were attempted. */
  chargeDueInstalments(now: Date): Promise<number>;
}

export interface PaymentReconciliation {
  /** Settles payment attempts left open (a process died during the gateway call) from the gateway's answer. */
  reconcileOpenAttempts(now: Date, log: JobLogger): Promise<unknown>;
}

export interface OutboxDelivery {
  /** Delivers the outbox emails due by `now`. */
  deliverPending(now: Date, log?: JobLogger): Promise<unknown>;
}

export interface ExpiredDocumentsPurge {
  /** Deletes private files past their retention date; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

export interface DepositTimelineRunner {
  /** Takes each security deposit's due step (place, renew, charge, release, refund, expire); returns counts. */
  runTimeline(now: Date): Promise<unknown>;
}

export interface EmailAutomationRun {
  /** Writes the guest automation emails due by `now`; returns counts per kind. */
  runDue(now: Date): Promise<Record<string, number>>;
}

export interface FinishedJobsPurge {
  purgeFinished(before: Date): Promise<number>;
}

// A domain left out (not wired in this process) has no handler, so its jobs are not scheduled.
export type JobDependencies = {
  bookings?: BookingMaintenance | undefined;
  payments?: InstalmentCharging | undefined;
  reconciliation?: PaymentReconciliation | undefined;
  email?: OutboxDelivery | undefined;
  documents?: ExpiredDocumentsPurge | undefined;
  deposits?: DepositTimelineRunner | undefined;
  automations?: EmailAutomationRun | undefined;
  domains?: CustomDomainVerification | undefined;
  webhooks?: Pick<WebhookDeliveryRunner, 'deliver'> | undefined;
  calendars?: CalendarSyncRunner | undefined;
  cdn?: Pick<CdnPurgeService, 'purge'> | undefined;
  jobs: FinishedJobsPurge;
};

export const jobKinds = {
  releaseExpiredHolds: 'release-expired-holds',
  cancelUnpaidBookings: 'cancel-unpaid-bookings',
  chargeDueInstalments: 'charge-due-instalments',
  reconcilePayments: 'reconcile-payments',
  deliverOutbox: 'deliver-outbox',
  purgeFinishedJobs: 'purge-finished-jobs',
  purgeExpiredDocuments: 'purge-expired-documents',
  depositTimeline: 'deposit-timeline',
  runEmailAutomations: 'run-email-automations',
  verifyCustomDomains: 'verify-custom-domains',
  deliverWebhook: webhookDeliveryJobKind,
  syncChannelCalendars: 'sync-channel-calendars',
  purgeCdn: cdnPurgeJobKind,
} as const;

// Finished jobs are kept this long (to look into failures), then deleted.
export const finishedJobRetentionMs = 7 * 24 * 60 * 60_000;

export function createJobHandlers(deps: JobDependencies): JobHandlers {
  const { bookings, payments, email, documents, jobs } = deps;
  const handlers: Record<string, JobHandler> = {
    [jobKinds.purgeFinishedJobs]: async (_payload, { now }) => ({
      purged: await jobs.purgeFinished(new Date(now.getTime() - finishedJobRetentionMs)),
    }),
  };
  if (bookings) {
    handlers[jobKinds.releaseExpiredHolds] = async (_payload, { now }) => ({ released: await bookings.releaseExpiredHolds(now) });
    handlers[jobKinds.cancelUnpaidBookings] = async (_payload, { now }) => ({ cancelled: await bookings.cancelUnpaidBookings(now) });
  }
  if (payments) {
    handlers[jobKinds.chargeDueInstalments] = async (_payload, { now }) => ({ charged: await payments.chargeDueInstalments(now) });
  }
  // Each settlement is logged by the service; the job's result counts them.
  if (deps.reconciliation) {
    const { reconciliation } = deps;
    handlers[jobKinds.reconcilePayments] = async (_payload, { now, log }) => reconciliation.reconcileOpenAttempts(now, log);
  }
  if (email) handlers[jobKinds.deliverOutbox] = async (_payload, { now, log }) => email.deliverPending(now, log);
  // ID scans, selfies and typed details are deleted once their retention date has passed.
  if (documents) handlers[jobKinds.purgeExpiredDocuments] = async (_payload, { now }) => ({ purged: await documents.purgeExpired(now) });
  // Security deposits: holds placed, renewed, released on their timeline.
  if (deps.deposits) {
    const { deposits } = deps;
    handlers[jobKinds.depositTimeline] = async (_payload, { now }) => deposits.runTimeline(now);
  }
  // Guest emails around a stay; each is written once per booking (its dedupe key).
  if (deps.automations) {
    const { automations } = deps;
    handlers[jobKinds.runEmailAutomations] = async (_payload, { now }) => automations.runDue(now);
  }
  // Hosts' own domains: a TXT record proves control before the domain serves their brand.
  if (deps.domains) {
    const { domains } = deps;
    handlers[jobKinds.verifyCustomDomains] = async (_payload, { log }) => domains.verifyPending(log);
  }
  // One job per (event, endpoint) attempt; the delivery schedules its own retries (webhook backoff).
  if (deps.webhooks) {
    const { webhooks } = deps;
    handlers[jobKinds.deliverWebhook] = async (payload, { now, log }) => {
      const { organizationId, deliveryId } = payload;
      if (typeof organizationId !== 'number' || typeof deliveryId !== 'number') throw new Error('deliver-webhook needs organizationId and deliveryId');
      return webhooks.deliver({ organizationId, deliveryId }, now, log);
    };
  }
  // Other channels' calendars: each feed has its own next run (ICAL_SYNC_MINUTES); the job picks the due ones.
  if (deps.calendars) {
    const { calendars } = deps;
    handlers[jobKinds.syncChannelCalendars] = async (_payload, { now }) => calendars.syncDue(now);
  }
  // Pages a host's write changed, purged from the CDN by tag (queued by the write's request).
  if (deps.cdn) {
    const { cdn } = deps;
    handlers[jobKinds.purgeCdn] = async (payload, { log }) => {
      const { tags } = payload;
      if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) throw new Error('cdn-purge needs tags');
      return cdn.purge(tags, log);
    };
  }
  return handlers;
}
