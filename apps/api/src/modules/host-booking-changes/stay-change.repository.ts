import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { bookingAddOns, bookings, hostBookingActions, instalments, queryRows, sqlStateOf, unitAllocations, writeAuditEntry, writeBookingEvent, writeBookingWebhookEvent, type Database } from '@direct/db';
import type { PaymentProviderName } from '@direct/contracts';
import type { BookingEmailDraft, RequotedStay } from '../bookings/booking-ports.ts';
import { enqueue } from './booking-money.repository.ts';
import { reserveRefund, type RefundRefusal, type ReservedPart } from './refund-reservations.ts';
import { Refused, type ActionContext, type LockedBooking, type Tx, type createHostBookingActionsRepository } from './host-booking-actions.repository.ts';

// Moving a stay: the old allocation is released and a new one taken in the same transaction, under
// the same per-unit-type lock and exclusion constraint as a guest's reservation, so a lost race
// leaves the booking exactly as it was (409 accommodation_unavailable).

type Actions = ReturnType<typeof createHostBookingActionsRepository>;

export type StayRefusal = 'not_changeable' | 'unavailable' | 'instalments_changed' | RefundRefusal;

export type NewStay = { checkIn: string; checkOut: string; adults: number; children: number; unitTypeId: number; requoted: RequotedStay };

// How the difference is settled, decided by the service from what it read; the transaction checks
// the instalments are still as read (a charge may have happened meanwhile).
export type Settlement =
  | { kind: 'none' }
  | { kind: 'added_to_instalment'; instalmentId: number }
  | { kind: 'new_instalment'; dueDate: string; paymentLink: ((instalment: { id: number; amountMinor: number; dueDate: string }) => Promise<BookingEmailDraft | null>) | null }
  | { kind: 'reduce_instalments'; reductions: { instalmentId: number; amountMinor: number }[]; refundMinor: number };

// Same lock space as guest reservations (booking-holds.repository.ts): allocation attempts on a
// unit type take turns.
const allocationLockSpace = 74_001;

async function moveAllocation(tx: Tx, booking: LockedBooking, stay: Pick<NewStay, 'checkIn' | 'checkOut' | 'unitTypeId'>, now: Date): Promise<void> {
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
      // What was paid stays until the gateway refunds it; the refund is reserved by the caller.
      return { outcome: settlement.refundMinor > 0 ? 'refund' : 'reduce_instalments', amountMinor: settlement.refundMinor, paidMinor: booking.paidMinor, instalmentId: null, email: null };
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
      input: { stay: NewStay; expectedTotalMinor: number; settlement: Settlement; provider: PaymentProviderName },
      now: Date,
    ) {
      // The refund of a cheaper stay is reserved in the move's transaction and sent to the gateway
      // only after it committed: a move lost to the exclusion constraint refunds nothing.
      let reserved: ReservedPart[] = [];
      const outcome = await actions.inAction<StayRefusal>(context, async (tx, booking) => {
        if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') throw new Refused('not_changeable');
        // The difference was computed from this total: a concurrent change makes it stale.
        if (booking.totalMinor !== input.expectedTotalMinor) throw new Refused('instalments_changed');
        const { stay } = input;
        await moveAllocation(tx, booking, stay, now);
        const difference = stay.requoted.totalMinor - booking.totalMinor;
        const settled = await settle(tx, booking, difference, input.settlement);
        if (input.settlement.kind === 'reduce_instalments') {
          reserved = await reserveRefund(tx, booking, { amountMinor: input.settlement.refundMinor, actionKey: `${context.organizationId}:${context.idempotencyKey}`, provider: input.provider, exclusive: false, now });
        }
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
      return { outcome, reserved: outcome.kind === 'done' ? reserved : [] };
    },

    /**
     * Moves a changed stay back when the saved card refused the difference: the previous dates,
     * guests, unit type and total, the new instalment cancelled and the action's key freed (a retry
     * after the guest's card is fixed runs again). Refused when the old dates were taken meanwhile
     * or the booking changed again since.
     */
    async revert(context: ActionContext, input: { previous: LockedBooking; changedTotalMinor: number; instalmentId: number; reason: string }, now: Date): Promise<'reverted' | StayRefusal | 'not_found'> {
      const { previous } = input;
      try {
        return await db.transaction(async (tx) => {
          const [booking] = await tx.select().from(bookings).where(and(eq(bookings.organizationId, context.organizationId), eq(bookings.id, context.bookingId))).for('update');
          if (!booking) throw new Refused('not_found');
          if (booking.totalMinor !== input.changedTotalMinor || (booking.status !== 'pending_payment' && booking.status !== 'confirmed')) throw new Refused('instalments_changed');
          await moveAllocation(tx, booking, { checkIn: previous.checkIn, checkOut: previous.checkOut, unitTypeId: previous.unitTypeId }, now);
          const back = { checkIn: previous.checkIn, checkOut: previous.checkOut, adults: previous.adults, children: previous.children, unitTypeId: previous.unitTypeId, totalMinor: previous.totalMinor };
          await tx.update(bookings).set({ ...back, quote: previous.quote, updatedAt: now }).where(eq(bookings.id, booking.id));
          await tx.update(instalments).set({ status: 'cancelled' }).where(and(eq(instalments.id, input.instalmentId), eq(instalments.bookingId, booking.id)));
          await tx.delete(hostBookingActions).where(and(eq(hostBookingActions.organizationId, context.organizationId), eq(hostBookingActions.idempotencyKey, context.idempotencyKey)));
          const data = { reason: input.reason, instalmentId: input.instalmentId, to: back };
          await writeAuditEntry(tx, {
            organizationId: context.organizationId,
            actor: context.actor,
            action: 'booking.stay_change_reverted',
            entityType: 'booking',
            entityId: booking.id,
            before: { checkIn: booking.checkIn, checkOut: booking.checkOut, totalMinor: booking.totalMinor },
            after: data,
            requestId: context.requestId,
          });
          await writeBookingEvent(tx, { organizationId: context.organizationId, bookingId: booking.id, kind: 'stay_change_reverted', actor: context.actor, data });
          return 'reverted' as const;
        });
      } catch (error) {
        if (error instanceof Refused) return error.reason as StayRefusal | 'not_found';
        throw error;
      }
    },
  };
}
