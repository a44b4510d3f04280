import type { BookingActionResult } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsForHosts } from '../payments/payment-ports.ts';
import type { createBookingMoneyRepository } from './booking-money.repository.ts';
import type { ActionContext, LockedBooking, createHostBookingActionsRepository } from './host-booking-actions.repository.ts';
import type { PartResult, ReservedPart } from './refund-reservations.ts';
import type { createStayChangeRepository } from './stay-change.repository.ts';

// What follows a committed stay change whose price moved: the gateway, after the move.
//
// Cheaper: the refund was reserved in the move's transaction and is sent now, so a move lost to
// the exclusion constraint never refunds. A refund the gateway refuses is recorded on the
// timeline (refund_failed) and answered as `stay_changed:refund_failed`; the booking then shows
// more paid than it costs and the host retries from the Refund page.
//
// Dearer, settled on the saved card: the card is charged after the move and, if it is declined,
// the move is undone (previous dates, guests, total; the new instalment cancelled; the action's key
// freed) and the host gets 402 with the reason. Undoing rather than authorising first and capturing
// after the move: a host charge goes through the payment engine as an instalment (the row must
// exist, committed, for the attempt, its webhooks and reconciliation), so an authorisation would
// need a second charge path with its own recovery; the undo keeps one path, and the window in which
// the old dates can be lost is the gateway call. If they were taken in that window (or the booking
// changed again), the new stay stays, its instalment is marked failed and the guest gets a payment
// link (outcome `stay_changed:payment_link:<id>`), as for a scheduled charge that fails.

export function createStaySettlement(options: {
  actions: ReturnType<typeof createHostBookingActionsRepository>;
  money: ReturnType<typeof createBookingMoneyRepository>;
  stays: ReturnType<typeof createStayChangeRepository>;
  payments: PaymentsForHosts;
  sendReserved: (parts: readonly ReservedPart[]) => Promise<PartResult[]>;
  chargeFailed: (input: { organizationId: number; bookingId: number; instalmentId: number }) => Promise<void>;
  paidMinorOf: (caller: { organizationId: number; bookingId: number }) => Promise<{ paidMinor: number; status: BookingActionResult['status'] }>;
  now: () => Date;
}) {
  const { actions, money, stays, payments, sendReserved, chargeFailed, paidMinorOf, now } = options;

  async function settled(context: ActionContext, answer: BookingActionResult): Promise<BookingActionResult> {
    await actions.storeAnswer(context.organizationId, context.idempotencyKey, answer);
    return answer;
  }

  return {
    async refundAfterMove(context: ActionContext, answer: BookingActionResult, parts: readonly ReservedPart[]): Promise<BookingActionResult> {
      const results = await sendReserved(parts);
      const failed = results.some((result) => !result.refund || result.refund.status === 'failed');
      const { paidMinor } = await money.recordRefundOutcome(context, results, { kind: failed ? 'refund_failed' : 'refund_issued', reason: 'stay_change' }, now());
      return settled(context, { ...answer, paidMinor, outcome: failed ? 'stay_changed:refund_failed' : answer.outcome });
    },

    async chargeAfterMove(context: ActionContext, answer: BookingActionResult, input: { previous: LockedBooking; instalmentId: number }): Promise<BookingActionResult> {
      const { organizationId, bookingId } = context;
      const { instalmentId } = input;
      const result = await payments.chargeInstalmentNow(organizationId, bookingId, instalmentId).catch(() => 'failed' as const);
      if (result === 'failed' || result === 'no_saved_method') {
        const reverted = await stays.revert(context, { previous: input.previous, changedTotalMinor: answer.totalMinor, instalmentId, reason: result }, now());
        if (reverted === 'reverted') {
          throw new AppError(
            'payment_failed',
            result === 'no_saved_method'
              ? 'The guest has no saved card for the difference; the stay was not changed.'
              : 'The guest’s saved card was declined for the difference; the stay was not changed. Ask the guest for another card and try again.',
          );
        }
        await chargeFailed({ organizationId, bookingId, instalmentId });
      }
      const fresh = await paidMinorOf(context);
      return settled(context, { ...answer, paidMinor: fresh.paidMinor, status: fresh.status, outcome: result === 'succeeded' ? answer.outcome : `stay_changed:payment_link:${instalmentId}` });
    },
  };
}
