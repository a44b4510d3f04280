import { bookings, cancellationPolicies, paymentEvents, paymentMethods, payments, queryRows, ratePlans, writeBookingEvent, type BookingEvent, type Database } from '@direct/db';
import type { PaymentProviderName } from '@direct/contracts';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export type GatewayState = {
  providerRef: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'cancelled';
  failureCode: string | null;
  failureMessage: string | null;
  nextActionUrl: string | null;
};

// Which stored states a gateway answer may move a payment out of. A succeeded payment never
// moves (a late "failed" webhook can't downgrade it); anything else may become succeeded.
const movableTo: Record<GatewayState['status'], PaymentRow['status'][]> = {
  succeeded: ['created', 'requires_action', 'processing', 'failed', 'cancelled'],
  processing: ['created', 'requires_action'],
  requires_action: ['created'],
  failed: ['created', 'requires_action', 'processing'],
  cancelled: ['created', 'requires_action'],
};

export function createPaymentsRepository(db: Database) {
  async function byId(organizationId: number, id: number): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(and(eq(payments.organizationId, organizationId), eq(payments.id, id)));
    if (!row) throw new Error(`payment ${id} not found`);
    return row;
  }

  return {
    byId,

    async latestCharge(organizationId: number, instalmentId: number): Promise<{ latest: PaymentRow | null; attempts: number }> {
      const where = and(eq(payments.organizationId, organizationId), eq(payments.instalmentId, instalmentId), eq(payments.kind, 'charge'));
      // One read: the attempt number comes from the latest row itself, so a row inserted
      // concurrently can't make the number skip ahead (which would open a second attempt).
      const [latest] = await db.select().from(payments).where(where).orderBy(desc(payments.id)).limit(1);
      const attempts = latest ? Number(/:(\d+)$/.exec(latest.idempotencyKey)?.[1] ?? '0') : 0;
      return { latest: latest ?? null, attempts };
    },

    // The attempt made on this booking with a payment method the browser made (single-use on
    // session, as at Stripe): a replayed confirmation finds it instead of paying the next part.
    async latestChargeWithMethod(organizationId: number, bookingId: number, provider: PaymentProviderName, methodRef: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
        .where(
          and(
            eq(payments.organizationId, organizationId),
            eq(payments.bookingId, bookingId),
            eq(payments.provider, provider),
            eq(payments.kind, 'charge'),
            eq(paymentMethods.providerRef, methodRef),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row?.payment ?? null;
    },

    // Inserts the attempt unless one with the same idempotency key exists (a concurrent identical
    // request): the unique (provider, idempotency_key) index decides, both answer the same row.
    async openAttempt(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [inserted] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.organizationId, values.organizationId), eq(payments.provider, values.provider), eq(payments.idempotencyKey, values.idempotencyKey)));
      if (!existing) throw new Error('payment attempt vanished');
      return existing;
    },

    async byProviderRef(organizationId: number, provider: PaymentProviderName, providerRef: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.organizationId, organizationId), eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row ?? null;
    },

    // Webhooks name only the gateway's object; the payment tells which organization it belongs to.
    async forWebhook(provider: PaymentProviderName, providerRef: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef), eq(payments.kind, 'charge')));
      return row ?? null;
    },

    // Applies what the gateway says, only along allowed transitions (compare-and-set), and
    // answers the row as stored afterwards.
    async applyGatewayState(organizationId: number, id: number, state: GatewayState, at: Date): Promise<PaymentRow> {
      await db
        .update(payments)
        .set({
          providerRef: state.providerRef,
          status: state.status,
          failureCode: state.status === 'failed' ? state.failureCode : null,
          failureMessage: state.status === 'failed' ? state.failureMessage : null,
          nextActionUrl: state.status === 'requires_action' ? state.nextActionUrl : null,
          ...(state.status === 'succeeded' ? { succeededAt: at } : {}),
          updatedAt: at,
        })
        .where(and(eq(payments.organizationId, organizationId), eq(payments.id, id), inArray(payments.status, movableTo[state.status])));
      return byId(organizationId, id);
    },

    async attachProviderRef(organizationId: number, id: number, providerRef: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef })
        .where(and(eq(payments.organizationId, organizationId), eq(payments.id, id), isNull(payments.providerRef)));
    },

    async markFailed(organizationId: number, id: number, failureCode: string, failureMessage: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'failed', failureCode, failureMessage, updatedAt: new Date() })
        .where(and(eq(payments.organizationId, organizationId), eq(payments.id, id), inArray(payments.status, ['created', 'requires_action'])));
    },

    // The reconciliation job's batch: charges still open (created, processing: untouched since
    // openBefore; requires_action: since actionBefore). Provider-scoped like the webhook log: the
    // job acts for every organization, and each row then names its own. The claim moves updated_at
    // to `at` in the same statement, SKIP LOCKED: another reconciler (in this or another process)
    // passes over these rows until they are stale again, so no attempt is settled twice at once.
    async claimStaleAttempts(provider: PaymentProviderName, cutoffs: { openBefore: Date; actionBefore: Date }, at: Date, limit: number): Promise<PaymentRow[]> {
      const claimed = await queryRows<{ id: number }>(
        db,
        sql`update payments set updated_at = ${at.toISOString()}::timestamptz
            where id in (
              select id from payments
              where provider = ${provider} and kind = 'charge'
                and ((status in ('created', 'processing') and updated_at < ${cutoffs.openBefore.toISOString()}::timestamptz)
                  or (status = 'requires_action' and updated_at < ${cutoffs.actionBefore.toISOString()}::timestamptz))
              order by id
              limit ${limit}
              for update skip locked
            )
            returning id`,
      );
      if (claimed.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.id, claimed.map((row) => row.id)))
        .orderBy(asc(payments.id));
    },

    // An attempt the gateway never received (or knows nothing of): over, nothing was charged.
    async markCancelled(organizationId: number, id: number, reason: string, at: Date): Promise<PaymentRow> {
      await db
        .update(payments)
        .set({ status: 'cancelled', failureCode: reason, nextActionUrl: null, updatedAt: at })
        .where(and(eq(payments.organizationId, organizationId), eq(payments.id, id), inArray(payments.status, ['created', 'requires_action'])));
      return byId(organizationId, id);
    },

    async earlierSucceededCharge(organizationId: number, instalmentId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.organizationId, organizationId),
            eq(payments.instalmentId, instalmentId),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'succeeded'),
            ne(payments.id, id),
            sql`${payments.id} < ${id}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    // A booking's succeeded charges and refunds, oldest first (what a host may still refund).
    async settledMoney(organizationId: number, bookingId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.organizationId, organizationId), eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
        .orderBy(asc(payments.id));
    },

    async insertRefund(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values({ ...values, kind: 'refund' }).onConflictDoNothing();
    },

    // The booking's rate plan's cancellation policy, restated beside the pay button.
    async cancellationPolicy(organizationId: number, bookingId: number) {
      const [row] = await db
        .select({ kind: cancellationPolicies.kind, rules: cancellationPolicies.rules })
        .from(bookings)
        .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId))
        .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row ?? null;
    },

    async lastAttempt(organizationId: number, bookingId: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.organizationId, organizationId), eq(payments.bookingId, bookingId), eq(payments.kind, 'charge')))
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    // --- payment methods ---

    async methodByRef(organizationId: number, bookingId: number, provider: PaymentProviderName, providerRef: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.organizationId, organizationId),
            eq(paymentMethods.bookingId, bookingId),
            eq(paymentMethods.provider, provider),
            eq(paymentMethods.providerRef, providerRef),
          ),
        )
        .orderBy(asc(paymentMethods.id))
        .limit(1);
      return row ?? null;
    },

    async methodById(organizationId: number, id: number): Promise<PaymentMethodRow | null> {
      const [row] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)));
      return row ?? null;
    },

    async addMethod(values: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
      const [row] = await db.insert(paymentMethods).values(values).returning();
      if (!row) throw new Error('payment method not inserted');
      return row;
    },

    // Opayo wants the cardholder's name and billing address again with every later use of the card.
    async setMethodCardholder(organizationId: number, id: number, cardholder: NonNullable<PaymentMethodRow['cardholder']>): Promise<void> {
      await db.update(paymentMethods).set({ cardholder }).where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)));
    },

    // A method becomes reusable off-session once the gateway saved it to a customer.
    async markMethodSaved(
      organizationId: number,
      id: number,
      details: { customerRef: string | null; brand: string | null; last4: string | null; expMonth: number | null; expYear: number | null },
    ): Promise<void> {
      await db
        .update(paymentMethods)
        .set({
          providerCustomerRef: details.customerRef,
          ...(details.brand ? { brand: details.brand } : {}),
          ...(details.last4 ? { last4: details.last4 } : {}),
          ...(details.expMonth ? { expMonth: details.expMonth } : {}),
          ...(details.expYear ? { expYear: details.expYear } : {}),
        })
        .where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)));
    },

    async savedMethod(organizationId: number, bookingId: number, provider: PaymentProviderName): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.organizationId, organizationId),
            eq(paymentMethods.bookingId, bookingId),
            eq(paymentMethods.provider, provider),
            sql`${paymentMethods.providerCustomerRef} is not null`,
          ),
        )
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      return row ?? null;
    },

    // --- webhook event log (provider-scoped: events arrive before we know the organization) ---

    // True when the event is new or an earlier delivery wasn't processed; false for a duplicate.
    async recordEvent(provider: PaymentProviderName, eventId: string, eventType: string, payload: unknown): Promise<boolean> {
      const [inserted] = await db.insert(paymentEvents).values({ provider, eventId, eventType, payload }).onConflictDoNothing().returning({ id: paymentEvents.id });
      if (inserted) return true;
      const [existing] = await db
        .select({ processedAt: paymentEvents.processedAt, error: paymentEvents.error })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      // Another delivery is being (or was) processed: a duplicate, unless processing it failed.
      return existing !== undefined && existing.processedAt === null && existing.error !== null;
    },

    async markEventProcessed(provider: PaymentProviderName, eventId: string, error: string | null): Promise<void> {
      await db
        .update(paymentEvents)
        .set(error ? { error } : { processedAt: new Date(), error: null })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },

    // The event is done and shows on its booking's timeline: one transaction, so the timeline
    // gets one row per gateway event (a redelivery before it committed is processed again, one
    // after it is a duplicate) and never one for an event whose processing failed.
    async finishEventOnTimeline(provider: PaymentProviderName, eventId: string, event: BookingEvent): Promise<void> {
      await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(paymentEvents)
          .set({ processedAt: new Date(), error: null })
          .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId), isNull(paymentEvents.processedAt)))
          .returning({ id: paymentEvents.id });
        if (marked) await writeBookingEvent(tx, event);
      });
    },
  };
}
