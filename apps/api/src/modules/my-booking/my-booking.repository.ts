import { and, eq, sql } from 'drizzle-orm';
import { bookingInvoices, bookings, brands, checkinSettings, emailOutbox, invoiceCounters, organizations, type BrandPostalAddress, type Database } from '@direct/db';
import type { BookingEmailDraft } from '../bookings/booking-ports.ts';

// What "My booking" keeps and reads itself: invoice numbers, the host's name and address for the
// documents, whether the property lets guests move their own dates, and its emails' outbox rows.

export type HostFacts = { name: string; organizationName: string; address: BrandPostalAddress | null; email: string | null; phone: string | null };

export type MyBookingRepository = ReturnType<typeof createMyBookingRepository>;

export function createMyBookingRepository(db: Database) {
  return {
    async hostOf(organizationId: number, brandId: number): Promise<HostFacts | null> {
      const [row] = await db
        .select({ name: brands.name, organizationName: organizations.name, address: brands.postalAddress, brandEmail: brands.contactEmail, orgEmail: organizations.email, brandPhone: brands.contactPhone, orgPhone: organizations.phone })
        .from(brands)
        .innerJoin(organizations, eq(organizations.id, brands.organizationId))
        .where(and(eq(brands.organizationId, organizationId), eq(brands.id, brandId)));
      if (!row) return null;
      return { name: row.name, organizationName: row.organizationName, address: row.address ?? null, email: row.brandEmail ?? row.orgEmail ?? null, phone: row.brandPhone ?? row.orgPhone ?? null };
    },

    async guestDateChangesAllowed(organizationId: number, propertyId: number): Promise<boolean> {
      const [row] = await db
        .select({ allowed: checkinSettings.guestDateChanges })
        .from(checkinSettings)
        .where(and(eq(checkinSettings.organizationId, organizationId), eq(checkinSettings.propertyId, propertyId)));
      return row?.allowed ?? false;
    },

    /**
     * The booking's invoice number, assigned on first ask: under the booking's row lock, so two
     * first downloads at once assign one number, and the organization's counter has no gaps.
     */
    async invoiceOf(organizationId: number, bookingId: number, now: Date): Promise<{ number: number; issuedAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId))).for('update');
        const [existing] = await tx
          .select({ number: bookingInvoices.number, issuedAt: bookingInvoices.issuedAt })
          .from(bookingInvoices)
          .where(and(eq(bookingInvoices.organizationId, organizationId), eq(bookingInvoices.bookingId, bookingId)));
        if (existing) return existing;
        const [counter] = await tx
          .insert(invoiceCounters)
          .values({ organizationId, lastNumber: 1 })
          .onConflictDoUpdate({ target: invoiceCounters.organizationId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
          .returning({ number: invoiceCounters.lastNumber });
        const number = counter!.number;
        await tx.insert(bookingInvoices).values({ organizationId, bookingId, number, issuedAt: now });
        return { number, issuedAt: now };
      });
    },

    // Its dedupe key makes a retry write it once.
    async enqueueEmail(email: BookingEmailDraft): Promise<void> {
      await db.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
    },
  };
}
