import { z } from 'zod';
import { bookingStatuses } from '@direct/domain/booking-status';
import { checkinStepNames } from './checkin.ts';

// "My booking": what a guest does after booking without writing to the host — see the booking,
// its instalments and files (agreement, receipts, invoice), cancel with the policy's refund, move
// the dates (or ask the host to), and ask for a new link by booking code + email. Every call but
// the link request proves access with the booking code and its access token.

const BookingCode = z.string().trim().min(3).max(40);
const AccessToken = z.string().min(10).max(300).describe('The booking’s access token (from its links)');
const IsoDate = z.iso.date('must be a real date as YYYY-MM-DD');
const IdempotencyKey = z.string().trim().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters');

export const MyBookingParams = z.strictObject({ bookingCode: BookingCode });
export const MyBookingQuery = z.strictObject({ access_token: AccessToken });
export type MyBookingQuery = z.infer<typeof MyBookingQuery>;

// A guest file: `agreement`, `invoice` or `receipt-<instalment id>`.
export const guestFileIdPattern = /^(agreement|invoice|receipt-[1-9]\d{0,9})$/;
export const GuestFileParams = z.strictObject({
  bookingCode: BookingCode,
  fileId: z.string().regex(guestFileIdPattern, 'must be agreement, invoice or receipt-<instalment>'),
});

export const GuestFile = z.object({
  id: z.string(),
  kind: z.enum(['agreement', 'invoice', 'receipt']),
  // The instalment a receipt is for; null for the agreement and the invoice.
  instalmentId: z.number().int().nullable(),
});
export type GuestFile = z.infer<typeof GuestFile>;

export const MyBooking = z
  .object({
    booking: z.object({
      code: z.string(),
      brandId: z.number().int(),
      status: z.enum(bookingStatuses),
      propertyName: z.string(),
      unitTypeName: z.string(),
      ratePlanName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      bookerName: z.string(),
      language: z.string(),
      currency: z.string(),
      totalMinor: z.number().int(),
      paidMinor: z.number().int(),
    }),
    instalments: z.array(
      z.object({
        id: z.number().int(),
        sequence: z.number().int(),
        amountMinor: z.number().int(),
        dueDate: z.string(),
        status: z.string(),
        paidAt: z.string().nullable(),
        // The receipt's file id once paid.
        receiptFileId: z.string().nullable(),
      }),
    ),
    files: z.array(GuestFile),
    // Null when the booking isn't confirmed (no check-in yet, or cancelled).
    checkin: z
      .object({
        steps: z.array(z.object({ step: z.enum(checkinStepNames), state: z.enum(['pending', 'completed']) })),
        ready: z.boolean(),
        hubPath: z.string(),
      })
      .nullable(),
    arrivalTime: z.string().nullable(),
    actions: z.object({
      canCancel: z.boolean(),
      canChangeDates: z.boolean(),
      // The host lets guests move their own dates (else a change becomes a message to the host).
      datesChangeInstantly: z.boolean(),
      canUpdateCard: z.boolean(),
    }),
  })
  .meta({ id: 'MyBooking' });
export type MyBooking = z.infer<typeof MyBooking>;

export const GuestCancellationPreview = z
  .object({
    code: z.string(),
    status: z.enum(bookingStatuses),
    currency: z.string(),
    totalMinor: z.number().int(),
    paidMinor: z.number().int(),
    policy: z.object({ kind: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']), refundPercent: z.number().int() }),
    // What goes back to the guest's card if they cancel now (the policy's refund, capped at what was paid by card).
    refundMinor: z.number().int(),
  })
  .meta({ id: 'GuestCancellationPreview' });
export type GuestCancellationPreview = z.infer<typeof GuestCancellationPreview>;

export const GuestCancelBody = z.strictObject({
  access_token: AccessToken,
  // The refund the guest was shown: a different refund now (midnight passed) → 409, shown again.
  expected_refund_minor: z.number().int().min(0).max(100_000_000),
});
export type GuestCancelBody = z.infer<typeof GuestCancelBody>;

export const GuestCancelResult = z
  .object({ code: z.string(), status: z.enum(bookingStatuses), currency: z.string(), refundMinor: z.number().int() })
  .meta({ id: 'GuestCancelResult' });
export type GuestCancelResult = z.infer<typeof GuestCancelResult>;

export const GuestDateChangeBody = z.strictObject({
  access_token: AccessToken,
  check_in: IsoDate,
  check_out: IsoDate,
  // A note for the host (sent with a request; kept on an instant change's timeline).
  message: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
});
export type GuestDateChangeBody = z.infer<typeof GuestDateChangeBody>;

export const GuestDateChangeApplyBody = GuestDateChangeBody.extend({
  // The new total the guest was shown; a different total now → 409, shown again.
  expected_total_minor: z.number().int().min(0).max(100_000_000).optional(),
  idempotency_key: IdempotencyKey,
});
export type GuestDateChangeApplyBody = z.infer<typeof GuestDateChangeApplyBody>;

export const GuestDateChangePreview = z
  .object({
    // instant: applied at once when confirmed; request: sent to the host as a message.
    mode: z.enum(['instant', 'request']),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    currency: z.string(),
    currentTotalMinor: z.number().int(),
    // Null for a request (the host quotes it).
    newTotalMinor: z.number().int().nullable(),
    differenceMinor: z.number().int().nullable(),
    // How a difference is settled: a payment link, the saved card, a refund… (instant only).
    settlement: z.string().nullable(),
  })
  .meta({ id: 'GuestDateChangePreview' });
export type GuestDateChangePreview = z.infer<typeof GuestDateChangePreview>;

export const GuestDateChangeResult = z
  .object({
    outcome: z.enum(['changed', 'requested']),
    checkIn: z.string(),
    checkOut: z.string(),
    totalMinor: z.number().int(),
    currency: z.string(),
    // A dearer stay paid by link: the payment page's path (relative to the brand's site).
    paymentPath: z.string().nullable(),
  })
  .meta({ id: 'GuestDateChangeResult' });
export type GuestDateChangeResult = z.infer<typeof GuestDateChangeResult>;

export const ManageLinkBody = z.strictObject({
  booking_code: z.string().trim().min(1, 'Enter the booking code').max(40, 'must be at most 40 characters'),
  email: z.string().trim().min(1, 'Enter your email address').max(254, 'must be at most 254 characters').regex(/^[^\s@]+@[^\s@]+$/, 'Enter a valid email address'),
});
export type ManageLinkBody = z.infer<typeof ManageLinkBody>;

export const ManageLinkAnswer = z.object({ accepted: z.literal(true) }).meta({ id: 'ManageLinkAnswer' });
export type ManageLinkAnswer = z.infer<typeof ManageLinkAnswer>;
