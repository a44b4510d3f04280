import { and, eq } from 'drizzle-orm';
import { bookings, hostBookingActions, writeAuditEntry, writeBookingEvent, type AuditActor, type Database } from '@direct/db';
import type { BookingActionResult } from '@direct/contracts';

// The frame every host action on a booking runs in: one transaction that locks the booking's row,
// claims the action's idempotency key (a concurrent replay waits on the lock, then finds the
// first's claim and answers its result), does the work, and writes the audit entry, the booking's
// timeline event and the stored answer together, or nothing at all.

export type LockedBooking = typeof bookings.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ActionContext = {
  organizationId: number;
  bookingId: number;
  operation: string;
  idempotencyKey: string;
  actor: AuditActor;
  requestId?: string | undefined;
};

export type ActionWork = { outcome: string; amountMinor: number; event: { kind: string; data: Record<string, unknown> } };

export type ActionOutcome<R extends string> =
  | { kind: 'done'; answer: BookingActionResult }
  | { kind: 'replay'; operation: string; bookingId: number | null; answer: unknown }
  | { kind: 'refused'; reason: R | 'not_found' };

// Thrown inside the transaction to roll everything back and answer why.
export class Refused<R extends string> extends Error {
  readonly reason: R;
  constructor(reason: R) {
    super(reason);
    this.reason = reason;
  }
}

export function createHostBookingActionsRepository(db: Database) {
  async function storedAction(organizationId: number, idempotencyKey: string) {
    const [row] = await db
      .select({ operation: hostBookingActions.operation, bookingId: hostBookingActions.bookingId, answer: hostBookingActions.answer })
      .from(hostBookingActions)
      .where(and(eq(hostBookingActions.organizationId, organizationId), eq(hostBookingActions.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  // The action inside a transaction the caller holds (inAction's, or the one creating the booking).
  async function runAction(tx: Tx, context: ActionContext, work: (tx: Tx, booking: LockedBooking) => Promise<ActionWork>): Promise<Exclude<ActionOutcome<never>, { kind: 'refused' }>> {
    const { organizationId, bookingId } = context;
    // The booking's lock first: the claim's foreign key takes a share lock on the booking's row,
    // and two actions that each held one while waiting to lock it would deadlock.
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)))
      .for('update');
    if (!booking) throw new Refused('not_found');
    const claimed = await tx
      .insert(hostBookingActions)
      .values({ organizationId, bookingId, operation: context.operation, idempotencyKey: context.idempotencyKey })
      .onConflictDoNothing()
      .returning({ id: hostBookingActions.id });
    if (claimed.length === 0) {
      const [first] = await tx
        .select({ operation: hostBookingActions.operation, bookingId: hostBookingActions.bookingId, answer: hostBookingActions.answer })
        .from(hostBookingActions)
        .where(and(eq(hostBookingActions.organizationId, organizationId), eq(hostBookingActions.idempotencyKey, context.idempotencyKey)));
      if (!first) throw new Error('host action vanished');
      return { kind: 'replay' as const, ...first };
    }
    const done = await work(tx, booking);
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!after) throw new Error('booking vanished');
    const answer: BookingActionResult = {
      bookingId,
      code: after.code,
      status: after.status,
      currency: after.currency,
      totalMinor: after.totalMinor,
      paidMinor: after.paidMinor,
      outcome: done.outcome,
      amountMinor: done.amountMinor,
    };
    await tx.update(hostBookingActions).set({ answer }).where(eq(hostBookingActions.id, claimed[0]!.id));
    await writeAuditEntry(tx, {
      organizationId,
      actor: context.actor,
      action: `booking.${done.event.kind}`,
      entityType: 'booking',
      entityId: bookingId,
      before: { status: booking.status, totalMinor: booking.totalMinor, paidMinor: booking.paidMinor, checkIn: booking.checkIn, checkOut: booking.checkOut },
      after: { ...done.event.data, status: after.status, totalMinor: after.totalMinor, paidMinor: after.paidMinor },
      requestId: context.requestId,
    });
    await writeBookingEvent(tx, { organizationId, bookingId, kind: done.event.kind, actor: context.actor, data: done.event.data });
    return { kind: 'done' as const, answer };
  }

  async function inAction<R extends string>(context: ActionContext, work: (tx: Tx, booking: LockedBooking) => Promise<ActionWork>): Promise<ActionOutcome<R>> {
    try {
      return await db.transaction((tx) => runAction(tx, context, work));
    } catch (error) {
      if (error instanceof Refused) return { kind: 'refused', reason: error.reason as R | 'not_found' };
      throw error;
    }
  }

  // The answer after what followed the commit (a charge on the saved card), for later replays.
  async function storeAnswer(organizationId: number, idempotencyKey: string, answer: BookingActionResult): Promise<void> {
    await db
      .update(hostBookingActions)
      .set({ answer })
      .where(and(eq(hostBookingActions.organizationId, organizationId), eq(hostBookingActions.idempotencyKey, idempotencyKey)));
  }

  return { storedAction, inAction, runAction, storeAnswer };
}
