import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, like, or, sql, lte, type SQL } from 'drizzle-orm';
import { bookingEvents, bookings, checkinSettings, deposits, emailOutbox, properties, writeAuditEntry, writeBookingEvent, type AuditEntry, type BookingEvent, type Database } from '@direct/db';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;

export type DepositSettings = {
  requiredSteps: string[];
  depositAmountMinor: number;
  hoursBeforeArrival: number;
  releaseDaysAfterCheckout: number;
  checkInTime: string;
  checkOutTime: string;
  // The host's choice for holds that would lapse before the release; new deposits copy it.
  fallback: 'reauthorize' | 'charge_and_refund' | 'none';
};

export type DepositEmail = {
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

// Marks a deposit whose hold was turned into a charge under the host's charge_and_refund fallback
// (refunded at the release); a host's own claim always has a reason of its own.
export const fallbackChargeReason = 'fallback:charge_and_refund';

// Longer than any gateway step may take (the Stripe client waits 80 s a try, three tries), so a
// lease lapses only when its holder died mid-step; the step's idempotency key makes the next
// attempt safe.
export const depositLeaseMs = 10 * 60_000;

const unleased = (now: Date) => or(isNull(deposits.leaseUntil), lte(deposits.leaseUntil, now)) as SQL;

export function createDepositsRepository(db: Database) {
  const byId = async (organizationId: number, id: number): Promise<DepositRow | null> => {
    const [row] = await db.select().from(deposits).where(and(eq(deposits.organizationId, organizationId), eq(deposits.id, id)));
    return row ?? null;
  };

  return {
    byId,

    // The property's check-in settings and times for a booking (no settings row: no deposit).
    async settingsFor(organizationId: number, bookingId: number): Promise<DepositSettings | null> {
      const [row] = await db
        .select({
          requiredSteps: checkinSettings.requiredSteps,
          depositAmountMinor: checkinSettings.depositAmountMinor,
          hoursBeforeArrival: checkinSettings.depositHoursBeforeArrival,
          releaseDaysAfterCheckout: checkinSettings.depositReleaseDaysAfterCheckout,
          checkInTime: properties.checkInTime,
          checkOutTime: properties.checkOutTime,
          fallback: checkinSettings.depositFallback,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(checkinSettings, eq(checkinSettings.propertyId, bookings.propertyId))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row ? { ...row, requiredSteps: [...row.requiredSteps] } : null;
    },

    async bookingIdByCode(organizationId: number, code: string): Promise<number | null> {
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.code, code)));
      return row?.id ?? null;
    },

    async byBooking(organizationId: number, bookingId: number): Promise<DepositRow | null> {
      const [row] = await db.select().from(deposits).where(and(eq(deposits.organizationId, organizationId), eq(deposits.bookingId, bookingId)));
      return row ?? null;
    },

    // One deposit per booking: its idempotency key is the booking's, so concurrent first requests
    // both answer the same row.
    async ensure(values: typeof deposits.$inferInsert): Promise<DepositRow> {
      await db.insert(deposits).values(values).onConflictDoNothing({ target: [deposits.idempotencyKey, deposits.organizationId] });
      const [row] = await db.select().from(deposits).where(and(eq(deposits.organizationId, values.organizationId), eq(deposits.idempotencyKey, values.idempotencyKey)));
      if (!row) throw new Error('deposit vanished');
      return row;
    },

    // Takes the deposit for one gateway step on its hold `providerRef`, while it is in one of `from`
    // and nobody else holds it (or their lease lapsed at `now`). Answers the lease's key to pass to
    // transition (or giveBack), or null: another step moved the deposit or is under way.
    async lease(organizationId: number, id: number, from: DepositRow['status'][], providerRef: string, now: Date): Promise<string | null> {
      const key = randomUUID();
      const [row] = await db
        .update(deposits)
        .set({ leaseKey: key, leaseUntil: new Date(now.getTime() + depositLeaseMs) })
        .where(and(eq(deposits.organizationId, organizationId), eq(deposits.id, id), inArray(deposits.status, from), eq(deposits.providerRef, providerRef), unleased(now)))
        .returning({ id: deposits.id });
      return row ? key : null;
    },

    // The step did not happen (the gateway refused or did not answer): the deposit is free again.
    async giveBack(organizationId: number, id: number, lease: string): Promise<void> {
      await db
        .update(deposits)
        .set({ leaseKey: null, leaseUntil: null })
        .where(and(eq(deposits.organizationId, organizationId), eq(deposits.id, id), eq(deposits.leaseKey, lease)));
    },

    // Compare-and-set: changes the deposit only from one of `from` (and, when given, while it still
    // holds `providerRef`), with the email it causes, the booking's timeline event and the host's
    // audit entry in the same transaction. With `lease`, only its holder's step lands (and frees
    // the deposit); without, only while nobody holds a live lease. Null when another run moved it first.
    async transition(
      organizationId: number,
      id: number,
      from: DepositRow['status'][],
      patch: Partial<typeof deposits.$inferInsert>,
      options: { providerRef?: string | null; lease?: string; email?: DepositEmail | null; event?: BookingEvent | null; audit?: AuditEntry | null; now: Date },
    ): Promise<DepositRow | null> {
      return db.transaction(async (tx) => {
        const conditions = [eq(deposits.organizationId, organizationId), eq(deposits.id, id), inArray(deposits.status, from)];
        if (options.providerRef !== undefined) {
          conditions.push(options.providerRef === null ? sql`${deposits.providerRef} is null` : eq(deposits.providerRef, options.providerRef));
        }
        conditions.push(options.lease === undefined ? unleased(options.now) : eq(deposits.leaseKey, options.lease));
        const [row] = await tx
          .update(deposits)
          .set({ ...patch, leaseKey: null, leaseUntil: null, updatedAt: options.now })
          .where(and(...conditions))
          .returning();
        if (!row) return null;
        if (options.email) await tx.insert(emailOutbox).values(options.email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
        if (options.event) await writeBookingEvent(tx, options.event);
        if (options.audit) await writeAuditEntry(tx, { ...options.audit, after: row });
        return row;
      });
    },

    // The deposit's story as the booking's timeline tells it (deposit_* events), oldest first.
    async events(organizationId: number, bookingId: number) {
      return db
        .select({ kind: bookingEvents.kind, actorKind: bookingEvents.actorKind, actorName: bookingEvents.actorName, data: bookingEvents.data, createdAt: bookingEvents.createdAt })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.organizationId, organizationId), eq(bookingEvents.bookingId, bookingId), like(bookingEvents.kind, 'deposit\\_%')))
        .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    },

    // A host's step that doesn't move the deposit (a photo of the damage): the timeline and the audit log.
    async record(event: BookingEvent, audit: AuditEntry): Promise<void> {
      await db.transaction(async (tx) => {
        await writeBookingEvent(tx, event);
        await writeAuditEntry(tx, audit);
      });
    },

    async enqueueEmail(email: DepositEmail): Promise<void> {
      await db.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
    },

    // Across organizations (the recurring job): deposits whose timeline may have a step to take by
    // `now`, oldest first. The job decides the step (nextDepositAction) for each.
    async dueForTimeline(now: Date, renewalLeadMs: number, limit: number): Promise<{ organizationId: number; id: number }[]> {
      const soon = new Date(now.getTime() + renewalLeadMs);
      const gone = inArray(bookings.status, ['cancelled', 'expired']);
      return db
        .select({ organizationId: deposits.organizationId, id: deposits.id })
        .from(deposits)
        .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
        .where(
          or(
            and(eq(deposits.status, 'scheduled'), or(lte(deposits.scheduledFor, now), lte(deposits.releaseAfter, now), gone)),
            and(eq(deposits.status, 'authorized'), or(lte(deposits.releaseAfter, now), lte(deposits.authorizationExpiresAt, soon), gone)),
            and(eq(deposits.status, 'captured'), eq(deposits.captureReason, fallbackChargeReason), or(lte(deposits.releaseAfter, now), gone)),
          ),
        )
        .orderBy(deposits.id)
        .limit(limit);
    },
  };
}
