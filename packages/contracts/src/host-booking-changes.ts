import { z } from 'zod';
import { bookingStatuses } from '@direct/domain/booking-status';
import { BookingGuest, BookingQuote, BookingSelection } from './bookings.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// What the front desk and the manager do to a booking: money taken outside the gateway, payment
// links, refunds, cancellation, changing the stay, resending emails. Every write carries an
// idempotency key (a body field, so a console form can render it as a hidden field): a replay with
// the same key answers the first result without acting twice.

const pathId = z.coerce.number().int().min(1).max(maxInt4);
export const BookingActionParams = OrganizationParams.extend({ bookingId: pathId });
export const BookingEmailParams = BookingActionParams.extend({ emailId: pathId });

const IdempotencyKey = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters')
  .describe('Generated when the form is shown; a replay with the same key answers the first result');
const AmountMinor = z.number().int().min(1, 'must be at least 1').max(100_000_000, 'is too large');
const Reason = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
const IsoDate = z.iso.date('must be a real date as YYYY-MM-DD');

export const outsidePaymentMethods = ['cash', 'bank_transfer', 'other'] as const;

export const RecordOutsidePaymentInput = z.strictObject({
  idempotency_key: IdempotencyKey,
  method: z.enum(outsidePaymentMethods),
  amount_minor: AmountMinor,
  received_on: IsoDate,
  reference: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
export type RecordOutsidePaymentInput = z.infer<typeof RecordOutsidePaymentInput>;

export const IdempotentInput = z.strictObject({ idempotency_key: IdempotencyKey });
export type IdempotentInput = z.infer<typeof IdempotentInput>;

export const RefundInput = z.strictObject({ idempotency_key: IdempotencyKey, amount_minor: AmountMinor, reason: Reason });
export type RefundInput = z.infer<typeof RefundInput>;

export const CancelInput = z.strictObject({
  idempotency_key: IdempotencyKey,
  // 'policy': the refund the rate plan's cancellation policy gives today; 'custom': amount_minor.
  refund: z.enum(['policy', 'custom']),
  amount_minor: z.number().int().min(0, 'must be 0 or more').max(100_000_000, 'is too large').optional(),
  reason: Reason,
});
export type CancelInput = z.infer<typeof CancelInput>;

export const StayChangeInput = z.strictObject({
  check_in: IsoDate,
  check_out: IsoDate,
  adults: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50'),
  children: z.number().int().min(0, 'must be 0 or more').max(50, 'must be at most 50').default(0),
  unit_type: z.number().int().min(1).max(maxInt4).optional().describe('Another unit type of the same property (same rate plan)'),
});
export type StayChangeInput = z.infer<typeof StayChangeInput>;

export const ApplyStayChangeInput = StayChangeInput.extend({ idempotency_key: IdempotencyKey });
export type ApplyStayChangeInput = z.infer<typeof ApplyStayChangeInput>;

// The booking and its money as it stands, the start of a cancellation's preview and of every action's answer.
const bookingMoney = {
  bookingId: z.number().int(),
  code: z.string(),
  status: z.enum(bookingStatuses),
  currency: z.string(),
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
};

export const CancellationPreview = z
  .object({
    ...bookingMoney,
    // What can go back through the gateway (card payments not yet refunded); cash is refunded by hand.
    refundableMinor: z.number().int(),
    policy: z.object({ kind: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']), refundPercent: z.number().int() }),
    // The policy's refund for a cancellation today, capped at what can be refunded.
    policyRefundMinor: z.number().int(),
  })
  .meta({ id: 'HostCancellationPreview' });
export type CancellationPreview = z.infer<typeof CancellationPreview>;

export const stayChangeSettlements = ['none', 'added_to_instalment', 'charge_saved_card', 'payment_link', 'reduce_instalments', 'refund'] as const;

export const StayChangePreview = z
  .object({
    bookingId: z.number().int(),
    currency: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    currentTotalMinor: z.number().int(),
    newTotalMinor: z.number().int(),
    // Positive: the guest owes more; negative: the guest gets money back.
    differenceMinor: z.number().int(),
    // How the difference is settled when applied.
    settlement: z.enum(stayChangeSettlements),
  })
  .meta({ id: 'HostStayChangePreview' });
export type StayChangePreview = z.infer<typeof StayChangePreview>;

export const BookingActionResult = z
  .object({
    ...bookingMoney,
    // What happened, e.g. 'payment_recorded', 'refund_issued', 'stay_changed:charge_saved_card'.
    outcome: z.string(),
    // The money moved by this action (refunded or charged), 0 when none.
    amountMinor: z.number().int(),
  })
  .meta({ id: 'HostBookingActionResult' });
export type BookingActionResult = z.infer<typeof BookingActionResult>;

export const BookingEmail = z.object({
  id: z.number().int(),
  kind: z.string().nullable(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export const BookingEmailList = z.object({ data: z.array(BookingEmail) }).meta({ id: 'HostBookingEmailList' });
export type BookingEmailList = z.infer<typeof BookingEmailList>;

// What every action page shows of the booking: the stay, the guest and the money.
export const BookingActionSummary = z
  .object({
    bookingId: z.number().int(),
    code: z.string(),
    status: z.enum(bookingStatuses),
    propertyName: z.string(),
    unitTypeId: z.number().int(),
    unitTypeName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    guestName: z.string(),
    guestEmail: z.string(),
    currency: z.string(),
    totalMinor: z.number().int(),
    paidMinor: z.number().int(),
    refundableMinor: z.number().int(),
    hasSavedCard: z.boolean(),
    instalments: z.array(z.object({ id: z.number().int(), sequence: z.number().int(), amountMinor: z.number().int(), dueDate: z.string(), status: z.string() })),
  })
  .meta({ id: 'HostBookingActionSummary' });
export type BookingActionSummary = z.infer<typeof BookingActionSummary>;

// A booking the host took by phone or email: the site's selection (same quote, same no-overlap
// constraint), the guest, their language, and optionally a payment link emailed at once.
export const HostCreateBookingInput = BookingSelection.extend({
  idempotency_key: IdempotencyKey,
  source: z.enum(['phone', 'email']),
  guest: BookingGuest,
  language: z.enum(['en', 'de', 'pt']).default('en'),
  send_payment_link: z.boolean().default(false),
});
export type HostCreateBookingInput = z.infer<typeof HostCreateBookingInput>;

// What a booking taken by phone or email would cost, before the host confirms it: the site's quote
// (the same the booking is then made with) and the rate plan's cancellation policy as dates.
export const HostBookingQuote = z
  .object({
    quote: BookingQuote,
    cancellation: z.object({
      kind: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']),
      // Furthest first: cancelling on or before lastDate refunds refundPercent of the total.
      deadlines: z.array(z.object({ lastDate: z.string(), refundPercent: z.number().int() })),
    }),
  })
  .meta({ id: 'HostBookingQuote' });
export type HostBookingQuote = z.infer<typeof HostBookingQuote>;
