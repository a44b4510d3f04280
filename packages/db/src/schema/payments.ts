import { date, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { instalmentStatuses } from '@direct/domain/booking-status';
import { createdAt, id, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';
import { bookings } from './bookings.ts';
import { organizations } from './tenancy.ts';

export const paymentProvider = pgEnum('payment_provider', ['sandbox', 'stripe', 'paypal', 'opayo']);

export const instalmentStatus = pgEnum('instalment_status', instalmentStatuses);

// The payment schedule: full now, or e.g. 30% now and the rest N days before arrival.
export const instalments = pgTable(
  'instalments',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    sequence: smallint().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    status: instalmentStatus().notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    uniqueIndex().on(t.bookingId, t.sequence, t.organizationId),
    index().on(t.status, t.dueDate),
  ],
);

// A card or account saved with the gateway for off-session charges and deposit holds.
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    provider: paymentProvider().notNull(),
    providerRef: text().notNull(),
    providerCustomerRef: text(),
    brand: text(),
    last4: text(),
    expMonth: smallint(),
    expYear: smallint(),
    // The cardholder's name and billing address, for gateways that want them again with every
    // later use of the saved card (Opayo's Deferred holds); null for the others.
    cardholder: jsonb().$type<{ firstName: string; lastName: string; billingAddress: { address1: string; city: string; postalCode?: string; country: string } }>(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'), index().on(t.bookingId)],
);

export const paymentKind = pgEnum('payment_kind', ['charge', 'refund']);
export const paymentStatus = pgEnum('payment_status', [
  'created',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
]);

export const payments = pgTable(
  'payments',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    instalmentId: integer(),
    provider: paymentProvider().notNull(),
    kind: paymentKind().notNull().default('charge'),
    // Stored before the gateway is called, and sent with the call: a retry never charges twice.
    idempotencyKey: text().notNull(),
    providerRef: text(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    status: paymentStatus().notNull().default('created'),
    failureCode: text(),
    failureMessage: text(),
    offSession: text(),
    paymentMethodId: integer(),
    // Where the guest must go next (3-D Secure challenge, PayPal approval), while requires_action.
    nextActionUrl: text(),
    succeededAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings),
    tenantForeignKey(t.organizationId, t.instalmentId, instalments),
    tenantForeignKey(t.organizationId, t.paymentMethodId, paymentMethods),
    uniqueIndex().on(t.provider, t.idempotencyKey, t.organizationId),
    uniqueIndex().on(t.provider, t.providerRef, t.organizationId),
    index().on(t.bookingId),
  ],
);

export const depositStatus = pgEnum('deposit_status', [
  'scheduled',
  'authorized',
  'released',
  'captured',
  'partially_captured',
  'failed',
  'expired',
  'cancelled',
]);
export const depositFallback = pgEnum('deposit_fallback', ['reauthorize', 'charge_and_refund', 'none']);

// Security deposit: a card authorization (hold), never a charge unless the host claims.
export const deposits = pgTable(
  'deposits',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    provider: paymentProvider().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    status: depositStatus().notNull().default('scheduled'),
    fallback: depositFallback().notNull().default('reauthorize'),
    // When the hold is to be placed (default: the day before arrival).
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    // When the automatic release happens if the host raises no claim.
    releaseAfter: timestamp({ withTimezone: true }).notNull(),
    idempotencyKey: text().notNull(),
    providerRef: text(),
    paymentMethodId: integer(),
    authorizedAt: timestamp({ withTimezone: true }),
    // Card holds lapse (about 7 days); re-authorize or follow the fallback before then.
    authorizationExpiresAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    capturedMinor: integer().notNull().default(0),
    captureReason: text(),
    capturedAt: timestamp({ withTimezone: true }),
    failureCode: text(),
    // Who is spending the hold at the gateway right now (a release, a claim, a refund, the job's
    // renewal), until when: one at a time, so a second step finds the deposit busy instead of
    // sending the gateway a step on a hold the first has already spent. A lease its holder never
    // gave back (a crash mid-call) lapses at leaseUntil.
    leaseKey: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.paymentMethodId, paymentMethods),
    uniqueIndex().on(t.idempotencyKey, t.organizationId),
    index().on(t.status, t.scheduledFor),
    index().on(t.bookingId),
  ],
);

// Gateway webhooks, de-duplicated by the provider's event id.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: paymentProvider().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [uniqueIndex().on(t.provider, t.eventId)],
);

export const sandboxObjectKind = pgEnum('sandbox_object_kind', ['payment_intent', 'authorization', 'payment_method', 'refund']);

// The sandbox gateway's own ledger: it behaves like a remote gateway (its own ids, idempotency
// keys, state machine), so our payment code runs exactly as it would against Stripe.
export const sandboxGatewayObjects = pgTable(
  'sandbox_gateway_objects',
  {
    id: text().primaryKey(),
    kind: sandboxObjectKind().notNull(),
    idempotencyKey: text(),
    status: text().notNull(),
    amountMinor: integer(),
    currency: text(),
    capturedMinor: integer().notNull().default(0),
    cardBrand: text(),
    cardLast4: text(),
    failureCode: text(),
    data: jsonb().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.idempotencyKey)],
);
