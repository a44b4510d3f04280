import {
  agreementSignatures,
  bookingCheckinSteps,
  bookingEvents,
  bookingRequests,
  bookings,
  deposits,
  documents,
  emailOutbox,
  guests,
  instalments,
  payments,
  properties,
  ratePlans,
  units,
  unitAllocations,
  unitTypes,
  writeAuditEntry,
  type AuditEntry,
  type Database,
} from '@direct/db';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// One booking of the organization and everything its page shows: the stay, money, check-in,
// agreement, guests, documents and the rows its timeline is made of. Every read is scoped to the
// organization, so another organization's booking id finds nothing.

export type HostBookingDetailRepository = ReturnType<typeof createHostBookingDetailRepository>;

export function createHostBookingDetailRepository(db: Database) {
  const own = (organizationId: number, bookingId: number) => and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId));

  return {
    async booking(organizationId: number, bookingId: number) {
      const [row] = await db
        .select({
          booking: bookings,
          propertyName: properties.name,
          unitTypeName: unitTypes.name,
          ratePlanName: ratePlans.name,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
        .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId))
        .where(own(organizationId, bookingId));
      return row;
    },

    // What the page lists beside the booking row, read together.
    async related(organizationId: number, bookingId: number) {
      const byBooking = (table: { organizationId: AnyPgColumn; bookingId: AnyPgColumn }) => and(eq(table.organizationId, organizationId), eq(table.bookingId, bookingId));
      const [allocated, schedule, paid, deposit, steps, signature, requests, emails, events, booker] = await Promise.all([
        db
          .selectDistinct({ id: units.id, name: units.name })
          .from(unitAllocations)
          .innerJoin(units, eq(units.id, unitAllocations.unitId))
          .where(and(byBooking(unitAllocations), isNull(unitAllocations.releasedAt)))
          .orderBy(asc(units.name)),
        db.select().from(instalments).where(byBooking(instalments)).orderBy(asc(instalments.sequence)),
        db.select().from(payments).where(byBooking(payments)).orderBy(asc(payments.id)),
        db.select().from(deposits).where(byBooking(deposits)).orderBy(desc(deposits.id)).limit(1),
        db.select().from(bookingCheckinSteps).where(byBooking(bookingCheckinSteps)).orderBy(asc(bookingCheckinSteps.id)),
        db.select().from(agreementSignatures).where(byBooking(agreementSignatures)).orderBy(desc(agreementSignatures.signedAt)).limit(1),
        db
          .select({ id: bookingRequests.id, source: bookingRequests.source, createdAt: bookingRequests.createdAt })
          .from(bookingRequests)
          .where(and(eq(bookingRequests.organizationId, organizationId), eq(bookingRequests.bookingId, bookingId), eq(bookingRequests.status, 'accepted'))),
        db
          .select({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            subject: emailOutbox.subject,
            toAddress: emailOutbox.toAddress,
            status: emailOutbox.status,
            sentAt: emailOutbox.sentAt,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.organizationId, organizationId), eq(emailOutbox.bookingId, bookingId))),
        db.select().from(bookingEvents).where(byBooking(bookingEvents)),
        db
          .select({ firstName: guests.firstName, lastName: guests.lastName, email: guests.email })
          .from(guests)
          .where(and(byBooking(guests), eq(guests.isBooker, true)))
          .limit(1),
      ]);
      return { units: allocated, instalments: schedule, payments: paid, deposit: deposit[0], steps, signature: signature[0], requests, emails, events, booker: booker[0] };
    },

    async guests(organizationId: number, bookingId: number) {
      return db
        .select()
        .from(guests)
        .where(and(eq(guests.organizationId, organizationId), eq(guests.bookingId, bookingId)))
        .orderBy(asc(guests.position), asc(guests.id));
    },

    // Identity files only (ID documents and selfies) that still exist; signatures and agreement
    // PDFs are shown elsewhere.
    async identityDocuments(organizationId: number, bookingId: number) {
      return db
        .select({
          id: documents.id,
          kind: documents.kind,
          guestId: documents.guestId,
          mimeType: documents.mimeType,
          sizeBytes: documents.sizeBytes,
          createdAt: documents.createdAt,
          retainUntil: documents.retainUntil,
        })
        .from(documents)
        .where(
          and(
            eq(documents.organizationId, organizationId),
            eq(documents.bookingId, bookingId),
            inArray(documents.kind, ['id_document', 'selfie']),
            isNull(documents.deletedAt),
          ),
        )
        .orderBy(asc(documents.id));
    },

    async identityDocument(organizationId: number, bookingId: number, documentId: number) {
      const [row] = await db
        .select({ id: documents.id, kind: documents.kind, guestId: documents.guestId })
        .from(documents)
        .where(
          and(
            eq(documents.organizationId, organizationId),
            eq(documents.bookingId, bookingId),
            eq(documents.id, documentId),
            inArray(documents.kind, ['id_document', 'selfie']),
            isNull(documents.deletedAt),
          ),
        );
      return row;
    },

    // A read that must leave a trace (an ID document's link or view): the audit entry alone.
    async audit(entry: AuditEntry): Promise<void> {
      await db.transaction(async (tx) => writeAuditEntry(tx, entry));
    },
  };
}
