import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { bookingAddOns, bookings, instalments, queryRows, sqlStateOf, unitAllocations, writeBookingWebhookEvent, type Database } from '@direct/db';
import type { BookingEmailDraft, RequotedStay } from '../bookings/booking-ports.ts';
import type { HostRefundPart } from '../payments/payment-ports.ts';
import { enqueue, insertRefunds } from './booking-money.repository.ts';
import { Refused, type ActionContext, type LockedBooking, type Tx, type createHostBookingActionsRepository } from './host-booking-actions.repository.ts';

// Moving a stay: the old allocation is released and a new one taken in the same transaction, under
// the same per-unit-type lock and exclusion constraint as a guest's reservation, so a lost race
// leaves the booking exactly as it was (409 accommodation_unavailable).

type Actions = ReturnType<typeof createHostBookingActionsRepository>;

export type StayRefusal = 'not_changeable' | 'unavailable' | 'instalments_changed';

export type NewStay = { checkIn: string; checkOut: string; adults: number; children: number; unitTypeId: number; requoted: RequotedStay };

// How the difference is settled, decided by the service from what it read; the transaction checks
// the instalments are still as read (a charge may have happened meanwhile).
export type Settlement =
  | { kind: 'none' }
  | { kind: 'added_to_instalment'; instalmentId: number }
  | { kind: 'new_instalment'; dueDate: string; paymentLink: ((instalment: { id: number; amountMinor: number; dueDate: string }) => Promise<BookingEmailDraft>) | null }
  | { kind: 'reduce_instalments'; reductions: { instalmentId: number; amountMinor: number }[]; refundMinor: number };

// Same lock space as guest reservations (booking-holds.repository.ts): allocation attempts on a
// unit type take turns.
const allocationLockSpace = 74_001;

async function moveAllocation(tx: Tx, booking: LockedBooking, stay: NewStay, now: Date): Promise<void> {
  const { organizationId } = booking;
  const live = await tx
    .update(unitAllocations)
    .set({ releasedAt: now })
    .where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, booking.id), isNull(unitAllocations.releasedAt)))
    .returning({ unitId: unitAllocations.unitId, kind: unitAllocations.kind, expiresAt: unitAllocations.expiresAt });
  const previous = live[0];
  if (!previous) throw new Refused('not_changeable');
  await tx.execute(sql`select pg_advisory_xact_lock(${allocationLockSpace}::int, ${stay.unitTypeId}::int)`);
  // The guest's own unit first: a change of nights keeps the room when it can.
  const free = await queryRows<{ id: number }>(
    tx,
    sql`select u.id from units u
        where u.organization_id = ${organizationId} and u.unit_type_id = ${stay.unitTypeId} and u.is_active
          and not exists (select 1 from unit_allocations a where a.unit_id = u.id and a.released_at is null
                          and a.starts_on < ${stay.checkOut}::date and a.ends_on > ${stay.checkIn}::date)
        order by (u.id = ${previous.unitId}) desc, u.id`,
  );
  for (const unit of free) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(unitAllocations).values({
          organizationId,
          unitId: unit.id,
          bookingId: booking.id,
          kind: previous.kind,
          startsOn: stay.checkIn,
          endsOn: stay.checkOut,
          expiresAt: previous.expiresAt,
          createdAt: now,
        });
      });
      return;
    } catch (error) {
      if (sqlStateOf(error) !== '23P01') throw error;
    }
  }
  throw new Refused('unavailable');
}

async function settle(tx: Tx, booking: LockedBooking, difference: number, settlement: Settlement): Promise<{ outcome: string; amountMinor: number; paidMinor: number; instalmentId: number | null; email: BookingEmailDraft | null }> {
  const parts = await tx.select().from(instalments).where(and(eq(instalments.organizationId, booking.organizationId), eq(instalments.bookingId, booking.id))).orderBy(asc(instalments.sequence));
  const unpaid = (id: number) => parts.find((part) => part.id === id && (part.status === 'scheduled' || part.status === 'due' || part.status === 'failed'));
  switch (settlement.kind) {
    case 'none':
      return { outcome: 'none', amountMinor: 0, paidMinor: booking.paidMinor, instalmentId: null, email: null };
    case 'added_to_instalment': {
      const part = unpaid(settlement.instalmentId);
      if (!part) throw new Refused('instalments_changed');
      await tx.update(instalments).set({ amountMinor: part.amountMinor + difference }).where(eq(instalments.id, part.id));
      return { outcome: 'added_to_instalment', amountMinor: difference, paidMinor: booking.paidMinor, instalmentId: part.id, email: null };
    }
    case 'new_instalment': {
      const [last] = await tx.select({ sequence: instalments.sequence }).from(instalments).where(eq(instalments.bookingId, booking.id)).orderBy(desc(instalments.sequence)).limit(1);
      const [created] = await tx
        .insert(instalments)
        .values({ organizationId: booking.organizationId, bookingId: booking.id, sequence: (last?.sequence ?? 0) + 1, amountMinor: difference, currency: booking.currency, dueDate: settlement.dueDate, status: 'due' })
        .returning({ id: instalments.id });
      if (!created) throw new Error('instalment not inserted');
      const email = settlement.paymentLink ? await settlement.paymentLink({ id: created.id, amountMinor: difference, dueDate: settlement.dueDate }) : null;
      return { outcome: settlement.paymentLink ? 'payment_link' : 'charge_saved_card', amountMinor: difference, paidMinor: booking.paidMinor, instalmentId: created.id, email };
    }
    case 'reduce_instalments': {
      for (const reduction of settlement.reductions) {
        const part = unpaid(reduction.instalmentId);
        if (!part || part.amountMinor < reduction.amountMinor) throw new Refused('instalments_changed');
        const amountMinor = part.amountMinor - reduction.amountMinor;
        await tx.update(instalments).set({ amountMinor, ...(amountMinor === 0 ? { status: 'cancelled' as const } : {}) }).where(eq(instalments.id, part.id));
      }
      if (settlement.refundMinor > booking.paidMinor) throw new Refused('instalments_changed');
      return { outcome: settlement.refundMinor > 0 ? 'refund' : 'reduce_instalments', amountMinor: settlement.refundMinor, paidMinor: booking.paidMinor - settlement.refundMinor, instalmentId: null, email: null };
    }
  }
}

export function createStayChangeRepository(db: Database, actions: Actions) {
  return {
    // What a change is computed from: the stay, its rate plan and add-ons, its instalments.
    async facts(organizationId: number, bookingId: number) {
      const [booking] = await db.select().from(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      if (!booking) return null;
      const addOns = await db
        .select({ addOnId: bookingAddOns.addOnId, quantity: bookingAddOns.quantity })
        .from(bookingAddOns)
        .where(and(eq(bookingAddOns.organizationId, organizationId), eq(bookingAddOns.bookingId, bookingId), isNull(bookingAddOns.instalmentId)));
      const parts = await db.select().from(instalments).where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, bookingId))).orderBy(asc(instalments.sequence));
      return { booking, addOns, instalments: parts };
    },

    async change(
      context: ActionContext,
      input: { stay: NewStay; expectedTotalMinor: number; settlement: Settlement; refundParts: HostRefundPart[]},
      now: Date,
    ) {
      return actions.inAction<StayRefusal>(context, async (tx, booking) => {
        if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') throw new Refused('not_changeable');
        // The difference was computed from this total: a concurrent change makes it stale.
        if (booking.totalMinor !== input.expectedTotalMinor) throw new Refused('instalments_changed');
        const { stay } = input;
        await moveAllocation(tx, booking, stay, now);
        const difference = stay.requoted.totalMinor - booking.totalMinor;
        const settled = await settle(tx, booking, difference, input.settlement);
        await insertRefunds(tx, booking, input.refundParts, now);
        await tx
          .update(bookings)
          .set({
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            adults: stay.adults,
            children: stay.children,
            unitTypeId: stay.unitTypeId,
            totalMinor: stay.requoted.totalMinor,
            quote: stay.requoted.snapshot,
            paidMinor: settled.paidMinor,
            updatedAt: now,
          })
          .where(eq(bookings.id, booking.id));
        if (settled.email) await enqueue(tx, settled.email);
        await writeBookingWebhookEvent(tx, {
          organizationId: booking.organizationId,
          bookingId: booking.id,
          type: 'booking.modified',
          extra: { previous: { check_in: booking.checkIn, check_out: booking.checkOut, adults: booking.adults, children: booking.children, unit_type_id: booking.unitTypeId, total_minor: booking.totalMinor } },
        });
        if (input.refundParts.length > 0) {
          const refunded = input.refundParts.reduce((sum, part) => sum + part.amountMinor, 0);
          await writeBookingWebhookEvent(tx, { organizationId: booking.organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: refunded } } });
        }
        return {
          outcome: `stay_changed:${settled.outcome}${settled.instalmentId !== null ? `:${settled.instalmentId}` : ''}`,
          amountMinor: settled.amountMinor,
          event: {
            kind: 'stay_changed',
            data: {
              from: { checkIn: booking.checkIn, checkOut: booking.checkOut, adults: booking.adults, children: booking.children, unitTypeId: booking.unitTypeId, totalMinor: booking.totalMinor },
              to: { checkIn: stay.checkIn, checkOut: stay.checkOut, adults: stay.adults, children: stay.children, unitTypeId: stay.unitTypeId, totalMinor: stay.requoted.totalMinor },
              differenceMinor: difference,
              settlement: settled.outcome,
            },
          },
        };
      });
    },
  };
}
