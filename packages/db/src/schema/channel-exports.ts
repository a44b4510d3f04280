import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
import { units, unitTypes } from './properties.ts';
import { organizations } from './tenancy.ts';

// Calendars out and the bulk rates-and-availability API (issue 13; migration 0018).

// One secret iCal feed address per unit or per unit type. The token is the whole secret (the
// URL is a capability, as channels' own export URLs are) and is kept as it is, so the console
// can show the URL again; rotating replaces it and the old URL answers 404 at once.
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitId: integer(),
    unitTypeId: integer(),
    token: text().notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.unitId, units).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.unitTypeId, unitTypes).onDelete('cascade'),
    uniqueIndex().on(t.token, t.organizationId),
    uniqueIndex().on(t.unitId, t.organizationId),
    uniqueIndex().on(t.unitTypeId, t.organizationId),
    index().on(t.organizationId),
    check('calendar_feed_tokens_one_subject', sql`(${t.unitId} is null) <> (${t.unitTypeId} is null)`),
  ],
);

// The first answer of each PUT /apis/host/ari by its Idempotency-Key: claimed first in the
// write's own transaction (a concurrent replay waits on the unique index), so a replay answers
// the first result and the same key with another body is refused.
export const ariRequests = pgTable(
  'ari_requests',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    idempotencyKey: text().notNull(),
    // SHA-256 of the validated body: what the key is bound to.
    bodyHash: text().notNull(),
    answer: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.organizationId, t.idempotencyKey)],
);
