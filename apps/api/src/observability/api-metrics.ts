import type { PoolStats } from '@direct/db';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { PaymentMetrics } from '../modules/payments/payment-metrics.ts';
import type { BacklogSnapshot } from '../modules/operations/operations.service.ts';
import { RequestHistogram } from './request-histogram.ts';

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

// Seconds; from a cached catalogue answer (a few ms) to a slow PDF or gateway call.
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// The database is asked at scrape time only, and never for longer than this: a slow database
// sets api_backlog_up to 0 instead of making the scrape hang.
const defaultBacklogTimeoutMs = 2_000;

export type ApiMetricsOptions = {
  backlog: () => Promise<BacklogSnapshot>;
  // node-postgres' pool (PostgreSQL only).
  poolStats?: (() => PoolStats) | undefined;
  backlogTimeoutMs?: number;
};

// The API's Prometheus registry: one per app (tests build many), with the process' own metrics.
export function createApiMetrics(options: ApiMetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new RequestHistogram({
    name: 'api_http_request_duration_seconds',
    help: 'API requests by route pattern, method and status class (2xx, 4xx, 5xx…): rate, latency, errors.',
    buckets: latencyBuckets,
  });
  // The registry renders any metric that answers get() as prom-client's own do; its types name
  // only its own classes.
  registry.registerMetric(requests as unknown as Metric);
  const errors = new Counter({
    name: 'api_errors_total',
    help: 'Errors answered by the API, by error code of the envelope (internal for unexpected ones).',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'api_payment_outcomes_total',
    help: 'Gateway calls that move money, by provider, operation (charge, refund, hold) and outcome.',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [registry],
  });

  if (options.poolStats) {
    const stats = options.poolStats;
    new Gauge({
      name: 'api_db_pool_connections',
      help: 'node-postgres pool connections by state (total, idle) and requests waiting for one (waiting).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = stats();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  const backlogGauges = backlogGaugesIn(registry);
  const timeoutMs = options.backlogTimeoutMs ?? defaultBacklogTimeoutMs;

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
      requests.observe(route, method, statusCode, seconds);
    },
    recordError(code: string): void {
      errors.inc({ code });
    },
    payments: { record: (outcome) => payments.inc(outcome) } satisfies PaymentMetrics,
    // The text exposition, with the backlog read from the database just before.
    async render(): Promise<string> {
      await backlogGauges.refresh(options.backlog, timeoutMs);
      return registry.metrics();
    },
  };
}

const backlogHelp: Record<keyof BacklogSnapshot, [name: string, help: string]> = {
  jobsQueued: ['api_jobs_queued', 'Background jobs waiting (queued), due or scheduled later.'],
  jobsDue: ['api_jobs_due', 'Queued jobs whose run time has come (the queue depth the worker faces).'],
  jobsRunning: ['api_jobs_running', 'Jobs a worker has claimed and not finished.'],
  jobsFailed: ['api_jobs_failed', 'Jobs that used up their attempts.'],
  jobsLagSeconds: ['api_jobs_lag_seconds', 'How long the oldest due job has waited past its run time.'],
  emailPending: ['api_email_outbox_pending', 'Emails in the outbox not yet sent.'],
  emailFailed: ['api_email_outbox_failed', 'Emails the outbox gave up on.'],
  emailOldestPendingSeconds: ['api_email_outbox_oldest_pending_seconds', 'Age of the oldest unsent email.'],
  webhookDeliveriesPending: ['api_webhook_deliveries_pending', 'Webhook deliveries not yet accepted by the receiver.'],
  webhookOldestPendingSeconds: ['api_webhook_deliveries_oldest_pending_seconds', 'Age of the oldest pending webhook delivery.'],
  calendarFeeds: ['api_calendar_feeds', 'Imported channel calendars (iCal feeds).'],
  calendarFeedsFailing: ['api_calendar_feeds_failing', 'Imported calendars whose last fetch failed.'],
  calendarFeedsOverdue: ['api_calendar_feeds_overdue', 'Imported calendars whose next fetch is more than 5 minutes overdue.'],
  calendarSyncAgeSecondsMax: ['api_calendar_sync_age_seconds_max', 'Age of the oldest successful import among calendars whose last fetch worked.'],
};

function backlogGaugesIn(registry: Registry) {
  const up = new Gauge({ name: 'api_backlog_up', help: '1 when the backlog gauges were read from the database at this scrape, else 0.', registers: [registry] });
  const gauges = Object.entries(backlogHelp).map(
    ([key, [name, help]]) => [key as keyof BacklogSnapshot, new Gauge({ name, help, registers: [registry] })] as const,
  );
  return {
    async refresh(read: () => Promise<BacklogSnapshot>, timeoutMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('backlog query timed out')), timeoutMs);
      });
      try {
        const snapshot = await Promise.race([read(), timeout]);
        for (const [key, gauge] of gauges) gauge.set(snapshot[key]);
        up.set(1);
      } catch {
        // The gauges keep their last reading; api_backlog_up 0 says it is not from this scrape.
        up.set(0);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
