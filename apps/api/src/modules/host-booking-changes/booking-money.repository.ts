import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import {
  bookings,
  cancellationPolicies,
  cities,
  emailOutbox,
  instalments,
  outsidePayments,
  properties,
  ratePlans,
  unitAllocations,
  writeBookingWebhookEvent,
  type Database,
} from '@direct/db';
import type { BookingEmailDraft } from '../bookings/booking-ports.ts';
import type { PaymentProviderName } from '@direct/contracts';
import { Refused, type ActionContext, type LockedBooking, type Tx, type createHostBookingActionsRepository } from './host-booking-actions.repository.ts';
import { recordRefundOutcome, reserveRefund, settleParts, type PartResult, type RefundRefusal, type ReservedPart } from './refund-reservations.ts';

// Money and emails on a booking, each write inside the host action's transaction (see
// host-booking-actions.repository.ts): outside payments, refunds, cancellation, payment links,
// resent emails.

type Actions = ReturnType<typeof createHostBookingActionsRepository>;

export type MoneyRefusal = 'not_payable' | 'overpaid' | 'hold_lapsed' | 'not_cancellable' | 'email_not_found' | RefundRefusal;

const payableStatuses = ['pending_payment', 'confirmed'] as const;
const isPayable = (booking: LockedBooking) => (payableStatuses as readonly string[]).includes(booking.status);

// Instalments paid in order while what is paid covers them; a pending booking whose first part is
// covered becomes confirmed (its hold becomes the stay).
async function settleInstalments(tx: Tx, booking: LockedBooking, paidMinor: number, now: Date): Promise<boolean> {
  const parts = await tx.select().from(instalments).where(and(eq(instalments.organizationId, booking.organizationId), eq(instalments.bookingId, booking.id))).orderBy(asc(instalments.sequence));
  let cover = paidMinor - parts.filter((part) => part.status === 'paid').reduce((sum, part) => sum + part.amountMinor, 0);
  let anyPaid = parts.some((part) => part.status === 'paid');
  for (const part of parts) {
    if (part.status === 'paid' || part.status === 'cancelled') continue;
    if (part.amountMinor > cover) break;
    await tx.update(instalments).set({ status: 'paid', paidAt: now }).where(eq(instalments.id, part.id));
    cover -= part.amountMinor;
    anyPaid = true;
  }
  return anyPaid;
}

export async function enqueue(tx: Tx, email: BookingEmailDraft): Promise<void> {
  await tx.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

export function createBookingMoneyRepository(db: Database, actions: Actions) {
  return {
    async recordOutsidePayment(context: ActionContext, input: { method: 'cash' | 'bank_transfer' | 'other'; amountMinor: number; receivedOn: string; reference: string | null }, now: Date) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        if (!isPayable(booking)) throw new Refused('not_payable');
        if (booking.paidMinor + input.amountMinor > booking.totalMinor) throw new Refused('overpaid');
        await tx.insert(outsidePayments).values({ organizationId: booking.organizationId, bookingId: booking.id, currency: booking.currency, ...input });
        const paidMinor = booking.paidMinor + input.amountMinor;
        const anyPaid = await settleInstalments(tx, booking, paidMinor, now);
        const confirming = booking.status === 'pending_payment' && anyPaid;
        if (confirming) {
          const promoted = await tx
            .update(unitAllocations)
            .set({ kind: 'stay', expiresAt: null })
            .where(and(eq(unitAllocations.organizationId, booking.organizationId), eq(unitAllocations.bookingId, booking.id), isNull(unitAllocations.releasedAt)))
            .returning({ id: unitAllocations.id });
          if (promoted.length === 0) throw new Refused('hold_lapsed');
        }
        await tx
          .update(bookings)
          .set({ paidMinor, updatedAt: now, ...(confirming ? { status: 'confirmed' as const, confirmedAt: now, holdExpiresAt: null } : {}) })
          .where(eq(bookings.id, booking.id));
        const about = { organizationId: booking.organizationId, bookingId: booking.id };
        await writeBookingWebhookEvent(tx, { ...about, type: 'payment.succeeded', extra: { payment: { method: input.method, amount_minor: input.amountMinor, received_on: input.receivedOn } } });
        if (confirming) await writeBookingWebhookEvent(tx, { ...about, type: 'booking.confirmed' });
        return {
          outcome: confirming ? 'payment_recorded_confirmed' : 'payment_recorded',
          amountMinor: input.amountMinor,
          event: { kind: 'payment_recorded', data: { method: input.method, amountMinor: input.amountMinor, receivedOn: input.receivedOn, reference: input.reference, confirmed: confirming } },
        };
      });
    },

    async sendPaymentLink(context: ActionContext, email: BookingEmailDraft, instalment: { id: number; amountMinor: number }) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        if (!isPayable(booking)) throw new Refused('not_payable');
        await enqueue(tx, email);
        return { outcome: 'payment_link_sent', amountMinor: 0, event: { kind: 'payment_link_sent', data: { instalmentId: instalment.id, amountMinor: instalment.amountMinor, to: email.toAddress } } };
      });
    },

    // The reservation before the gateway call (refund-reservations.ts), in its own transaction
    // holding the booking's lock; a cancellation's also checks the booking can still be cancelled.
    async reserveRefund(
      context: ActionContext,
      input: { amountMinor: number; provider: PaymentProviderName; forCancellation: boolean; now: Date },
    ): Promise<{ kind: 'reserved'; parts: ReservedPart[] } | { kind: 'refused'; reason: MoneyRefusal | 'not_found' }> {
      try {
        return await db.transaction(async (tx) => {
          const [booking] = await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.organizationId, context.organizationId), eq(bookings.id, context.bookingId)))
            .for('update');
          if (!booking) throw new Refused('not_found');
          if (input.forCancellation && !isPayable(booking)) throw new Refused('not_cancellable');
          const parts = await reserveRefund(tx, booking, {
            amountMinor: input.amountMinor,
            actionKey: `${context.organizationId}:${context.idempotencyKey}`,
            provider: input.provider,
            exclusive: input.forCancellation,
            now: input.now,
          });
          return { kind: 'reserved' as const, parts };
        });
      } catch (error) {
        if (error instanceof Refused) return { kind: 'refused', reason: error.reason as MoneyRefusal | 'not_found' };
        throw error;
      }
    },

    // The gateway's answers when the action itself is not recorded (it failed, or lost a race).
    async recordRefundOutcome(context: ActionContext, results: readonly PartResult[], input: { kind: 'refund_failed' | 'refund_issued'; reason: string }, now: Date) {
      return db.transaction((tx) => recordRefundOutcome(tx, context, results, input, now));
    },

    async recordRefund(context: ActionContext, input: { results: PartResult[]; amountMinor: number; reason: string }, now: Date) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        const refunded = await settleParts(tx, input.results, now);
        await tx.update(bookings).set({ paidMinor: booking.paidMinor - refunded, updatedAt: now }).where(eq(bookings.id, booking.id));
        if (refunded > 0) await writeBookingWebhookEvent(tx, { organizationId: booking.organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: refunded } } });
        return { outcome: 'refund_issued', amountMinor: input.amountMinor, event: { kind: 'refund_issued', data: { amountMinor: input.amountMinor, reason: input.reason } } };
      });
    },

    async cancel(context: ActionContext, input: { results: PartResult[]; refundMinor: number; refundKind: 'policy' | 'custom'; reason: string; email: BookingEmailDraft }, now: Date) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        if (!isPayable(booking)) throw new Refused('not_cancellable');
        const { organizationId } = booking;
        const refunded = await settleParts(tx, input.results, now);
        await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: input.reason, holdExpiresAt: null, paidMinor: booking.paidMinor - refunded, updatedAt: now })
          .where(eq(bookings.id, booking.id));
        await tx.update(unitAllocations).set({ releasedAt: now }).where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, booking.id), isNull(unitAllocations.releasedAt)));
        await tx.update(instalments).set({ status: 'cancelled' }).where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, booking.id), ne(instalments.status, 'paid')));
        await enqueue(tx, input.email);
        await writeBookingWebhookEvent(tx, { organizationId, bookingId: booking.id, type: 'booking.cancelled', extra: { cancel_reason: input.reason } });
        if (refunded > 0) await writeBookingWebhookEvent(tx, { organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: refunded } } });
        return {
          outcome: 'booking_cancelled',
          amountMinor: input.refundMinor,
          event: { kind: 'booking_cancelled', data: { reason: input.reason, refundKind: input.refundKind, refundMinor: input.refundMinor } },
        };
      });
    },

    // A booking the host took by phone or email, in the transaction that makes it (as the site
    // makes one): its timeline, audit entry and stored answer commit with the booking or not at all.
    async recordCreated(tx: Tx, context: ActionContext, input: { source: 'phone' | 'email'; paymentLink: boolean }) {
      return actions.runAction(tx, context, async () => ({
        outcome: 'booking_created',
        amountMinor: 0,
        event: { kind: 'booking_created_by_host', data: { source: input.source, paymentLinkSent: input.paymentLink } },
      }));
    },

    // An email after the fact (its dedupe key makes a retry send it once).
    async enqueueEmail(email: BookingEmailDraft): Promise<void> {
      await db.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
    },

    async resendEmail(context: ActionContext, emailId: number) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        const [original] = await tx
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.organizationId, booking.organizationId), eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.id, emailId)));
        if (!original) throw new Refused('email_not_found');
        await tx.insert(emailOutbox).values({
          organizationId: original.organizationId,
          brandId: original.brandId,
          bookingId: original.bookingId,
          kind: original.kind,
          dedupeKey: `resend:${booking.organizationId}:${context.idempotencyKey}`,
          toAddress: original.toAddress,
          fromAddress: original.fromAddress,
          subject: original.subject,
          textBody: original.textBody,
          htmlBody: original.htmlBody,
          attachments: original.attachments,
        });
        return { outcome: 'email_resent', amountMinor: 0, event: { kind: 'email_resent', data: { emailId, kind: original.kind, to: original.toAddress } } };
      });
    },

    async emails(organizationId: number, bookingId: number) {
      return db
        .select({ id: emailOutbox.id, kind: emailOutbox.kind, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.organizationId, organizationId), eq(emailOutbox.bookingId, bookingId)))
        .orderBy(desc(emailOutbox.id))
        .limit(200);
    },

    // The booking's rate plan's cancellation policy (what the guest accepted).
    async policyOf(organizationId: number, bookingId: number) {
      const [row] = await db
        .select({ kind: cancellationPolicies.kind, rules: cancellationPolicies.rules })
        .from(bookings)
        .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId))
        .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row ?? null;
    },

    // A rate plan's cancellation policy (the organization's own plans only).
    async ratePlanPolicy(organizationId: number, ratePlanId: number) {
      const [row] = await db
        .select({ kind: cancellationPolicies.kind, rules: cancellationPolicies.rules })
        .from(ratePlans)
        .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
        .where(and(eq(ratePlans.organizationId, organizationId), eq(ratePlans.id, ratePlanId)));
      return row ?? null;
    },

    // The time zone of the booking's property (its city's): where "today" is for its policy.
    async timeZoneOf(organizationId: number, bookingId: number): Promise<string> {
      const [row] = await db
        .select({ timeZone: cities.timezone })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row?.timeZone ?? 'UTC';
    },
  };
}
