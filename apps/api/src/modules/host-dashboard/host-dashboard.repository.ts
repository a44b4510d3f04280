import { and, desc, eq, gt, gte, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { bookings, cities, deposits, emailOutbox, guests, instalments, properties, reviews, unitAllocations, unitCleanings, units, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

export type HostDashboardRepository = ReturnType<typeof createHostDashboardRepository>;

// Bookings that hold their dates (a cancelled or lapsed one frees them).
const live = inArray(bookings.status, ['pending_payment', 'confirmed', 'completed']);
// Drizzle writes a select's columns unqualified, which a correlated subquery can't tell apart.
const bookingIdRef = sql.raw('"bookings"."id"');
const booker = sql<string>`coalesce((select trim(concat_ws(' ', g.first_name, g.last_name)) from ${guests} g where g.booking_id = ${bookingIdRef} order by g.is_booker desc, g.position, g.id limit 1), '')`;

// The reads of the host's Today, charts and housekeeping board; every one for one organization.
export function createHostDashboardRepository(db: Database) {
  return {
    async properties(organizationId: number) {
      return db
        .select({ id: properties.id, name: properties.name, timeZone: cities.timezone, checkInTime: properties.checkInTime, checkOutTime: properties.checkOutTime })
        .from(properties)
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .where(eq(properties.organizationId, organizationId))
        .orderBy(properties.name, properties.id);
    },

    // Stays arriving or leaving between the two days (inclusive), with their unit and booker's name.
    async staysBetween(organizationId: number, from: string, to: string) {
      return db
        .select({
          bookingId: bookings.id,
          code: bookings.code,
          status: bookings.status,
          propertyId: bookings.propertyId,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          guestName: booker,
          unitName: sql<string | null>`(select u.name from ${unitAllocations} a join ${units} u on u.id = a.unit_id where a.booking_id = ${bookingIdRef} and a.released_at is null order by a.id limit 1)`,
          unitId: sql<number | null>`(select a.unit_id from ${unitAllocations} a where a.booking_id = ${bookingIdRef} and a.released_at is null order by a.id limit 1)`,
        })
        .from(bookings)
        .where(and(eq(bookings.organizationId, organizationId), live, or(and(gte(bookings.checkIn, from), lte(bookings.checkIn, to)), and(gte(bookings.checkOut, from), lte(bookings.checkOut, to)))))
        .orderBy(bookings.checkIn, bookings.id);
    },

    // Instalments due by the day and not paid, of bookings that still stand.
    async unpaidInstalments(organizationId: number, upTo: string) {
      return db
        .select({ instalmentId: instalments.id, bookingId: bookings.id, code: bookings.code, guestName: booker, amountMinor: instalments.amountMinor, currency: instalments.currency, dueDate: instalments.dueDate })
        .from(instalments)
        .innerJoin(bookings, eq(bookings.id, instalments.bookingId))
        .where(and(eq(instalments.organizationId, organizationId), inArray(instalments.status, ['scheduled', 'due', 'failed']), lte(instalments.dueDate, upTo), live))
        .orderBy(instalments.dueDate, instalments.id)
        .limit(100);
    },

    // Deposits a host may have to act on: due or failed holds, and holds of stays that are over.
    async depositsToAct(organizationId: number, now: Date, today: string) {
      return db
        .select({ bookingId: bookings.id, code: bookings.code, guestName: booker, status: deposits.status, amountMinor: deposits.amountMinor, currency: deposits.currency, scheduledFor: deposits.scheduledFor, releaseAfter: deposits.releaseAfter, checkOut: bookings.checkOut })
        .from(deposits)
        .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
        .where(
          and(
            eq(deposits.organizationId, organizationId),
            or(
              and(eq(deposits.status, 'scheduled'), lte(deposits.scheduledFor, now), gt(bookings.checkOut, today)),
              and(eq(deposits.status, 'failed'), gt(bookings.checkOut, today)),
              and(eq(deposits.status, 'authorized'), lte(bookings.checkOut, today)),
            ),
          ),
        )
        .orderBy(bookings.checkIn, bookings.id)
        .limit(100);
    },

    async reviewsSince(organizationId: number, since: Date) {
      return db
        .select({ reviewId: reviews.id, bookingId: reviews.bookingId, propertyName: properties.name, authorName: reviews.authorName, rating: reviews.rating, createdAt: reviews.createdAt })
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .where(and(eq(reviews.organizationId, organizationId), gte(reviews.createdAt, since)))
        .orderBy(desc(reviews.createdAt))
        .limit(50);
    },

    async failedEmails(organizationId: number) {
      return db
        .select({ emailId: emailOutbox.id, bookingId: emailOutbox.bookingId, code: bookings.code, kind: emailOutbox.kind, subject: emailOutbox.subject, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
        .where(and(eq(emailOutbox.organizationId, organizationId), eq(emailOutbox.status, 'failed')))
        .orderBy(desc(emailOutbox.id))
        .limit(50);
    },

    // Active units per property (what can be booked).
    async unitCounts(organizationId: number) {
      return db
        .select({ propertyId: units.propertyId, count: sql<number>`count(*)::int` })
        .from(units)
        .where(and(eq(units.organizationId, organizationId), eq(units.isActive, true)))
        .groupBy(units.propertyId);
    },

    // Hosts' blocks on active units overlapping [from, to) (the charts take their nights off).
    async blocksOverlapping(organizationId: number, from: string, to: string) {
      return db
        .select({ propertyId: units.propertyId, startsOn: unitAllocations.startsOn, endsOn: unitAllocations.endsOn })
        .from(unitAllocations)
        .innerJoin(units, eq(units.id, unitAllocations.unitId))
        .where(
          and(
            eq(unitAllocations.organizationId, organizationId),
            eq(unitAllocations.kind, 'block'),
            isNull(unitAllocations.releasedAt),
            eq(units.isActive, true),
            lt(unitAllocations.startsOn, to),
            gt(unitAllocations.endsOn, from),
          ),
        );
    },

    // Stays overlapping [from, to), with their booking's channel and money (for the charts).
    async staysOverlapping(organizationId: number, from: string, to: string) {
      return db
        .select({
          propertyId: bookings.propertyId,
          source: bookings.source,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          totalMinor: bookings.totalMinor,
          currency: bookings.currency,
          units: sql<number>`(select count(*)::int from ${unitAllocations} a where a.booking_id = ${bookingIdRef} and a.kind in ('hold', 'stay') and a.released_at is null)`,
        })
        .from(bookings)
        .where(and(eq(bookings.organizationId, organizationId), inArray(bookings.status, ['confirmed', 'completed']), lt(bookings.checkIn, to), gt(bookings.checkOut, from)));
    },

    // Housekeeping: the units' arrivals and departures on the days, names and head counts only.
    async unitMovements(organizationId: number, from: string, to: string) {
      return db
        .select({
          unitId: units.id,
          unitName: units.name,
          propertyId: properties.id,
          propertyName: properties.name,
          startsOn: unitAllocations.startsOn,
          endsOn: unitAllocations.endsOn,
          guestName: booker,
          guests: sql<number>`(${bookings.adults} + ${bookings.children})::int`,
          arrivalTime: bookings.arrivalTime,
          departureTime: bookings.departureTime,
          checkInTime: properties.checkInTime,
          checkOutTime: properties.checkOutTime,
        })
        .from(unitAllocations)
        .innerJoin(units, eq(units.id, unitAllocations.unitId))
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .innerJoin(bookings, eq(bookings.id, unitAllocations.bookingId))
        .where(
          and(
            eq(unitAllocations.organizationId, organizationId),
            inArray(unitAllocations.kind, ['hold', 'stay']),
            isNull(unitAllocations.releasedAt),
            live,
            or(and(gte(unitAllocations.startsOn, from), lte(unitAllocations.startsOn, to)), and(gte(unitAllocations.endsOn, from), lte(unitAllocations.endsOn, to))),
          ),
        )
        .orderBy(properties.name, units.name, units.id);
    },

    // Units marked cleaned on the days [from, to].
    async cleaningsBetween(organizationId: number, from: string, to: string) {
      return db
        .select({ unitId: unitCleanings.unitId, day: unitCleanings.day, cleanedAt: unitCleanings.cleanedAt, actorName: unitCleanings.actorName })
        .from(unitCleanings)
        .where(and(eq(unitCleanings.organizationId, organizationId), gte(unitCleanings.day, from), lte(unitCleanings.day, to)));
    },

    // Marks the unit cleaned on the day, once: a second mark (or a concurrent one) answers the
    // first. 'no_unit' for another organization's unit, 'no_departure' when no live stay leaves
    // the unit that day. The audit entry is written with the mark, in its transaction.
    async markCleaned(organizationId: number, unitId: number, day: string, at: Date, actor: AuditActor, requestId?: string) {
      return db.transaction(async (tx) => {
        const [unit] = await tx.select({ id: units.id }).from(units).where(and(eq(units.organizationId, organizationId), eq(units.id, unitId)));
        if (!unit) return { outcome: 'no_unit' as const };
        const [leaving] = await tx
          .select({ id: unitAllocations.id })
          .from(unitAllocations)
          .innerJoin(bookings, eq(bookings.id, unitAllocations.bookingId))
          .where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.unitId, unitId), eq(unitAllocations.endsOn, day), inArray(unitAllocations.kind, ['hold', 'stay']), isNull(unitAllocations.releasedAt), live))
          .limit(1);
        if (!leaving) return { outcome: 'no_departure' as const };
        const [inserted] = await tx
          .insert(unitCleanings)
          .values({ organizationId, unitId, day, cleanedAt: at, actorKind: actor.kind === 'client' ? 'client' : 'user', actorId: actor.id, actorName: actor.name })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await writeAuditEntry(tx, { organizationId, actor, action: 'unit.cleaned', entityType: 'unit', entityId: unitId, after: { day }, requestId });
          return { outcome: 'marked' as const, cleaning: inserted };
        }
        const [existing] = await tx.select().from(unitCleanings).where(and(eq(unitCleanings.unitId, unitId), eq(unitCleanings.day, day)));
        return { outcome: 'marked' as const, cleaning: existing! };
      });
    },
  };
}
