import { and, eq, sql } from 'drizzle-orm';
import {
  bookingAddOns,
  bookingRequests,
  bookings,
  guests,
  instalments,
  queryRows,
  sqlStateOf,
  unitAllocations,
  voucherRedemptions,
  type Database,
  type QuoteSnapshot,
  writeBookingWebhookEvent,
} from '@direct/db';

// Writing a reservation: the booking, everything it owns and the hold on one free unit, in one
// transaction. The exclusion constraint unit_allocations_no_overlap is the final word on who
// gets a unit; this code only picks which unit to try.

export type StoredQuote = QuoteSnapshot & { voucher: { code: string; label: string } | null };

export type NewBooking = {
  code: string;
  accessSecret: string;
  organizationId: number;
  brandId: number;
  propertyId: number;
  unitTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
  isWorkTrip: boolean;
  followUpConsent: boolean;
  currency: string;
  totalMinor: number;
  quote: StoredQuote;
  voucherId: number | null;
  holdExpiresAt: Date;
  language: string;
  siteOrigin: string | null;
  // Where it came from when not the site (a host took it by phone or email).
  source?: 'phone' | 'email';
  createdAt: Date;
};

export type NewReservation = {
  booking: NewBooking;
  booker: { firstName: string; lastName: string; email: string; mobile: string | null };
  addOns: { addOnId: number; label: string; quantity: number; amountMinor: number; slotTime: string | null }[];
  schedule: { sequence: number; amountMinor: number; dueDate: string; dueNow: boolean }[];
  voucher: { voucherId: number; discountMinor: number } | null;
  request: { source: string; idempotencyKey: string | null; requestHash: string | null; payload: unknown };
};

export type ReservationOutcome =
  | { kind: 'held'; bookingId: number; requestId: number }
  // Another request with the same Idempotency-Key won the race; answer what it got.
  | { kind: 'duplicate_key' }
  | { kind: 'unavailable' };

class NoFreeUnit extends Error {}

// First key of the advisory locks that order allocation attempts per unit type.
const allocationLockSpace = 74_001;

export type BookingHoldsRepository = ReturnType<typeof createBookingHoldsRepository>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The caller's own writes about the new booking, committed with it or not at all (a host's audit entry). */
export type WithinReservation = (tx: Tx, bookingId: number) => Promise<void>;

export function createBookingHoldsRepository(db: Database) {
  // Lapsed holds still count for the exclusion constraint until released: release those on this
  // unit type's overlapping dates (their bookings expire) before trying to hold.
  async function releaseLapsedHolds(organizationId: number, unitTypeId: number, stay: { checkIn: string; checkOut: string }, now: Date) {
    const at = now.toISOString();
    await db.execute(sql`
      with lapsed as (
        update unit_allocations a set released_at = ${at}::timestamptz
        from units u
        where u.id = a.unit_id and u.organization_id = ${organizationId} and u.unit_type_id = ${unitTypeId}
          and a.organization_id = ${organizationId} and a.kind = 'hold' and a.released_at is null and a.expires_at <= ${at}::timestamptz
          and a.starts_on < ${stay.checkOut}::date and a.ends_on > ${stay.checkIn}::date
        returning a.booking_id)
      update bookings b set status = 'expired', updated_at = ${at}::timestamptz
      where b.organization_id = ${organizationId} and b.status = 'pending_payment' and b.id in (select booking_id from lapsed)`);
  }

  return {
    async reserve(input: NewReservation, now: Date, within?: WithinReservation): Promise<ReservationOutcome> {
      const { booking } = input;
      await releaseLapsedHolds(booking.organizationId, booking.unitTypeId, booking, now);
      try {
        return await db.transaction(async (tx) => {
          // First, so a second request with the same key waits here on the unique index and
          // never holds a unit of its own.
          const [request] = await tx
            .insert(bookingRequests)
            .values({ organizationId: booking.organizationId, brandId: booking.brandId, ...input.request, status: 'accepted', createdAt: now })
            .returning({ id: bookingRequests.id });
          const [created] = await tx.insert(bookings).values({ ...booking, status: 'pending_payment', updatedAt: now }).returning({ id: bookings.id });
          if (!request || !created) throw new Error('booking not inserted');
          const organizationId = booking.organizationId;
          const bookingId = created.id;
          await tx.insert(guests).values({ organizationId, bookingId, isBooker: true, isAdult: true, position: 0, ...input.booker });
          if (input.addOns.length > 0) await tx.insert(bookingAddOns).values(input.addOns.map((addOn) => ({ organizationId, bookingId, ...addOn })));
          await tx.insert(instalments).values(
            input.schedule.map((part) => ({
              organizationId,
              bookingId,
              sequence: part.sequence,
              amountMinor: part.amountMinor,
              currency: booking.currency,
              dueDate: part.dueDate,
              status: part.dueNow ? ('due' as const) : ('scheduled' as const),
            })),
          );
          if (input.voucher) await tx.insert(voucherRedemptions).values({ organizationId, bookingId, ...input.voucher });

          // Requests for one unit type take turns from here to commit. Concurrent inserts that
          // clash on the GiST exclusion constraint can wait on each other (a deadlock PostgreSQL
          // breaks only after deadlock_timeout), so under a rush they queue instead; the
          // constraint stays the guarantee against overlaps.
          await tx.execute(sql`select pg_advisory_xact_lock(${allocationLockSpace}::int, ${booking.unitTypeId}::int)`);
          const free = await queryRows<{ id: number }>(
            tx,
            sql`select u.id from units u
                where u.organization_id = ${organizationId} and u.unit_type_id = ${booking.unitTypeId} and u.is_active
                  and not exists (select 1 from unit_allocations a where a.unit_id = u.id and a.released_at is null
                                  and a.starts_on < ${booking.checkOut}::date and a.ends_on > ${booking.checkIn}::date)
                order by u.id`,
          );
          let held = false;
          for (const unit of free) {
            try {
              // A savepoint: losing the race for this unit must not abort the whole transaction.
              await tx.transaction(async (savepoint) => {
                await savepoint.insert(unitAllocations).values({
                  organizationId,
                  unitId: unit.id,
                  bookingId,
                  kind: 'hold',
                  startsOn: booking.checkIn,
                  endsOn: booking.checkOut,
                  expiresAt: booking.holdExpiresAt,
                  createdAt: now,
                });
              });
              held = true;
              break;
            } catch (error) {
              if (sqlStateOf(error) !== '23P01') throw error;
            }
          }
          if (!held) throw new NoFreeUnit();
          await writeBookingWebhookEvent(tx, { organizationId, bookingId, type: 'booking.created' });
          await tx.update(bookingRequests).set({ bookingId }).where(eq(bookingRequests.id, request.id));
          if (within) await within(tx, bookingId);
          return { kind: 'held' as const, bookingId, requestId: request.id };
        });
      } catch (error) {
        if (error instanceof NoFreeUnit) return { kind: 'unavailable' };
        if (sqlStateOf(error) === '23505' && input.request.idempotencyKey !== null && String((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint ?? '').includes('idempotency')) {
          return { kind: 'duplicate_key' };
        }
        throw error;
      }
    },

    // The audit row of a refused request, in its own statement (the reservation rolled back).
    async recordRejected(input: { organizationId: number; brandId: number; source: string; idempotencyKey: string | null; payload: unknown; rejectionCode: string }, now: Date): Promise<void> {
      await db
        .insert(bookingRequests)
        .values({ ...input, status: 'rejected', createdAt: now })
        .onConflictDoNothing();
    },

    async requestByKey(brandId: number, idempotencyKey: string) {
      const [row] = await db
        .select({
          id: bookingRequests.id,
          status: bookingRequests.status,
          bookingId: bookingRequests.bookingId,
          rejectionCode: bookingRequests.rejectionCode,
          requestHash: bookingRequests.requestHash,
        })
        .from(bookingRequests)
        .where(and(eq(bookingRequests.brandId, brandId), eq(bookingRequests.idempotencyKey, idempotencyKey)));
      return row;
    },
  };
}
