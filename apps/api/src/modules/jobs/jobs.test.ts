// Over 300 lines on purpose: the job queue (claims, retries, reclaims, purges), the scheduler, the
// worker and the crash restart share one database harness declared at the top.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailOutbox, jobs, openDatabase, type Database, type DatabaseHandle } from '@direct/db';
import { openTestDatabase, openTestDataDir, type TestDatabase } from '@direct/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { testEnvironment } from '../../testing/test-app.ts';
import { createEmailRepository } from '../email/email.repository.ts';
import { createEmailService } from '../email/email.service.ts';
import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import { jobKinds, type InstalmentCharging, type JobHandlers, type JobLogger } from './job-handlers.ts';
import { createJobsRepository, retryDelayMs, type JobsRepository } from './jobs.repository.ts';
import { createJobsService } from './jobs.services.ts';
import { createJobScheduler, recurringJobs } from './scheduler.ts';
import { createJobWorker } from './worker.ts';

type LogEntry = { level: 'debug' | 'info' | 'warn' | 'error'; object: object; message: string };

function recordingLogger(): JobLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    debug: (object, message) => entries.push({ level: 'debug', object, message }),
    info: (object, message) => entries.push({ level: 'info', object, message }),
    warn: (object, message) => entries.push({ level: 'warn', object, message }),
    error: (object, message) => entries.push({ level: 'error', object, message }),
  };
}

const t0 = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let database: TestDatabase;
let db: Database;
let repository: JobsRepository;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  repository = createJobsRepository(db);
});
afterAll(() => database?.close());
beforeEach(async () => {
  await db.delete(jobs);
  await db.delete(emailOutbox);
});

const jobRow = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('jobs repository', () => {
  it('ignores a job whose dedupe key is live, and takes it again once that job finished', async () => {
    const first = await repository.enqueue({ kind: 'send-reminder', dedupeKey: 'reminder:1', runAt: t0 });
    expect(first).toBeTypeOf('number');
    expect(await repository.enqueue({ kind: 'send-reminder', dedupeKey: 'reminder:1', runAt: t0 })).toBeNull();
    expect(await repository.enqueue({ kind: 'send-reminder', dedupeKey: 'reminder:2', runAt: t0 })).toBeTypeOf('number');
    // Running is still live.
    const [claimed] = await repository.claim('w1', t0, 1);
    expect(claimed?.id).toBe(first);
    expect(await repository.enqueue({ kind: 'send-reminder', dedupeKey: 'reminder:1', runAt: t0 })).toBeNull();
    expect(await repository.complete(first!, 'w1', t0)).toBe(true);
    expect(await repository.enqueue({ kind: 'send-reminder', dedupeKey: 'reminder:1', runAt: t0 })).toBeTypeOf('number');
    // Jobs without a key are never deduplicated.
    expect(await repository.enqueue({ kind: 'x' })).toBeTypeOf('number');
    expect(await repository.enqueue({ kind: 'x' })).toBeTypeOf('number');
    expect(await db.select().from(jobs)).toHaveLength(5);
  });

  it('claims only due jobs, oldest first, marking them running for the worker', async () => {
    const late = await repository.enqueue({ kind: 'a', runAt: at(60_000) });
    const second = await repository.enqueue({ kind: 'b', runAt: at(-1000), payload: { bookingId: 7 } });
    const first = await repository.enqueue({ kind: 'c', runAt: at(-2000) });
    const claimed = await repository.claim('worker-1', t0, 10);
    expect(claimed.map((job) => job.id)).toEqual([second, first].sort((a, b) => a! - b!));
    expect(claimed.find((job) => job.id === second)).toMatchObject({ kind: 'b', payload: { bookingId: 7 }, attempts: 1, maxAttempts: 5 });
    expect(await jobRow(first!)).toMatchObject({ status: 'running', lockedBy: 'worker-1', lockedAt: t0, attempts: 1 });
    expect(await repository.claim('worker-2', t0, 10)).toEqual([]);
    expect(await jobRow(late!)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('gives two workers claiming at once disjoint jobs, every job to one of them', async () => {
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await repository.enqueue({ kind: 'k', runAt: t0 }));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => repository.claim(`worker-${i % 2}`, t0, 7)));
    const claimed = claims.flat().map((job) => job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it.skipIf(!process.env.DATABASE_URL)('skips a job another transaction holds locked instead of waiting for it (PostgreSQL)', async () => {
    const locked = await repository.enqueue({ kind: 'k', runAt: t0 });
    const free = await repository.enqueue({ kind: 'k', runAt: t0 });
    let claimedMeanwhile: number[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from jobs where id = ${locked} for update`);
      // Another connection of the pool: it must not block on the locked row.
      claimedMeanwhile = (await repository.claim('other', t0, 10)).map((job) => job.id);
    });
    expect(claimedMeanwhile).toEqual([free]);
    expect((await repository.claim('other', t0, 10)).map((job) => job.id)).toEqual([locked]);
  });

  it('retries a failed job with exponential backoff, then fails it for good after max_attempts', async () => {
    const id = (await repository.enqueue({ kind: 'k', runAt: t0, maxAttempts: 3 }))!;
    let now = t0;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const [job] = await repository.claim('w', now, 1);
      expect(job?.attempts).toBe(attempt);
      const failure = await repository.fail(job!, 'w', `boom ${attempt}`, now);
      const runAt = new Date(now.getTime() + retryDelayMs(attempt));
      expect(failure).toEqual({ outcome: 'retry', runAt });
      expect(await jobRow(id)).toMatchObject({ status: 'queued', runAt, lastError: `boom ${attempt}`, lockedBy: null });
      expect(await repository.claim('w', new Date(runAt.getTime() - 1), 1)).toEqual([]);
      now = runAt;
    }
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    const [last] = await repository.claim('w', now, 1);
    expect(await repository.fail(last!, 'w', 'boom 3', now)).toEqual({ outcome: 'failed' });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, finishedAt: now, lastError: 'boom 3' });
    expect(await repository.claim('w', at(86_400_000), 1)).toEqual([]);
  });

  it('reclaims a job whose worker died mid-run; the dead worker can no longer record it', async () => {
    const id = (await repository.enqueue({ kind: 'k', runAt: t0, maxAttempts: 2 }))!;
    const [job] = await repository.claim('dead-worker', t0, 1);
    // Not stale yet: nothing happens.
    expect(await repository.reclaimStale(at(60_000), at(-1))).toEqual({ requeued: 0, failed: 0 });
    expect(await repository.reclaimStale(at(600_000), at(1))).toEqual({ requeued: 1, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'queued', lockedBy: null, lastError: expect.stringContaining('dead-worker') });
    const [again] = await repository.claim('live-worker', at(600_000), 1);
    expect(again).toMatchObject({ id, attempts: 2 });
    expect(await repository.complete(job!.id, 'dead-worker', at(600_001))).toBe(false);
    expect(await repository.fail(job!, 'dead-worker', 'late', at(600_001))).toEqual({ outcome: 'lost' });
    // Its last attempt dies too: failed for good.
    expect(await repository.reclaimStale(at(1_200_000), at(600_001))).toEqual({ requeued: 0, failed: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('purges finished jobs older than the cut-off only', async () => {
    const old = (await repository.enqueue({ kind: 'k', runAt: t0 }))!;
    const recent = (await repository.enqueue({ kind: 'k', runAt: t0 }))!;
    const queued = (await repository.enqueue({ kind: 'k', runAt: t0 }))!;
    await repository.claim('w', t0, 2);
    await repository.complete(old, 'w', at(-10_000));
    await repository.complete(recent, 'w', at(10_000));
    expect(await repository.purgeFinished(t0)).toBe(1);
    expect((await db.select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort()).toEqual([recent, queued].sort());
  });
});

describe('scheduler', () => {
  it('enqueues each recurring job once across processes and once per interval', async () => {
    const handledKinds = new Set(recurringJobs.map((job) => job.kind));
    const processA = createJobScheduler({ repository, handledKinds });
    const processB = createJobScheduler({ repository, handledKinds });
    expect((await processA.tick(t0)).sort()).toEqual([...handledKinds].sort());
    expect(await processB.tick(t0)).toEqual([]);
    // Local throttle: the same process doesn't ask again within 15 seconds.
    expect(await processA.tick(at(1000))).toEqual([]);

    const claimed = await repository.claim('w', t0, 20);
    expect(claimed).toHaveLength(handledKinds.size);
    expect(claimed.every((job) => job.maxAttempts === 1)).toBe(true);
    for (const job of claimed) await repository.complete(job.id, 'w', at(1000));
    // Finished a moment ago: not due again until a minute after that.
    expect(await processB.tick(at(30_000))).toEqual([]);
    expect((await processB.tick(at(61_000), true)).sort()).toEqual(
      [jobKinds.releaseExpiredHolds, jobKinds.cancelUnpaidBookings, jobKinds.chargeDueInstalments, jobKinds.reconcilePayments, jobKinds.deliverOutbox, jobKinds.syncChannelCalendars].sort(),
    );
    expect(await processA.tick(at(62_000))).toEqual([]);
  });

  it('schedules only the kinds this process has handlers for', async () => {
    const scheduler = createJobScheduler({ repository, handledKinds: new Set([jobKinds.deliverOutbox]) });
    expect(await scheduler.tick(t0)).toEqual([jobKinds.deliverOutbox]);
    expect((await db.select().from(jobs)).map((row) => row.dedupeKey)).toEqual([jobKinds.deliverOutbox]);
  });
});

// Stand-ins for the other domains' ports (their services are tested in their modules).
function fakeBookings(): BookingMaintenance & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    releaseExpiredHolds: async (now) => (calls.push(`release ${now.toISOString()}`), 2),
    cancelUnpaidBookings: async (now) => (calls.push(`cancel ${now.toISOString()}`), 1),
  };
}
const fakePayments = (calls: string[]): InstalmentCharging => ({
  chargeDueInstalments: async (now) => (calls.push(`charge ${now.toISOString()}`), 3),
});

describe('worker', () => {
  it('runs every recurring job through the services it was given', async () => {
    const bookings = fakeBookings();
    const email = createEmailService({ repository: createEmailRepository(db), config: { mail: { smtpUrl: undefined, from: 'b@localhost', devMailbox: true } } });
    await db.insert(emailOutbox).values({ toAddress: 'guest@example.test', fromAddress: 'b@localhost', subject: 'Hi', textBody: 'Hello', nextAttemptAt: t0 });
    const documents = { purgeExpired: async (now: Date) => (bookings.calls.push(`purge ${now.toISOString()}`), 0) };
    const deposits = { runTimeline: async (now: Date) => (bookings.calls.push(`deposits ${now.toISOString()}`), {}) };
    const reconciliation = { reconcileOpenAttempts: async (now: Date) => (bookings.calls.push(`reconcile ${now.toISOString()}`), { checked: 0 }) };
    const automations = { runDue: async (now: Date) => (bookings.calls.push(`automations ${now.toISOString()}`), {}) };
    const domains = { verifyPending: async () => (bookings.calls.push('verify domains'), { checked: 0 }) };
    const calendars = { syncDue: async (now: Date) => (bookings.calls.push(`calendars ${now.toISOString()}`), { synced: 0, failed: 0 }) };
    const service = createJobsService({ db, config: { jobs: { enabled: true, pollMs: 50, workerPort: undefined } }, dependencies: { bookings, payments: fakePayments(bookings.calls), reconciliation, email, documents, deposits, automations, domains, calendars } });
    expect(service.kinds()).toEqual([...recurringJobs.map((job) => job.kind)].sort());
    const logger = recordingLogger();
    const worker = service.createWorker(logger, { now: () => t0, batchSize: 20 });
    const recurring = recurringJobs.length;
    expect(await worker.runOnce()).toEqual({ claimed: recurring, succeeded: recurring, failed: 0, released: 0 });
    expect(bookings.calls.sort()).toEqual([
      `automations ${t0.toISOString()}`,
      `calendars ${t0.toISOString()}`,
      `cancel ${t0.toISOString()}`,
      `charge ${t0.toISOString()}`,
      `deposits ${t0.toISOString()}`,
      `purge ${t0.toISOString()}`,
      `reconcile ${t0.toISOString()}`,
      `release ${t0.toISOString()}`,
      'verify domains',
    ]);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ status: 'sent', sentAt: t0 });
    expect(logger.entries.filter((entry) => entry.message === 'job done').map((entry) => entry.object)).toContainEqual(
      expect.objectContaining({ kind: jobKinds.releaseExpiredHolds, result: { released: 2 } }),
    );
    expect(logger.entries.some((entry) => entry.message.includes('SMTP_URL is not set'))).toBe(true);
    expect((await db.select().from(jobs)).every((row) => row.status === 'succeeded')).toBe(true);
    // Nothing is due in the same minute.
    expect(await worker.runOnce()).toEqual({ claimed: 0, succeeded: 0, failed: 0, released: 0 });
  });

  it('runs the recurring jobs on the real services of the composition root', async () => {
    const services = createServices({ db, config: loadConfig(testEnvironment), databaseKind: database.handle.kind, version: 'test' });
    // Besides the recurring jobs: webhook deliveries, enqueued by the events (never scheduled).
    expect(services.jobs.kinds()).toEqual([...recurringJobs.map((job) => job.kind), jobKinds.deliverWebhook].sort());
    const logger = recordingLogger();
    const summary = await services.jobs.createWorker(logger, { now: () => t0, batchSize: 20 }).runOnce();
    expect(logger.entries.filter((entry) => entry.level !== 'debug' && entry.level !== 'info')).toEqual([]);
    expect(summary).toEqual({ claimed: recurringJobs.length, succeeded: recurringJobs.length, failed: 0, released: 0 });
  });

  it('logs a failing job with its context and retries it', async () => {
    const logger = recordingLogger();
    const handlers: JobHandlers = {
      flaky: async () => {
        throw new Error('gateway timeout');
      },
    };
    const worker = createJobWorker({ repository, handlers, logger, pollMs: 50, workerId: 'w-log', now: () => t0 });
    const id = (await repository.enqueue({ kind: 'flaky', runAt: t0, payload: { bookingId: 9 } }))!;
    await repository.enqueue({ kind: 'unknown-kind', runAt: t0, maxAttempts: 1 });
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, succeeded: 0, failed: 2 });
    const warning = logger.entries.find((entry) => entry.level === 'warn');
    expect(warning?.message).toBe('job failed; will retry');
    expect(warning?.object).toMatchObject({ jobId: id, kind: 'flaky', attempt: 1, workerId: 'w-log', retryAt: at(30_000).toISOString() });
    const error = logger.entries.find((entry) => entry.level === 'error');
    expect(error?.object).toMatchObject({ kind: 'unknown-kind' });
    expect(String((error?.object as { err: Error }).err.message)).toContain('no handler');
    expect(await jobRow(id)).toMatchObject({ status: 'queued', lastError: 'Error: gateway timeout' });
  });

  it('polls until stopped, and stop() waits for the job in hand', async () => {
    const done: number[] = [];
    let release: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handlers: JobHandlers = {
      quick: async (payload) => void done.push(payload['n'] as number),
      slow: async () => {
        release();
        await new Promise((resolve) => setTimeout(resolve, 150));
        done.push(-1);
      },
    };
    const worker = createJobWorker({ repository, handlers, logger: recordingLogger(), pollMs: 20 });
    worker.start();
    await repository.enqueue({ kind: 'quick', payload: { n: 1 } });
    await expect.poll(() => done, { timeout: 5000 }).toEqual([1]);
    await repository.enqueue({ kind: 'slow' });
    await slowStarted;
    await worker.stop();
    expect(done).toEqual([1, -1]);
    await repository.enqueue({ kind: 'quick', payload: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toEqual([1, -1]);
    expect((await db.select().from(jobs).where(eq(jobs.kind, 'quick'))).map((row) => row.status).sort()).toEqual(['queued', 'succeeded']);
  });

  it('runs each job exactly once with two workers polling the same queue', async () => {
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      count: async (payload) => {
        const n = payload['n'] as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    for (let n = 0; n < 60; n++) await repository.enqueue({ kind: 'count', payload: { n } });
    const workers = ['a', 'b'].map((name) => createJobWorker({ repository, handlers, logger: recordingLogger(), pollMs: 10, batchSize: 5, workerId: name }));
    for (const worker of workers) worker.start();
    await expect.poll(() => runs.size, { timeout: 15_000 }).toBe(60);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const byWorker = await db.execute(sql`select count(*)::int as n from jobs where status = 'succeeded'`);
    expect((byWorker as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(60);
  });
});

describe('restart', () => {
  let folder: string | undefined;
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  // The same database opened again, as a restarted process would: a PGlite folder, or a new
  // pool on the PostgreSQL test database.
  async function reopen(): Promise<{ first: DatabaseHandle; again: () => Promise<DatabaseHandle> }> {
    if (database.url) {
      const url = database.url;
      return { first: await openDatabase({ url, poolSize: 2 }), again: () => openDatabase({ url, poolSize: 2 }) };
    }
    folder = await mkdtemp(join(tmpdir(), 'jobs-restart-'));
    const dataDir = folder;
    return { first: await openTestDataDir(dataDir), again: () => openDatabase({ dataDir }) };
  }

  it('finishes a job after the process running it crashed and a new one started', async () => {
    const { first, again } = await reopen();
    const before = createJobsRepository(first.db);
    const id = (await before.enqueue({ kind: 'confirm', payload: { bookingId: 42 }, dedupeKey: 'confirm:42' }))!;
    // The first process claims it and dies mid-run: the job stays 'running' with its lock.
    expect(await before.claim('crashed-process', new Date(), 1)).toHaveLength(1);
    await first.close();

    const second = await again();
    try {
      const seen: unknown[] = [];
      const worker = createJobWorker({
        repository: createJobsRepository(second.db),
        handlers: { confirm: async (payload) => void seen.push(payload) },
        logger: recordingLogger(),
        pollMs: 50,
        lockTimeoutMs: 0,
        now: () => new Date(Date.now() + 1000),
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, succeeded: 1 });
      expect(seen).toEqual([{ bookingId: 42 }]);
      const [row] = await second.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await second.close();
    }
  });
});
