import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';
import { organizations } from './tenancy.ts';

// Signed webhooks out (decision 0025): a host's endpoints, the events the platform emits (an
// outbox written in the transaction of the change that causes it), one delivery per (event,
// endpoint) and every attempt at it.

export const webhookEndpointStatus = pgEnum('webhook_endpoint_status', ['enabled', 'disabled']);
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'succeeded', 'failed']);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    url: text().notNull(),
    description: text().notNull().default(''),
    // Event types this endpoint receives (e.g. 'booking.created').
    events: text().array().notNull(),
    // Kept readable: every delivery is signed with it (HMAC-SHA256). Shown to the host once.
    secret: text().notNull(),
    status: webhookEndpointStatus().notNull().default('enabled'),
    // 'failing' when the platform switched it off after persistent failure; 'host' when a person did.
    disabledReason: text(),
    consecutiveFailures: integer().notNull().default(0),
    // When the current run of failures began (null after a success): "failing for 3 days" reads it.
    failingSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPrimaryKey(t), index().on(t.organizationId)],
);

// The outbox: one row per event, its id is the event id receivers de-duplicate on.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    type: text().notNull(),
    // The payload's `data`, as sent.
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.organizationId] }), index().on(t.organizationId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    endpointId: integer().notNull(),
    eventId: uuid().notNull(),
    status: webhookDeliveryStatus().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastStatusCode: smallint(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.endpointId, webhookEndpoints).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.eventId, webhookEvents).onDelete('cascade'),
    index().on(t.endpointId, t.createdAt),
    index().on(t.eventId),
  ],
);

// The delivery log the console shows: each POST, its answer or its error.
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    deliveryId: integer().notNull(),
    attempt: smallint().notNull(),
    statusCode: smallint(),
    durationMs: integer().notNull(),
    responseSnippet: text(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.deliveryId, webhookDeliveries).onDelete('cascade'), index().on(t.deliveryId, t.createdAt)],
);
