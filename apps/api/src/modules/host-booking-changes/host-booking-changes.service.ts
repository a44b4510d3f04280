import type {
  ApplyStayChangeInput,
  BookingActionSummary,
  BookingActionResult,
  BookingEmailList,
  CancelInput,
  CancellationPreview,
  BookingSelection,
  HostBookingQuote,
  HostCreateBookingInput,
  RecordOutsidePaymentInput,
  RefundInput,
  StayChangeInput,
  StayChangePreview,
} from '@direct/contracts';
import { Language } from '@direct/contracts';
import { cancellationRefundAt, countNights, localDate, refundDeadlines, type CancellationPolicy } from '@direct/domain';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { Booking, BookingEmailDraft, BookingsForHosts } from '../bookings/booking-ports.ts';
import type { PaymentsForHosts } from '../payments/payment-ports.ts';
import type { MoneyRefusal, createBookingMoneyRepository } from './booking-money.repository.ts';
import type { ActionContext, ActionOutcome, createHostBookingActionsRepository } from './host-booking-actions.repository.ts';
import type { PartResult, ReservedPart } from './refund-reservations.ts';
import { createStaySettlement } from './stay-change-settlement.ts';
import { planSettlement, settlementName, type SettlementPlan } from './stay-change-plan.ts';
import type { Settlement, StayRefusal, createStayChangeRepository } from './stay-change.repository.ts';

export type HostBookingChangesService = ReturnType<typeof createHostBookingChangesService>;

export type ActionCaller = { organizationId: number; bookingId: number; actor: AuditActor; requestId?: string | undefined };

const refusals: Record<MoneyRefusal | StayRefusal | 'not_found', () => AppError> = {
  not_found: () => new AppError('not_found', 'There is no such booking.'),
  not_payable: () => new AppError('conflict', 'This booking is cancelled or over; it takes no payment.'),
  overpaid: () =>
    new AppError('validation_failed', 'The amount is more than the booking’s open balance.', {
      fields: [{ field: 'amount_minor', message: 'is more than the open balance', reason: 'exceeds_balance' }],
    }),
  hold_lapsed: () => new AppError('conflict', 'The booking’s hold lapsed and its dates were released; create the booking again.'),
  refund_exceeds_paid: () => refundTooLarge(),
  not_cancellable: () => new AppError('conflict', 'This booking is already cancelled or over.'),
  email_not_found: () => new AppError('not_found', 'This booking has no such email.'),
  not_changeable: () => new AppError('conflict', 'Only a pending or confirmed booking’s stay can be changed.'),
  unavailable: () => new AppError('accommodation_unavailable', 'The accommodation is not available for these dates.'),
  instalments_changed: () => new AppError('conflict', 'The booking changed meanwhile (an instalment was charged or the stay moved); look at it again and retry.'),
  refund_in_progress: () => new AppError('conflict', 'Another refund on this booking is waiting for the payment gateway; look at the booking again in a moment.'),
  refund_key_reused: () =>
    new AppError('idempotency_key_reused', 'This idempotency key was used for another refund.', {
      fields: [{ field: 'idempotency_key', message: 'was used for another refund', reason: 'reused' }],
    }),
};

function refundTooLarge(): AppError {
  return new AppError('validation_failed', 'The refund is larger than what was paid by card and not yet refunded.', {
    fields: [{ field: 'amount_minor', message: 'is more than what was paid and not yet refunded', reason: 'exceeds_paid' }],
  });
}

const gatewayFailed = (cause: unknown) => new AppError('service_unavailable', 'The payment gateway did not refund; nothing was changed. Try again.', { cause });

const sentFailed = (results: readonly PartResult[]) => results.some((result) => !result.refund || result.refund.status === 'failed');

export function createHostBookingChangesService(options: {
  actions: ReturnType<typeof createHostBookingActionsRepository>;
  money: ReturnType<typeof createBookingMoneyRepository>;
  stays: ReturnType<typeof createStayChangeRepository>;
  bookings: BookingsForHosts;
  payments: PaymentsForHosts;
  // A charge on the saved card failed: the instalment is marked failed and the guest gets a payment link.
  chargeFailed: (input: { organizationId: number; bookingId: number; instalmentId: number }) => Promise<void>;
  now: () => Date;
}) {
  const { actions, money, stays, bookings, payments, chargeFailed, now } = options;

  const contextOf = (caller: ActionCaller, operation: string, idempotencyKey: string): ActionContext => ({ ...caller, operation, idempotencyKey });

  // The first answer for a key already used, or undefined; a key is bound to its operation and booking.
  async function earlier(context: ActionContext): Promise<BookingActionResult | undefined> {
    const stored = await actions.storedAction(context.organizationId, context.idempotencyKey);
    if (!stored) return undefined;
    return replayed(context, stored);
  }

  function replayed(context: ActionContext, stored: { operation: string; bookingId: number | null; answer: unknown }): BookingActionResult {
    if (stored.operation !== context.operation || stored.bookingId !== context.bookingId) {
      throw new AppError('idempotency_key_reused', 'This idempotency key was used for another action.', {
        fields: [{ field: 'idempotency_key', message: 'was used for another action', reason: 'reused' }],
      });
    }
    return stored.answer as BookingActionResult;
  }

  function answerOf<R extends MoneyRefusal | StayRefusal>(context: ActionContext, outcome: ActionOutcome<R>): BookingActionResult {
    if (outcome.kind === 'done') return outcome.answer;
    if (outcome.kind === 'replay') return replayed(context, outcome);
    throw refusals[outcome.reason]();
  }

  async function bookingOf(caller: { organizationId: number; bookingId: number }): Promise<Booking> {
    const booking = await bookings.findById(caller.organizationId, caller.bookingId);
    if (!booking) throw refusals.not_found();
    return booking;
  }

  // The reserved refunds to the gateway, one charge after the other; after the first failure the
  // rest are not sent (their reservations are freed with it).
  async function sendReserved(parts: readonly ReservedPart[]): Promise<PartResult[]> {
    const results: PartResult[] = [];
    let failed = false;
    for (const part of parts) {
      if (failed) {
        results.push({ part, refund: null, error: 'not sent: an earlier part failed' });
        continue;
      }
      try {
        const refund = await payments.refundCharge({ chargeRef: part.chargeRef, amountMinor: part.amountMinor, idempotencyKey: part.idempotencyKey });
        results.push({ part, refund });
        failed = refund.status === 'failed';
      } catch (error) {
        results.push({ part, refund: null, error: error instanceof Error ? error.message.slice(0, 500) : 'the gateway failed' });
        failed = true;
      }
    }
    return results;
  }

  const { refundAfterMove, chargeAfterMove } = createStaySettlement({ actions, money, stays, payments, sendReserved, chargeFailed, paidMinorOf: bookingOf, now });

  // "Today" where the property is: a guest cancelling at 00:30 in Lisbon cancels on that day.
  async function todayAt(caller: { organizationId: number; bookingId: number }): Promise<string> {
    return localDate(now(), await money.timeZoneOf(caller.organizationId, caller.bookingId));
  }

  async function cancellationPreview(caller: { organizationId: number; bookingId: number }): Promise<CancellationPreview> {
    const booking = await bookingOf(caller);
    if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') throw refusals.not_cancellable();
    const stored = await money.policyOf(caller.organizationId, caller.bookingId);
    const policy: CancellationPolicy = stored ? { kind: stored.kind, rules: stored.rules } : { kind: 'non_refundable', rules: [] };
    const refundableMinor = Math.min(booking.paidMinor, await payments.refundableMinor(caller.organizationId, caller.bookingId));
    const refund = cancellationRefundAt(policy, booking.checkIn, now(), await money.timeZoneOf(caller.organizationId, caller.bookingId), booking.totalMinor);
    return {
      bookingId: booking.id,
      code: booking.code,
      status: booking.status,
      currency: booking.currency,
      totalMinor: booking.totalMinor,
      paidMinor: booking.paidMinor,
      refundableMinor,
      policy: { kind: policy.kind, refundPercent: refund.refundPercent },
      policyRefundMinor: Math.min(refund.refundMinor, refundableMinor),
    };
  }

  // The re-quoted stay and how its difference would be settled (preview and apply share it).
  async function planChange(caller: { organizationId: number; bookingId: number }, input: StayChangeInput) {
    const facts = await stays.facts(caller.organizationId, caller.bookingId);
    if (!facts) throw refusals.not_found();
    const { booking } = facts;
    if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') throw refusals.not_changeable();
    const unitTypeId = input.unit_type ?? booking.unitTypeId;
    const requoted = await bookings.requote(
      {
        brand: booking.brandId,
        property: booking.propertyId,
        unit_type: unitTypeId,
        rate_plan: booking.ratePlanId,
        check_in: input.check_in,
        check_out: input.check_out,
        adults: input.adults,
        children: input.children,
        pets: booking.pets,
        add_ons: facts.addOns.map((addOn) => ({ id: addOn.addOnId, quantity: addOn.quantity })),
        voucher_codes: [],
        // The guest's language where it is one of ours (the quote's names in it).
        language: Language.safeParse(booking.language).data,
      },
      booking.id,
    );
    const differenceMinor = requoted.totalMinor - booking.totalMinor;
    const plan = planSettlement({ differenceMinor, instalments: facts.instalments, hasSavedCard: await payments.hasSavedMethod(caller.organizationId, caller.bookingId) });
    if (plan.kind === 'reduce_instalments' && plan.refundMinor > Math.min(booking.paidMinor, await payments.refundableMinor(caller.organizationId, caller.bookingId))) {
      throw new AppError('conflict', 'The stay would cost less than what was paid by card; part of it was paid outside the gateway. Refund that by hand first.');
    }
    const preview: StayChangePreview = {
      bookingId: booking.id,
      currency: booking.currency,
      checkIn: input.check_in,
      checkOut: input.check_out,
      nights: countNights(input.check_in, input.check_out),
      currentTotalMinor: booking.totalMinor,
      newTotalMinor: requoted.totalMinor,
      differenceMinor,
      settlement: settlementName(plan),
    };
    return { booking, unitTypeId, requoted, plan, preview };
  }

  async function settlementOf(caller: ActionCaller, plan: SettlementPlan): Promise<Settlement> {
    if (plan.kind !== 'new_instalment') return plan;
    // The payment link's email is written after the change commits (sendStayChangeLink): the
    // bookings domain reads the booking on the pool, which waits forever on PGlite (one connection,
    // held by the change's transaction), and only after the commit does it read the new dates.
    const paymentLink = plan.viaSavedCard ? null : async () => null;
    return { kind: 'new_instalment', dueDate: await todayAt(caller), paymentLink };
  }

  // Its dedupe key makes a retried change send it once.
  async function sendStayChangeLink(caller: ActionCaller, key: string, instalmentId: number, amountMinor: number) {
    const dueDate = await todayAt(caller);
    await money.enqueueEmail(await bookings.paymentLinkEmail(caller.organizationId, caller.bookingId, { id: instalmentId, amountMinor, dueDate }, `host-stay-change-link:${caller.organizationId}:${key}`));
  }

  return {
    async summary(caller: { organizationId: number; bookingId: number }): Promise<BookingActionSummary> {
      const booking = await bookingOf(caller);
      const [refundable, hasSavedCard] = await Promise.all([payments.refundableMinor(caller.organizationId, caller.bookingId), payments.hasSavedMethod(caller.organizationId, caller.bookingId)]);
      return {
        bookingId: booking.id,
        code: booking.code,
        status: booking.status,
        propertyName: booking.propertyName,
        unitTypeId: booking.unitTypeId,
        unitTypeName: booking.unitTypeName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
        guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
        guestEmail: booking.guest.email,
        currency: booking.currency,
        totalMinor: booking.totalMinor,
        paidMinor: booking.paidMinor,
        refundableMinor: Math.min(refundable, booking.paidMinor),
        hasSavedCard,
        instalments: booking.instalments.map((part) => ({ id: part.id, sequence: part.sequence, amountMinor: part.amountMinor, dueDate: part.dueDate, status: part.status })),
      };
    },

    async recordOutsidePayment(caller: ActionCaller, input: RecordOutsidePaymentInput): Promise<BookingActionResult> {
      const context = contextOf(caller, 'record_outside_payment', input.idempotency_key);
      const outcome = await money.recordOutsidePayment(
        context,
        { method: input.method, amountMinor: input.amount_minor, receivedOn: input.received_on, reference: input.reference?.trim() || null },
        now(),
      );
      return answerOf(context, outcome);
    },

    async sendPaymentLink(caller: ActionCaller, key: string): Promise<BookingActionResult> {
      const context = contextOf(caller, 'send_payment_link', key);
      const first = await earlier(context);
      if (first) return first;
      const booking = await bookingOf(caller);
      const next = booking.instalments.find((part) => part.status === 'due' || part.status === 'scheduled' || part.status === 'failed');
      if (!next) throw new AppError('conflict', 'Nothing is left to pay on this booking.');
      const email = await bookings.paymentLinkEmail(caller.organizationId, caller.bookingId, next, `host-payment-link:${caller.organizationId}:${key}`);
      return answerOf(context, await money.sendPaymentLink(context, email, next));
    },

    // Reserve (booking locked, paid − refunded − reserved checked), then the gateway, then record.
    async refund(caller: ActionCaller, input: RefundInput): Promise<BookingActionResult> {
      const context = contextOf(caller, 'refund', input.idempotency_key);
      const first = await earlier(context);
      if (first) return first;
      const reservation = await money.reserveRefund(context, { amountMinor: input.amount_minor, provider: payments.providerName, forCancellation: false, now: now() });
      if (reservation.kind === 'refused') throw refusals[reservation.reason]();
      const results = await sendReserved(reservation.parts);
      if (sentFailed(results)) {
        await money.recordRefundOutcome(context, results, { kind: 'refund_failed', reason: input.reason }, now());
        throw gatewayFailed(results.find((result) => result.error)?.error);
      }
      const outcome = await money.recordRefund(context, { results, amountMinor: input.amount_minor, reason: input.reason }, now());
      if (outcome.kind !== 'done') await money.recordRefundOutcome(context, results, { kind: 'refund_issued', reason: input.reason }, now());
      return answerOf(context, outcome);
    },

    cancellationPreview,

    async cancel(caller: ActionCaller, input: CancelInput, mayRefundFreely: boolean, guestEmail?: BookingEmailDraft): Promise<BookingActionResult> {
      const context = contextOf(caller, 'cancel', input.idempotency_key);
      const first = await earlier(context);
      if (first) return first;
      if (input.refund === 'custom' && !mayRefundFreely) throw new AppError('forbidden', 'A refund other than the policy’s needs the payments:write permission.');
      if (input.refund === 'custom' && input.amount_minor === undefined) {
        throw new AppError('validation_failed', 'The request is invalid; see fields.', { fields: [{ field: 'amount_minor', message: 'is required for a custom refund', reason: 'required' }] });
      }
      const preview = await cancellationPreview(caller);
      const refundMinor = input.refund === 'custom' ? (input.amount_minor ?? 0) : preview.policyRefundMinor;
      if (refundMinor > preview.refundableMinor) throw refundTooLarge();
      // Reserved like any refund, and only while no other refund waits for the gateway.
      const reservation = await money.reserveRefund(context, { amountMinor: refundMinor, provider: payments.providerName, forCancellation: true, now: now() });
      if (reservation.kind === 'refused') throw refusals[reservation.reason]();
      const results = await sendReserved(reservation.parts);
      if (sentFailed(results)) {
        await money.recordRefundOutcome(context, results, { kind: 'refund_failed', reason: input.reason }, now());
        throw gatewayFailed(results.find((result) => result.error)?.error);
      }
      const email = guestEmail ?? (await bookings.cancellationEmail(caller.organizationId, caller.bookingId, `host-cancel:${caller.organizationId}:${input.idempotency_key}`));
      const outcome = await money.cancel(context, { results, refundMinor, refundKind: input.refund, reason: input.reason, email }, now());
      // The money went back even though the booking changed meanwhile: it is recorded all the same.
      if (outcome.kind !== 'done' && results.length > 0) await money.recordRefundOutcome(context, results, { kind: 'refund_issued', reason: input.reason }, now());
      return answerOf(context, outcome);
    },

    async previewStayChange(caller: { organizationId: number; bookingId: number }, input: StayChangeInput): Promise<StayChangePreview> {
      return (await planChange(caller, input)).preview;
    },

    async changeStay(caller: ActionCaller, input: ApplyStayChangeInput): Promise<BookingActionResult> {
      const key = input.idempotency_key;
      const context = contextOf(caller, 'change_stay', key);
      const first = await earlier(context);
      if (first) return first;
      const { booking, unitTypeId, requoted, plan } = await planChange(caller, input);
      const stay = { checkIn: input.check_in, checkOut: input.check_out, adults: input.adults, children: input.children, unitTypeId, requoted };
      const settlement = await settlementOf(caller, plan);
      const changed = await stays.change(context, { stay, expectedTotalMinor: booking.totalMinor, settlement, provider: payments.providerName }, now());
      const answer = answerOf(context, changed.outcome);
      if (changed.reserved.length > 0) return refundAfterMove(context, answer, changed.reserved);
      const linked = /^stay_changed:payment_link:(\d+)$/.exec(answer.outcome);
      if (linked) await sendStayChangeLink(caller, key, Number(linked[1]), answer.amountMinor);
      const charged = /^stay_changed:charge_saved_card:(\d+)$/.exec(answer.outcome);
      if (!charged) return answer;
      return chargeAfterMove(context, answer, { previous: booking, instalmentId: Number(charged[1]) });
    },

    async createBooking(caller: { organizationId: number; actor: AuditActor; requestId?: string | undefined }, input: HostCreateBookingInput): Promise<BookingActionResult> {
      const key = input.idempotency_key;
      const { idempotency_key: _key, source, send_payment_link: sendLink, ...selection } = input;
      const storedAnswer = async () => {
        const stored = await actions.storedAction(caller.organizationId, key);
        return stored ? replayed({ ...caller, bookingId: stored.bookingId ?? 0, operation: 'create_booking', idempotencyKey: key }, stored) : undefined;
      };
      let answer = await storedAnswer();
      if (!answer) {
        await bookings.createForHost(caller.organizationId, { ...selection, source: 'bookingEngine', is_work_trip: false, follow_up_consent: false }, key, source, async (tx, bookingId) => {
          const context = contextOf({ ...caller, bookingId }, 'create_booking', key);
          answer = answerOf(context, await money.recordCreated(tx, context, { source, paymentLink: sendLink === true }));
        });
        // A concurrent request with this key made the booking: its answer.
        answer ??= await storedAnswer();
        if (!answer) throw new Error('host booking created without its action');
      }
      // After the commit, so the link's email never goes out for a booking that wasn't made; a
      // retry with the key sends it if this one didn't get to (dedupe key).
      if (sendLink) {
        const booking = await bookingOf({ organizationId: caller.organizationId, bookingId: answer.bookingId });
        const first = booking.instalments.find((part) => part.status === 'due' || part.status === 'scheduled');
        if (first) await money.enqueueEmail(await bookings.paymentLinkEmail(caller.organizationId, booking.id, first, `host-payment-link:${caller.organizationId}:${key}`));
      }
      return answer;
    },

    // The price preview of the console's "New booking": the quote the booking is then made with.
    async quoteBooking(organizationId: number, selection: BookingSelection): Promise<HostBookingQuote> {
      const quote = await bookings.quoteForHost(organizationId, selection);
      const stored = await money.ratePlanPolicy(organizationId, selection.rate_plan);
      const policy: CancellationPolicy = stored ?? { kind: 'non_refundable', rules: [] };
      const deadlines = refundDeadlines(policy, selection.check_in).map((deadline) => ({ lastDate: deadline.lastDate, refundPercent: deadline.refundPercent }));
      return { quote, cancellation: { kind: policy.kind, deadlines } };
    },

    async emails(caller: { organizationId: number; bookingId: number }): Promise<BookingEmailList> {
      await bookingOf(caller);
      const rows = await money.emails(caller.organizationId, caller.bookingId);
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async resendEmail(caller: ActionCaller, emailId: number, key: string): Promise<BookingActionResult> {
      const context = contextOf(caller, `resend_email:${emailId}`, key);
      return answerOf(context, await money.resendEmail(context, emailId));
    },
  };
}
