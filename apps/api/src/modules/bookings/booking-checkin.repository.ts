import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addOns, bookingAddOns, bookings, instalments, properties, queryRows, type Database, type QuoteSnapshot } from '@direct/db';
import type { SlotChange, SlotKind } from './booking-ports.ts';

// What online check-in's General info step changes on a booking: arrival and departure times,
// purpose of stay, and a paid early check-in / late check-out slot — which adds an add-on row, raises
// the total and adds an instalment due that day, all in one transaction.

export type ChosenSlot = {
  bookingAddOnId: number;
  addOnId: number;
  kind: SlotKind;
  label: string;
  amountMinor: number;
  slotTime: string | null;
  // Null: chosen with the reservation (part of what was paid for). Else the slot's own instalment.
  instalmentId: number | null;
  instalmentStatus: string | null;
};

export type SlotOffer = {
  id: number;
  kind: SlotKind;
  label: string;
  calculation: 'fixed' | 'per_night' | 'per_guest' | 'per_guest_per_night' | 'percentage';
  amountMinor: number | null;
  percent: string | null;
  slotTime: string;
  maxQuantity: number;
};

export type GeneralInfoRow = {
  checkInTime: string;
  checkOutTime: string;
  arrivalTime: string | null;
  departureTime: string | null;
  purposeOfStay: 'leisure' | 'business' | 'student' | null;
};

export class PaidSlotError extends Error {
  readonly kind: SlotKind;
  constructor(kind: SlotKind) {
    super('paid slot');
    this.kind = kind;
  }
}

export type BookingCheckinRepository = ReturnType<typeof createBookingCheckinRepository>;

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

export function createBookingCheckinRepository(db: Database) {
  async function chosenSlots(executor: Database, organizationId: number, bookingId: number): Promise<ChosenSlot[]> {
    const rows = await executor
      .select({
        bookingAddOnId: bookingAddOns.id,
        addOnId: bookingAddOns.addOnId,
        kind: addOns.kind,
        label: bookingAddOns.label,
        amountMinor: bookingAddOns.amountMinor,
        slotTime: bookingAddOns.slotTime,
        instalmentId: bookingAddOns.instalmentId,
        instalmentStatus: instalments.status,
      })
      .from(bookingAddOns)
      .innerJoin(addOns, eq(addOns.id, bookingAddOns.addOnId))
      .leftJoin(instalments, eq(instalments.id, bookingAddOns.instalmentId))
      .where(and(eq(bookingAddOns.organizationId, organizationId), eq(bookingAddOns.bookingId, bookingId), inArray(addOns.kind, ['arrival_time', 'departure_time'])))
      .orderBy(asc(bookingAddOns.id));
    return rows.map((row) => ({ ...row, kind: row.kind as SlotKind, slotTime: hhmm(row.slotTime) }));
  }

  return {
    async generalInfo(organizationId: number, bookingId: number): Promise<GeneralInfoRow | undefined> {
      const [row] = await db
        .select({
          checkInTime: properties.checkInTime,
          checkOutTime: properties.checkOutTime,
          arrivalTime: bookings.arrivalTime,
          departureTime: bookings.departureTime,
          purposeOfStay: bookings.purposeOfStay,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      if (!row) return undefined;
      return { ...row, checkInTime: hhmm(row.checkInTime)!, checkOutTime: hhmm(row.checkOutTime)!, arrivalTime: hhmm(row.arrivalTime), departureTime: hhmm(row.departureTime) };
    },

    chosenSlots: (organizationId: number, bookingId: number) => chosenSlots(db, organizationId, bookingId),

    async slotOffers(organizationId: number, propertyId: number): Promise<SlotOffer[]> {
      const rows = await db
        .select()
        .from(addOns)
        .where(and(eq(addOns.organizationId, organizationId), eq(addOns.propertyId, propertyId), eq(addOns.isActive, true), inArray(addOns.kind, ['arrival_time', 'departure_time'])))
        .orderBy(asc(addOns.slotTime), asc(addOns.sortOrder), asc(addOns.id));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as SlotKind,
        label: row.label,
        calculation: row.calculation,
        amountMinor: row.amountMinor,
        percent: row.percent,
        slotTime: hhmm(row.slotTime)!,
        maxQuantity: row.maxQuantity,
      }));
    },

    // On the booking's own unit: does another live stay or hold leave on the check-in day (no early
    // check-in) or arrive on the check-out day (no late check-out)?
    async unitClashes(organizationId: number, bookingId: number, now: Date): Promise<{ departing: boolean; arriving: boolean }> {
      const at = now.toISOString();
      const [row] = await queryRows<{ departing: boolean; arriving: boolean }>(
        db,
        sql`with mine as (
              select a.unit_id, a.starts_on, a.ends_on from unit_allocations a
              where a.organization_id = ${organizationId} and a.booking_id = ${bookingId} and a.released_at is null),
            others as (
              select o.starts_on, o.ends_on, m.starts_on as my_start, m.ends_on as my_end from unit_allocations o join mine m on m.unit_id = o.unit_id
              where o.organization_id = ${organizationId} and o.released_at is null and (o.booking_id is null or o.booking_id <> ${bookingId})
                and (o.kind <> 'hold' or o.expires_at > ${at}::timestamptz))
            select exists(select 1 from others where ends_on = my_start) as departing,
                   exists(select 1 from others where starts_on = my_end) as arriving`,
      );
      return row ?? { departing: false, arriving: false };
    },

    // Times, purpose and slots in one transaction. A slot already paid (or part of the reservation)
    // can't be dropped or swapped here: PaidSlotError.
    async saveGeneralInfo(input: {
      organizationId: number;
      bookingId: number;
      arrivalTime: string;
      departureTime: string;
      purposeOfStay: 'leisure' | 'business' | 'student';
      slots: SlotChange[];
      today: string;
      now: Date;
    }): Promise<void> {
      const { organizationId, bookingId, now } = input;
      await db.transaction(async (tx) => {
        const [booking] = await tx
          .select({ id: bookings.id, currency: bookings.currency, quote: bookings.quote })
          .from(bookings)
          .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)))
          .for('update');
        if (!booking) return;
        const current = await chosenSlots(tx, organizationId, bookingId);
        let totalChange = 0;
        const quote = structuredClone(booking.quote) as QuoteSnapshot;
        for (const change of input.slots) {
          const existing = current.filter((slot) => slot.kind === change.kind);
          const keep = existing.find((slot) => change.wanted && slot.addOnId === change.wanted.addOnId);
          for (const slot of existing) {
            if (slot === keep) continue;
            if (slot.instalmentId === null || slot.instalmentStatus === 'paid') throw new PaidSlotError(change.kind);
            await tx.delete(bookingAddOns).where(and(eq(bookingAddOns.organizationId, organizationId), eq(bookingAddOns.id, slot.bookingAddOnId)));
            await tx.update(instalments).set({ status: 'cancelled' }).where(and(eq(instalments.organizationId, organizationId), eq(instalments.id, slot.instalmentId)));
            totalChange -= slot.amountMinor;
            removeLine(quote, slot.label, slot.amountMinor);
          }
          if (!change.wanted || keep) continue;
          const wanted = change.wanted;
          const instalmentId = await addInstalmentDueToday(tx, { organizationId, bookingId, currency: booking.currency, amountMinor: wanted.amountMinor, today: input.today, now });
          await tx.insert(bookingAddOns).values({
            organizationId,
            bookingId,
            addOnId: wanted.addOnId,
            label: wanted.label,
            quantity: 1,
            amountMinor: wanted.amountMinor,
            slotTime: wanted.slotTime,
            instalmentId,
            createdAt: now,
          });
          totalChange += wanted.amountMinor;
          quote.lines.push({ kind: 'add_on', label: wanted.label, amountMinor: wanted.amountMinor });
        }
        quote.totalMinor += totalChange;
        await tx
          .update(bookings)
          .set({
            arrivalTime: input.arrivalTime,
            departureTime: input.departureTime,
            purposeOfStay: input.purposeOfStay,
            quote,
            totalMinor: sql`${bookings.totalMinor} + ${totalChange}`,
            updatedAt: now,
          })
          .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      });
    },
  };
}

function removeLine(quote: QuoteSnapshot, label: string, amountMinor: number) {
  const index = quote.lines.findIndex((line) => line.kind === 'add_on' && line.label === label && line.amountMinor === amountMinor);
  if (index >= 0) quote.lines.splice(index, 1);
}

// The new instalment goes after the parts already paid or due by today and before the later
// ones (renumbered), so the payment terminal, which takes the lowest unpaid part, collects it now.
async function addInstalmentDueToday(
  tx: Database,
  input: { organizationId: number; bookingId: number; currency: string; amountMinor: number; today: string; now: Date },
): Promise<number> {
  const { organizationId, bookingId, today } = input;
  const parts = await tx
    .select({ id: instalments.id, sequence: instalments.sequence, dueDate: instalments.dueDate, status: instalments.status })
    .from(instalments)
    .where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, bookingId)))
    .orderBy(asc(instalments.sequence));
  const later = parts.filter((part) => part.status !== 'paid' && part.dueDate > today);
  const sequence = later[0]?.sequence ?? (parts.at(-1)?.sequence ?? 0) + 1;
  const shifted = parts.filter((part) => part.sequence >= sequence);
  if (shifted.length > 0) {
    // Two steps around the unique (booking, sequence) index.
    const ids = shifted.map((part) => part.id);
    await tx.update(instalments).set({ sequence: sql`${instalments.sequence} + 1000` }).where(and(eq(instalments.organizationId, organizationId), inArray(instalments.id, ids)));
    await tx.update(instalments).set({ sequence: sql`${instalments.sequence} - 999` }).where(and(eq(instalments.organizationId, organizationId), inArray(instalments.id, ids)));
  }
  const [created] = await tx
    .insert(instalments)
    .values({ organizationId, bookingId, sequence, amountMinor: input.amountMinor, currency: input.currency, dueDate: today, status: 'due', createdAt: input.now })
    .returning({ id: instalments.id });
  if (!created) throw new Error('instalment not inserted');
  return created.id;
}
