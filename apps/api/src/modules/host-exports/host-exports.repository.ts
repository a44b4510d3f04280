import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { bookings, payments, properties, type Database } from '@direct/db';

export type HostExportsRepository = ReturnType<typeof createHostExportsRepository>;

export type PaymentExportRow = {
  id: number;
  succeededAt: Date;
  kind: 'charge' | 'refund';
  provider: string;
  providerRef: string | null;
  amountMinor: number;
  currency: string;
  bookingCode: string;
  propertyName: string;
};

export type TaxExportRow = { month: string; propertyName: string; tax: string; currency: string; bookings: number; amountMinor: number };

// Reads for the accountant's files; every query is bound to one organization.
export function createHostExportsRepository(db: Database) {
  return {
    // Payments and refunds that succeeded in [from, before).
    async payments(organizationId: number, from: Date, before: Date): Promise<PaymentExportRow[]> {
      const rows = await db
        .select({
          id: payments.id,
          succeededAt: payments.succeededAt,
          kind: payments.kind,
          provider: payments.provider,
          providerRef: payments.providerRef,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          bookingCode: bookings.code,
          propertyName: properties.name,
        })
        .from(payments)
        .innerJoin(bookings, and(eq(bookings.id, payments.bookingId), eq(bookings.organizationId, organizationId)))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(payments.organizationId, organizationId), eq(payments.status, 'succeeded'), gte(payments.succeededAt, from), lt(payments.succeededAt, before)))
        .orderBy(asc(payments.succeededAt), asc(payments.id));
      return rows.map((row) => ({ ...row, succeededAt: row.succeededAt! }));
    },

    // The quote's tax lines of kept bookings arriving in [from, to], summed per month, property and tax.
    async taxes(organizationId: number, from: string, to: string): Promise<TaxExportRow[]> {
      const line = sql`jsonb_array_elements(${bookings.quote} -> 'lines')`;
      const month = sql<string>`to_char(${bookings.checkIn}, 'YYYY-MM')`;
      const tax = sql<string>`tax_line ->> 'label'`;
      const rows = await db
        .select({
          month,
          propertyName: properties.name,
          tax,
          currency: bookings.currency,
          bookings: sql<number>`count(distinct ${bookings.id})::int`,
          amountMinor: sql<number>`sum((tax_line ->> 'amountMinor')::int)::int`,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(sql`lateral ${line} as tax_line`, sql`true`)
        .where(
          and(
            eq(bookings.organizationId, organizationId),
            inArray(bookings.status, ['confirmed', 'completed']),
            gte(bookings.checkIn, from),
            sql`${bookings.checkIn} <= ${to}`,
            sql`tax_line ->> 'kind' = 'tax'`,
          ),
        )
        .groupBy(month, properties.name, tax, bookings.currency)
        .orderBy(month, properties.name, tax);
      return rows;
    },
  };
}
