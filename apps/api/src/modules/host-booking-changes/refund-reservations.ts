import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookings, payments, writeAuditEntry, writeBookingEvent, writeBookingWebhookEvent } from '@direct/db';
import type { PaymentProviderName } from '@direct/contracts';
import type { GatewayRefund } from '../payments/payment-ports.ts';
import { Refused, type ActionContext, type LockedBooking, type Tx } from './host-booking-actions.repository.ts';

// A host refund is reserved before the gateway is called: inside a transaction that holds the
// booking's row lock, one `created` refund row per charge it draws from, checked against what was
// paid minus what is refunded minus what other reservations hold. Two refunds racing each other
// then take turns on the lock, and the second sees the first's reservation; together they never
// send the gateway more than was paid. The gateway's answer settles the rows: succeeded (the
// booking's paid amount goes down then) or failed (the reservation is freed).

export type RefundRefusal = 'refund_exceeds_paid' | 'refund_in_progress' | 'refund_key_reused';

export type ReservedPart = { id: number; chargeRef: string; amountMinor: number; idempotencyKey: string };

export type PartResult = { part: ReservedPart; refund: { providerRef: string; status: GatewayRefund['status'] } | null; error?: string };

// Host refunds are keyed `payment:<charge id>:host:<organization>:<action key>`: the charge comes
// first, as the payment engine's own refunds (`payment:<id>:refund`), so what is left of each
// charge is known from the rows alone; the gateway gets the same key on every retry.
const chargeOfKey = (key: string): number | null => {
  const match = /^payment:(\d+):/.exec(key);
  return match ? Number(match[1]) : null;
};
const refundKey = (chargeId: number, actionKey: string) => `payment:${chargeId}:host:${actionKey}`;
const isReservationOf = (key: string, actionKey: string) => /^payment:\d+:host:/.test(key) && key.endsWith(`:host:${actionKey}`);

const holding = ['created', 'processing', 'succeeded'] as const;
const staleAfterMs = 2 * 60_000;

/**
 * Reserves `amountMinor` of the locked booking's card charges (newest first) for the action
 * `actionKey` (`<organization>:<idempotency key>`). A retry of an action whose gateway call
 * failed re-reserves its own rows (same charges, amounts, gateway keys). `exclusive` refuses while
 * any other host refund is still waiting for the gateway (a cancellation must not race one).
 */
export async function reserveRefund(tx: Tx, booking: LockedBooking, input: { amountMinor: number; actionKey: string; provider: PaymentProviderName; exclusive: boolean; now: Date }): Promise<ReservedPart[]> {
  if (input.amountMinor <= 0) return [];
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.organizationId, booking.organizationId), eq(payments.bookingId, booking.id)))
    .orderBy(asc(payments.id));
  const own = rows.filter((row) => row.kind === 'refund' && isReservationOf(row.idempotencyKey, input.actionKey));
  const others = rows.filter((row) => !own.includes(row));
  const waiting = others.filter((row) => row.kind === 'refund' && row.status === 'created');
  const ownWaiting = own.filter((row) => row.status === 'created');
  if (ownWaiting.length > 0) {
    // A reservation whose action died before the gateway answered (a crash, a timeout) is sent
    // again by a retry with its key, after a while: the gateway answers its first answer.
    if (ownWaiting.some((row) => row.updatedAt.getTime() > input.now.getTime() - staleAfterMs)) throw new Refused('refund_in_progress');
    await tx.update(payments).set({ updatedAt: input.now }).where(inArray(payments.id, ownWaiting.map((row) => row.id)));
    const charges = rows.filter((row) => row.kind === 'charge');
    return ownWaiting.map((row) => ({ id: row.id, idempotencyKey: row.idempotencyKey, amountMinor: row.amountMinor, chargeRef: chargeRefOf(charges, row.idempotencyKey) }));
  }
  // A reservation left by an action that died stays counted below, but no longer blocks a
  // cancellation once stale (its own retry settles it).
  if (input.exclusive && waiting.some((row) => row.updatedAt.getTime() > input.now.getTime() - staleAfterMs)) throw new Refused('refund_in_progress');
  // Reserved but not yet succeeded: the booking's paid amount still includes these.
  const available = booking.paidMinor - waiting.reduce((sum, row) => sum + row.amountMinor, 0);
  const refundedOf = new Map<number, number>();
  for (const row of others) {
    const chargeId = chargeOfKey(row.idempotencyKey);
    if (row.kind === 'refund' && chargeId !== null && (holding as readonly string[]).includes(row.status)) refundedOf.set(chargeId, (refundedOf.get(chargeId) ?? 0) + row.amountMinor);
  }
  const charges = others.filter((row) => row.kind === 'charge' && row.status === 'succeeded' && row.providerRef !== null);
  const remaining = (chargeId: number) => (charges.find((charge) => charge.id === chargeId)?.amountMinor ?? 0) - (refundedOf.get(chargeId) ?? 0);

  if (own.length > 0) return reReserve(tx, own, { ...input, available, remaining, charges });

  if (input.amountMinor > available) throw new Refused('refund_exceeds_paid');
  let left = input.amountMinor;
  const planned: { chargeId: number; instalmentId: number | null; currency: string; amountMinor: number }[] = [];
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const amountMinor = Math.min(left, remaining(charge.id));
    if (amountMinor <= 0) continue;
    planned.push({ chargeId: charge.id, instalmentId: charge.instalmentId, currency: charge.currency, amountMinor });
    left -= amountMinor;
  }
  if (left > 0) throw new Refused('refund_exceeds_paid');
  const inserted = await tx
    .insert(payments)
    .values(
      planned.map((part) => ({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        instalmentId: part.instalmentId,
        provider: input.provider,
        kind: 'refund' as const,
        idempotencyKey: refundKey(part.chargeId, input.actionKey),
        amountMinor: part.amountMinor,
        currency: part.currency,
        status: 'created' as const,
        updatedAt: input.now,
      })),
    )
    .returning({ id: payments.id, idempotencyKey: payments.idempotencyKey, amountMinor: payments.amountMinor });
  return inserted.map((row) => ({ ...row, chargeRef: chargeRefOf(charges, row.idempotencyKey) }));
}

function chargeRefOf(charges: readonly { id: number; providerRef: string | null }[], key: string): string {
  const charge = charges.find((row) => row.id === chargeOfKey(key));
  if (!charge?.providerRef) throw new Error(`refund ${key} has no charge`);
  return charge.providerRef;
}

type OwnRow = typeof payments.$inferSelect;

async function reReserve(
  tx: Tx,
  own: OwnRow[],
  input: { amountMinor: number; now: Date; available: number; remaining: (chargeId: number) => number; charges: { id: number; providerRef: string | null }[] },
): Promise<ReservedPart[]> {
  // The same key is the same refund: a different amount is another action under a reused key.
  if (own.reduce((sum, row) => sum + row.amountMinor, 0) !== input.amountMinor) throw new Refused('refund_key_reused');
  const failed = own.filter((row) => row.status === 'failed');
  if (failed.reduce((sum, row) => sum + row.amountMinor, 0) > input.available) throw new Refused('refund_exceeds_paid');
  for (const row of failed) if (row.amountMinor > input.remaining(chargeOfKey(row.idempotencyKey) ?? 0)) throw new Refused('refund_exceeds_paid');
  if (failed.length === 0) return [];
  await tx
    .update(payments)
    .set({ status: 'created', failureMessage: null, updatedAt: input.now })
    .where(inArray(payments.id, failed.map((row) => row.id)));
  return failed.map((row) => ({ id: row.id, idempotencyKey: row.idempotencyKey, amountMinor: row.amountMinor, chargeRef: chargeRefOf(input.charges, row.idempotencyKey) }));
}

/** Writes the gateway's answers on the reserved rows; returns what was refunded. */
export async function settleParts(tx: Tx, results: readonly PartResult[], now: Date): Promise<number> {
  let refunded = 0;
  for (const { part, refund, error } of results) {
    if (refund && refund.status !== 'failed') {
      await tx
        .update(payments)
        .set({ status: refund.status === 'pending' ? 'processing' : 'succeeded', providerRef: refund.providerRef, succeededAt: now, updatedAt: now })
        .where(eq(payments.id, part.id));
      refunded += part.amountMinor;
    } else {
      await tx.update(payments).set({ status: 'failed', failureMessage: error ?? 'the gateway refused the refund', updatedAt: now }).where(eq(payments.id, part.id));
    }
  }
  return refunded;
}

/**
 * The gateway's answers for an action that cannot record them as its own success (the gateway
 * failed, or the booking changed meanwhile): what was refunded lowers the booking's paid amount,
 * what failed is freed, and the timeline and audit log say so, in one transaction.
 */
export async function recordRefundOutcome(
  tx: Tx,
  context: ActionContext,
  results: readonly PartResult[],
  input: { kind: 'refund_failed' | 'refund_issued'; reason: string },
  now: Date,
): Promise<{ refundedMinor: number; paidMinor: number }> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.organizationId, context.organizationId), eq(bookings.id, context.bookingId)))
    .for('update');
  if (!booking) throw new Error('booking vanished');
  const refundedMinor = await settleParts(tx, results, now);
  const paidMinor = booking.paidMinor - refundedMinor;
  if (refundedMinor > 0) await tx.update(bookings).set({ paidMinor, updatedAt: now }).where(eq(bookings.id, booking.id));
  const failedMinor = results.filter((result) => !result.refund || result.refund.status === 'failed').reduce((sum, result) => sum + result.part.amountMinor, 0);
  // amountMinor and currency as the timeline's sentences read them ("Refund of €100.00 failed").
  const amountMinor = input.kind === 'refund_failed' ? failedMinor : refundedMinor;
  const data = { amountMinor, currency: booking.currency, refundedMinor, failedMinor, reason: input.reason, operation: context.operation };
  await writeAuditEntry(tx, {
    organizationId: context.organizationId,
    actor: context.actor,
    action: `booking.${input.kind}`,
    entityType: 'booking',
    entityId: booking.id,
    before: { paidMinor: booking.paidMinor },
    after: { ...data, paidMinor },
    requestId: context.requestId,
  });
  await writeBookingEvent(tx, { organizationId: context.organizationId, bookingId: booking.id, kind: input.kind, actor: context.actor, data });
  if (refundedMinor > 0) await writeBookingWebhookEvent(tx, { organizationId: context.organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: refundedMinor } } });
  return { refundedMinor, paidMinor };
}
