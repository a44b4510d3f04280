import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brands, organizations } from './tenancy.ts';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

// Every email is written here in the same transaction as the change that causes it;
// a worker delivers it (SMTP when configured) and the development mailbox shows it.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    brandId: integer().references(() => brands.id),
    // The booking an email is about, so the booking's timeline lists it (null for host and account mail).
    // No foreign key: the outbox is a platform-wide queue that stays on the coordinator (decision
    // 0038), and a coordinator table cannot point into a distributed one. Bookings are never deleted.
    bookingId: integer(),
    // Which email it is (e.g. 'booking_confirmed', 'message', 'review_invitation'): the timeline's label.
    kind: text(),
    // Makes "send this once" safe to retry (e.g. booking-confirmed:123).
    dedupeKey: text(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    // Where the guest's answer goes (a booking conversation's reply address); null: the sender.
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    attachments: jsonb().$type<{ filename: string; documentId: number }[]>().notNull().default([]),
    status: outboxStatus().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.dedupeKey), index().on(t.status, t.nextAttemptAt), index().on(t.bookingId)],
);

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'succeeded', 'failed']);

// A Postgres-backed queue: workers claim rows with FOR UPDATE SKIP LOCKED, so jobs survive a
// restart and several workers never run the same job at once. Handlers must be idempotent.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    // At most one queued or running job per key (e.g. release-hold:123).
    dedupeKey: text(),
    status: jobStatus().notNull().default('queued'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: smallint().notNull().default(0),
    maxAttempts: smallint().notNull().default(5),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status, t.runAt),
    uniqueIndex('jobs_live_dedupe_key').on(t.dedupeKey).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

// Failed attempts at a guarded way in (check-in access by booking code and email), per key
// (a client address or a booking code). In the database so every API process shares them; a
// row is forgotten after a quiet period. Not tenant data: the key is what the guesser controls.
export const accessAttempts = pgTable(
  'access_attempts',
  {
    scope: text().notNull(),
    key: text().notNull(),
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.lastFailureAt)],
);

// Request counters of @fastify/rate-limit (decision 0034), one row per route and client key and
// window, shared by every API process. UNLOGGED (set by migration): counters need no crash
// safety or replication, and skipping the WAL makes the one upsert per limited request cheap.
// Not tenant data. Rows past reset_at are deleted by the API (RateLimitStore).
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
);
