import { integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
import { bookings } from './bookings.ts';
import { organizations } from './tenancy.ts';

// Invoice numbers: per organization, sequential, assigned once per booking and never changed
// (an invoice downloaded twice shows the same number). The counter row is bumped under the
// booking's lock, in the transaction that stores the booking's number.
export const invoiceCounters = pgTable('invoice_counters', {
  organizationId: integer()
    .primaryKey()
    .references(() => organizations.id),
  lastNumber: integer().notNull().default(0),
});

export const bookingInvoices = pgTable(
  'booking_invoices',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    uniqueIndex().on(t.organizationId, t.bookingId),
    uniqueIndex().on(t.organizationId, t.number),
  ],
);

