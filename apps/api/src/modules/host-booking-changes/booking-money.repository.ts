import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import {
  bookings,
  cancellationPolicies,
  emailOutbox,
  instalments,
  outsidePayments,
  payments,
  ratePlans,
  unitAllocations,
  writeBookingWebhookEvent,
  type Database,
} from '@direct/db';
import type { BookingEmailDraft } from '../bookings/booking-ports.ts';
import type { HostRefundPart } from '../payments/payment-ports.ts';
import { Refused, type ActionContext, type LockedBooking, type Tx, type createHostBookingActionsRepository } from './host-booking-actions.repository.ts';

// Money and emails on a booking, each write inside the host action's transaction (see
// host-booking-actions.repository.ts): outside payments, refunds, cancellation, payment links,
// resent emails.

type Actions = ReturnType<typeof createHostBookingActionsRepository>;

export type MoneyRefusal = 'not_payable' | 'overpaid' | 'hold_lapsed' | 'refund_exceeds_paid' | 'not_cancellable' | 'email_not_found';

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

export async function insertRefunds(tx: Tx, booking: LockedBooking, parts: readonly HostRefundPart[], now: Date): Promise<void> {
  if (parts.length === 0) return;
  await tx
    .insert(payments)
    .values(
      parts.map((part) => ({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        instalmentId: part.instalmentId,
        provider: part.provider,
        kind: 'refund' as const,
        idempotencyKey: part.idempotencyKey,
        providerRef: part.providerRef,
        amountMinor: part.amountMinor,
        currency: part.currency,
        status: part.status === 'pending' ? ('processing' as const) : ('succeeded' as const),
        succeededAt: now,
      })),
    )
    // The same gateway refund recorded by a retried action (its first transaction failed late).
    .onConflictDoNothing();
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

    async recordRefund(context: ActionContext, input: { parts: HostRefundPart[]; amountMinor: number; reason: string }, now: Date) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        if (input.amountMinor > booking.paidMinor) throw new Refused('refund_exceeds_paid');
        await insertRefunds(tx, booking, input.parts, now);
        await tx.update(bookings).set({ paidMinor: booking.paidMinor - input.amountMinor, updatedAt: now }).where(eq(bookings.id, booking.id));
        await writeBookingWebhookEvent(tx, { organizationId: booking.organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: input.amountMinor } } });
        return { outcome: 'refund_issued', amountMinor: input.amountMinor, event: { kind: 'refund_issued', data: { amountMinor: input.amountMinor, reason: input.reason } } };
      });
    },

    async cancel(context: ActionContext, input: { parts: HostRefundPart[]; refundMinor: number; refundKind: 'policy' | 'custom'; reason: string; email: BookingEmailDraft }, now: Date) {
      return actions.inAction<MoneyRefusal>(context, async (tx, booking) => {
        if (!isPayable(booking)) throw new Refused('not_cancellable');
        if (input.refundMinor > booking.paidMinor) throw new Refused('refund_exceeds_paid');
        const { organizationId } = booking;
        await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: input.reason, holdExpiresAt: null, paidMinor: booking.paidMinor - input.refundMinor, updatedAt: now })
          .where(eq(bookings.id, booking.id));
        await tx.update(unitAllocations).set({ releasedAt: now }).where(and(eq(unitAllocations.organizationId, organizationId), eq(unitAllocations.bookingId, booking.id), isNull(unitAllocations.releasedAt)));
        await tx.update(instalments).set({ status: 'cancelled' }).where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, booking.id), ne(instalments.status, 'paid')));
        await insertRefunds(tx, booking, input.parts, now);
        await enqueue(tx, input.email);
        await writeBookingWebhookEvent(tx, { organizationId, bookingId: booking.id, type: 'booking.cancelled', extra: { cancel_reason: input.reason } });
        if (input.refundMinor > 0) await writeBookingWebhookEvent(tx, { organizationId, bookingId: booking.id, type: 'payment.refunded', extra: { refund: { amount_minor: input.refundMinor } } });
        return {
          outcome: 'booking_cancelled',
          amountMinor: input.refundMinor,
          event: { kind: 'booking_cancelled', data: { reason: input.reason, refundKind: input.refundKind, refundMinor: input.refundMinor } },
        };
      });
    },

    // A booking the host took by phone or email was just made (as the site makes one): its
    // timeline, audit entry and optional payment link.
    async recordCreated(context: ActionContext, input: { source: 'phone' | 'email'; email: BookingEmailDraft | null }) {
      return actions.inAction<MoneyRefusal>(context, async (tx) => {
        if (input.email) await enqueue(tx, input.email);
        return { outcome: 'booking_created', amountMinor: 0, event: { kind: 'booking_created_by_host', data: { source: input.source, paymentLinkSent: input.email !== null } } };
      });
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
  };
}
