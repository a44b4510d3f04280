import { z } from 'zod';
import { Money } from './catalog-query.ts';
import { jsonInteger } from './numbers.ts';
import { bookingStatuses } from './bookings.ts';
import { paymentFailureReasons, paymentProviders } from './payments.ts';

// The security deposit (check-in step 6): a card hold, never a charge, on the host's timeline.
// Guest calls prove access with the booking code and its access token; the host's capture is an
// authenticated call of the host's own API client.

export const depositStatuses = ['scheduled', 'authorized', 'released', 'captured', 'partially_captured', 'failed', 'expired', 'cancelled'] as const;
export type DepositStatusName = (typeof depositStatuses)[number];
export const depositPlans = ['single_hold', 'reauthorize', 'charge_and_refund', 'hold_may_lapse'] as const;

const AccessToken = z.string().min(10).max(300);

export const DepositCard = z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).meta({ id: 'DepositCard' });

// GET /apis/deposits/{bookingCode}/{accessToken}: what the deposit page shows.
export const DepositTerminal = z
  .object({
    booking: z.object({
      code: z.string(),
      status: z.enum(bookingStatuses),
      brandId: z.number().int(),
      propertyName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      language: z.string(),
    }),
    // False when the property asks no deposit: the step doesn't apply.
    required: z.boolean(),
    amount: Money,
    // Null until the guest gave a card.
    status: z.enum(depositStatuses).nullable(),
    failureReason: z.enum(paymentFailureReasons).nullable(),
    timeline: z.object({
      // Dates (YYYY-MM-DD): the day the hold is placed, the day it is released if no claim is raised.
      holdOn: z.string(),
      releaseOn: z.string(),
      // When the current (or first planned) authorization lapses (ISO timestamp).
      validUntil: z.string(),
      plan: z.enum(depositPlans),
      chargeOn: z.string().nullable(),
      bankWorkingDays: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
    // Whether the hold is placed at once when the guest gives the card (its day has come).
    holdsNow: z.boolean(),
    card: DepositCard.nullable(),
    capturedAmount: Money,
    captureReason: z.string().nullable(),
    provider: z.object({
      name: z.enum(paymentProviders),
      stripePublishableKey: z.string().nullable(),
      paypalClientId: z.string().nullable(),
    }),
    // The booking's card on file (new_card, or the card that paid): "use the card on file". Always
    // sent (null when none); optional only so older fixtures of this type still compile.
    cardOnFile: DepositCard.nullable().optional(),
  })
  .meta({ id: 'DepositTerminal' });
export type DepositTerminal = z.infer<typeof DepositTerminal>;

// POST /apis/booking_requests/authorize_deposit/{bookingCode} (the spec's operation).
export const AuthorizeDepositBody = z
  .strictObject({
    access_token: AccessToken,
    // A payment method made in the browser (Stripe.js or the sandbox's tokenizer).
    payment_method_id: z.string().min(3).max(255),
  })
  .meta({ id: 'AuthorizeDepositBody' });
export type AuthorizeDepositBody = z.infer<typeof AuthorizeDepositBody>;

// A declined card is an answer (status failed with the reason), not an HTTP error.
export const DepositAuthorizeResult = z
  .object({
    status: z.enum(depositStatuses),
    failureReason: z.enum(paymentFailureReasons).nullable(),
    amount: Money,
    // Scheduled: when the hold will be placed; authorized: when it was.
    holdOn: z.string(),
    releaseOn: z.string(),
    card: DepositCard.nullable(),
  })
  .meta({ id: 'DepositAuthorizeResult' });
export type DepositAuthorizeResult = z.infer<typeof DepositAuthorizeResult>;

// POST /apis/host/deposits/{bookingCode}/capture (the host's claim).
export const CaptureDepositBody = z
  .strictObject({
    amount_minor: jsonInteger(1),
    reason: z.string().trim().min(3).max(1000),
  })
  .meta({ id: 'CaptureDepositBody' });
export type CaptureDepositBody = z.infer<typeof CaptureDepositBody>;

export const DepositCaptureResult = z
  .object({
    bookingCode: z.string(),
    status: z.enum(depositStatuses),
    amount: Money,
    captured: Money,
    released: Money,
    captureReason: z.string(),
  })
  .meta({ id: 'DepositCaptureResult' });
export type DepositCaptureResult = z.infer<typeof DepositCaptureResult>;
