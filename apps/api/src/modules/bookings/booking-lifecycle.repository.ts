import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookings, emailOutbox, instalments, queryRows, sqlStateOf, unitAllocations, vouchers, writeBookingWebhookEvent, type Database } from '@direct/db';

// What happens to a booking after it was held: paid (confirmed), kept while a payment is
// processing, expired, cancelled. Each change and the email it causes commit together.

export type OutboxEmail = {
  organizationId: number;
  brandId: number;
  dedupeKey: string;
  // The booking it is about and which email it is, for the booking's timeline.
  bookingId?: number;
  kind?: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
};

type Executor = Pick<Database, 'insert'>;

// "Send this once": a second email with the same dedupe key is ignored.
async function enqueue(executor: Executor, email: OutboxEmail | null): Promise<void> {
  if (email) await executor.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

export type PaidResult = 'confirmed' | 'recorded' | 'already_paid' | 'unavailable' | 'not_found';

export type BookingLifecycleRepository = ReturnType<typeof createBookingLifecycleRepository>;

export function createBookingLifecycleRepository(db: Database) {
  return {
    async recordInstalmentPaid(
      input: { organizationId: number; bookingId: number; instalmentId: number; amountMinor: number; paidAt: Date; now: Date },
      confirmationEmail: OutboxEmail,
    ): Promise<PaidResult> {
      const { organizationId, bookingId, now } = input;
      return db.transaction(async (tx) => {
        // Locks the booking: concurrent webhooks for it take turns.
        const [booking] = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)))
          .for('update');
        const [part] = await tx
          .select()
          .from(instalments)
          .where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, bookingId), eq(instalments.id, input.instalmentId)));
        if (!booking || !part) return 'not_found';
        if (part.status === 'paid') return 'already_paid';

        const confirming = booking.status !== 'confirmed' && booking.status !== 'completed';
        if (confirming) {
          const promoted = await tx
            .update(unitAllocations)
            .set({ kind: 'stay', expiresAt: null })
            .where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, bookingId), isNull(unitAllocations.releasedAt)))
            .returning({ id: unitAllocations.id });
          // The hold was released (lapsed): take the dates again if a unit is still free.
          if (promoted.length === 0 && !(await allocateAgain(tx, booking, now))) return 'unavailable';
        }

        await tx.update(instalments).set({ status: 'paid', paidAt: input.paidAt }).where(eq(instalments.id, part.id));
        await tx
          .update(bookings)
          .set({
            paidMinor: sql`${bookings.paidMinor} + ${input.amountMinor}`,
            updatedAt: now,
            ...(confirming ? { status: 'confirmed' as const, confirmedAt: now, holdExpiresAt: null, cancelledAt: null, cancelReason: null } : {}),
          })
          .where(eq(bookings.id, bookingId));
        // Guest payments (the payment form, Stripe's and PayPal's webhooks, saved-card charges) all land here.
        await writeBookingWebhookEvent(tx, { organizationId, bookingId, type: 'payment.succeeded', extra: { payment: { instalment_id: part.id, amount_minor: input.amountMinor } } });
        if (confirming) await writeBookingWebhookEvent(tx, { organizationId, bookingId, type: 'booking.confirmed' });
        if (!confirming) return 'recorded';
        if (booking.voucherId !== null) {
          // Counted once the booking is real; a voucher used up meanwhile is honoured, not overcounted.
          await tx
            .update(vouchers)
            .set({ usedCount: sql`${vouchers.usedCount} + 1` })
            .where(and(eq(vouchers.organizationId, organizationId), eq(vouchers.id, booking.voucherId), sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})`));
        }
        await enqueue(tx, confirmationEmail);
        return 'confirmed';
      });
    },

    async extendHold(organizationId: number, bookingId: number, until: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(bookings)
          .set({ holdExpiresAt: until, updatedAt: now })
          .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')))
          .returning({ id: bookings.id });
        if (updated.length === 0) return;
        await tx
          .update(unitAllocations)
          .set({ expiresAt: until })
          .where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, bookingId), eq(unitAllocations.kind, 'hold'), isNull(unitAllocations.releasedAt)));
      });
    },

    // A platform job across hosts: the instalments of confirmed bookings due by `today`.
    async dueInstalments(today: string, limit: number): Promise<{ organizationId: number; bookingId: number; instalmentId: number }[]> {
      return queryRows(
        db,
        sql`select i.organization_id as "organizationId", i.booking_id as "bookingId", i.id as "instalmentId"
            from instalments i join bookings b on b.id = i.booking_id
            where b.status = 'confirmed' and i.status in ('scheduled', 'due') and i.due_date <= ${today}::date
            order by i.due_date, i.id limit ${limit}`,
      );
    },

    async markChargeFailed(organizationId: number, bookingId: number, instalmentId: number, email: OutboxEmail | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(instalments)
          .set({ status: 'failed' })
          .where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, bookingId), eq(instalments.id, instalmentId), sql`${instalments.status} <> 'paid'`))
          .returning({ id: instalments.id });
        if (updated.length === 0) return false;
        await enqueue(tx, email);
        return true;
      });
    },

    // One statement: a concurrent second run finds the rows no longer pending and skips them.
    async expireLapsedHolds(now: Date): Promise<number> {
      const at = now.toISOString();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with expired as (
              update bookings set status = 'expired', updated_at = ${at}::timestamptz
              where status = 'pending_payment' and hold_expires_at < ${at}::timestamptz
              returning id, organization_id),
            released as (
              update unit_allocations a set released_at = ${at}::timestamptz
              from expired e where a.booking_id = e.id and a.organization_id = e.organization_id and a.released_at is null
              returning a.id)
            select id from expired`,
      );
      return rows.length;
    },

    // Platform job: pending bookings unpaid since `createdBefore`, and confirmed ones with an
    // instalment failed and due on or before `dueBefore`.
    async unpaidCandidates(createdBefore: Date, dueBefore: string): Promise<{ organizationId: number; bookingId: number }[]> {
      return queryRows(
        db,
        sql`select b.organization_id as "organizationId", b.id as "bookingId" from bookings b
            where (b.status = 'pending_payment' and b.created_at < ${createdBefore.toISOString()}::timestamptz)
               or (b.status = 'confirmed' and exists (select 1 from instalments i where i.booking_id = b.id and i.status = 'failed' and i.due_date < ${dueBefore}::date))
            order by b.id limit 500`,
      );
    },

    // Cancels the booking if it is still in the state that made it a candidate.
    async cancel(organizationId: number, bookingId: number, fromStatuses: readonly ('pending_payment' | 'confirmed')[], reason: string, email: OutboxEmail | null, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, holdExpiresAt: null, updatedAt: now })
          .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), inArray(bookings.status, [...fromStatuses])))
          .returning({ id: bookings.id });
        if (updated.length === 0) return false;
        await tx
          .update(unitAllocations)
          .set({ releasedAt: now })
          .where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, bookingId), isNull(unitAllocations.releasedAt)));
        await tx
          .update(instalments)
          .set({ status: 'cancelled' })
          .where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, bookingId), sql`${instalments.status} <> 'paid'`));
        await enqueue(tx, email);
        await writeBookingWebhookEvent(tx, { organizationId, bookingId, type: 'booking.cancelled', extra: { cancel_reason: reason } });
        return true;
      });
    },
  };
}

type LockedBooking = typeof bookings.$inferSelect;

// Tries each free unit of the booking's unit type under a savepoint; the exclusion constraint decides.
async function allocateAgain(tx: Database, booking: LockedBooking, now: Date): Promise<boolean> {
  const free = await queryRows<{ id: number }>(
    tx,
    sql`select u.id from units u
        where u.organization_id = ${booking.organizationId} and u.unit_type_id = ${booking.unitTypeId} and u.is_active
          and not exists (select 1 from unit_allocations a where a.unit_id = u.id and a.released_at is null
                          and a.starts_on < ${booking.checkOut}::date and a.ends_on > ${booking.checkIn}::date)
        order by u.id`,
  );
  for (const unit of free) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(unitAllocations).values({
          organizationId: booking.organizationId,
          unitId: unit.id,
          bookingId: booking.id,
          kind: 'stay',
          startsOn: booking.checkIn,
          endsOn: booking.checkOut,
          createdAt: now,
        });
      });
      return true;
    } catch (error) {
      if (sqlStateOf(error) !== '23P01') throw error;
    }
  }
  return false;
}
