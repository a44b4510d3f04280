import { date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
import { bookings } from './bookings.ts';
import { organizations } from './tenancy.ts';

// What the front desk and the manager do to a booking (migration 0013).

// One row per host action on a booking, keyed by the action's Idempotency-Key: written first in the
// action's own transaction (a concurrent replay waits on the unique index), its answer stored at the
// end, so a replay answers the first result without acting twice.
export const hostBookingActions = pgTable(
  'host_booking_actions',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer(),
    operation: text().notNull(),
    idempotencyKey: text().notNull(),
    answer: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    uniqueIndex().on(t.organizationId, t.idempotencyKey),
    index().on(t.bookingId),
  ],
);

export const outsidePaymentMethods = ['cash', 'bank_transfer', 'other'] as const;
export const outsidePaymentMethod = pgEnum('outside_payment_method', outsidePaymentMethods);

// Money the host took outside the payment gateway (cash at the door, a bank transfer): it counts
// as paid but can never be refunded through the gateway.
export const outsidePayments = pgTable(
  'outside_payments',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    method: outsidePaymentMethod().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    reference: text(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'), index().on(t.bookingId)],
);
