import { z } from 'zod';
import { Money } from './catalog-query.ts';
import { jsonInteger } from './numbers.ts';
import { BookingQuote, bookingStatuses, Instalment } from './bookings.ts';

// The payment terminal and the spec's payment operations. Every call carries the booking code and
// its access token: a booking code alone reveals nothing.

export const paymentProviders = ['sandbox', 'stripe', 'paypal', 'opayo'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

// Reasons the site turns into the spec's messages (§8): card_decline, processing, generic.
export const paymentFailureReasons = [
  'card_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
  'generic',
] as const;
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];

const AccessToken = z.string().min(10).max(300);
const BookingCode = z.string().min(3).max(40);

export const BookingAccessParams = z.strictObject({ bookingCode: BookingCode, accessToken: AccessToken });

// A booking's most recent payment attempt (the terminal, get_payment_info, the redirect page).
export const PaymentLastAttempt = z
  .object({
    status: z.enum(['created', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled']),
    failureReason: z.enum(paymentFailureReasons).nullable(),
  })
  .meta({ id: 'LastPaymentAttempt' });
export type PaymentLastAttempt = z.infer<typeof PaymentLastAttempt>;

// GET /apis/payment_terminal/{bookingCode}/{accessToken}: what the payment page shows.
export const PaymentTerminal = z
  .object({
    booking: z.object({
      id: z.number().int(),
      code: z.string(),
      status: z.enum(bookingStatuses),
      brandId: z.number().int(),
      propertyName: z.string(),
      unitTypeName: z.string(),
      ratePlanName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      guestName: z.string(),
      language: z.string(),
    }),
    quote: BookingQuote,
    total: Money,
    paid: Money,
    balance: Money,
    // The next unpaid part (the first one at booking): what the form charges.
    amountDueNow: Money,
    instalments: z.array(Instalment),
    // The rate plan's cancellation terms as dates for this stay, restated beside the pay button
    // (the rate card's same deadlines); null when the plan is gone.
    cancellation: z
      .object({
        kind: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']),
        deadlines: z.array(z.object({ lastDate: z.string(), daysBeforeArrival: z.number().int(), refundPercent: z.number() })),
      })
      .nullable(),
    // While pending_payment: when the hold lapses (the page counts down, then shows Page Expired).
    holdExpiresAt: z.string().nullable(),
    expired: z.boolean(),
    provider: z.object({
      name: z.enum(paymentProviders),
      // Stripe Elements / PayPal JS SDK need these in the browser; never secrets.
      stripePublishableKey: z.string().nullable(),
      paypalClientId: z.string().nullable(),
    }),
    // The most recent attempt, so a reload after a failure still explains it.
    lastAttempt: PaymentLastAttempt.nullable(),
    // The card on file (checkout_card's "Pay with your saved card •••• 4242"); null when none.
    cardOnFile: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable().optional(),
  })
  .meta({ id: 'PaymentTerminal' });
export type PaymentTerminal = z.infer<typeof PaymentTerminal>;

// pay_part: -1 (the spec's default) = the next unpaid part; otherwise an instalment sequence.
const PayPart = z.number().int().min(-1).max(50).default(-1);

// POST /apis/booking_requests/send_payment_form_stripe/{bookingCode}
// The sandbox and Stripe both take a payment method id made in the browser (Stripe.js or the
// sandbox's tokenizer): card numbers never reach this call.
export const SendPaymentFormBody = z
  .strictObject({
    access_token: AccessToken,
    payment_method_id: z.string().min(3).max(255),
    pay_part: PayPart,
    // Keep the card for later instalments (off-session) and the security deposit.
    save_card: z.boolean().default(false),
    // Where the guest returns after a 3-D Secure challenge (a path on the brand site).
    return_path: z.string().startsWith('/').max(500).optional(),
  })
  .meta({ id: 'SendPaymentFormBody' });
export type SendPaymentFormBody = z.infer<typeof SendPaymentFormBody>;

// POST /apis/booking_requests/finalize_stripe_payment/{bookingCode} (after confirmation in the
// browser or a 3-D Secure challenge) and finalize_google_pay_stripe (wallet payment method).
export const FinalizePaymentBody = z
  .strictObject({
    access_token: AccessToken,
    payment_intent_id: z.string().min(3).max(255),
  })
  .meta({ id: 'FinalizePaymentBody' });
export type FinalizePaymentBody = z.infer<typeof FinalizePaymentBody>;

export const FinalizeGooglePayBody = z
  .strictObject({
    access_token: AccessToken,
    payment_method_id: z.string().min(3).max(255),
    pay_part: PayPart,
  })
  .meta({ id: 'FinalizeGooglePayBody' });
export type FinalizeGooglePayBody = z.infer<typeof FinalizeGooglePayBody>;

// The answer of every payment operation. A decline is an answer, not an HTTP error: the page
// shows the spec's message and keeps the form.
export const PaymentAttemptResult = z
  .object({
    status: z.enum(['succeeded', 'requires_action', 'processing', 'failed']),
    paymentIntentId: z.string().nullable(),
    // Stripe: for stripe.handleNextAction in the browser; null for other providers.
    clientSecret: z.string().nullable(),
    // Sandbox 3-D Secure challenge page or PayPal approval page.
    nextActionUrl: z.string().nullable(),
    failureReason: z.enum(paymentFailureReasons).nullable(),
    amount: Money,
    bookingStatus: z.enum(bookingStatuses),
  })
  .meta({ id: 'PaymentAttemptResult' });
export type PaymentAttemptResult = z.infer<typeof PaymentAttemptResult>;

// POST /apis/booking_requests/create_order_paypal/{bookingCode}
export const CreatePaypalOrderBody = z
  .strictObject({ access_token: AccessToken, pay_part: PayPart })
  .meta({ id: 'CreatePaypalOrderBody' });
export const PaypalOrderCreated = z
  .object({ orderId: z.string(), approveUrl: z.string().nullable(), amount: Money })
  .meta({ id: 'PaypalOrderCreated' });
export type PaypalOrderCreated = z.infer<typeof PaypalOrderCreated>;

// POST /apis/booking_requests/capture_order_paypal/{bookingCode}
export const CapturePaypalOrderBody = z
  .strictObject({ access_token: AccessToken, order_id: z.string().min(3).max(64) })
  .meta({ id: 'CapturePaypalOrderBody' });

// POST /apis/save_google_pay_attempt: the browser reports a wallet attempt (shown or cancelled).
export const GooglePayAttemptBody = z
  .strictObject({
    booking_code: BookingCode,
    access_token: AccessToken,
    outcome: z.enum(['shown', 'cancelled', 'unavailable', 'failed']),
  })
  .meta({ id: 'GooglePayAttemptBody' });

// POST /apis/rest/{name}_api_frontend_api_payment/latest/get_payment_info (the spec's names).
export const PaymentInfoBody = z
  .strictObject({
    BOOKINGCODE: BookingCode,
    pay_part: z.number().int().min(-1).max(50).default(-1),
    payment_mode: z.enum(['payment', 'deposit']).default('payment'),
    access_token: AccessToken.optional(),
  })
  .meta({ id: 'PaymentInfoBody' });
export type PaymentInfoBody = z.infer<typeof PaymentInfoBody>;

export const PaymentInfo = z
  .object({
    bookingCode: z.string(),
    bookingStatus: z.enum(bookingStatuses),
    paymentMode: z.enum(['payment', 'deposit']),
    payPart: z.number().int(),
    amount: Money,
    total: Money,
    paid: Money,
    balance: Money,
    instalments: z.array(Instalment),
    provider: z.enum(paymentProviders),
    holdExpiresAt: z.string().nullable(),
    // The hold lapsed or the booking is cancelled: nothing can be paid (the page shows Page Expired).
    expired: z.boolean(),
    // What the gateway last said about this booking's money: the payment redirect page reads it
    // when the gateway sent the guest back without an id of its own (Opayo's 3-D Secure return).
    lastAttempt: PaymentLastAttempt.nullable(),
  })
  .meta({ id: 'PaymentInfo' });
export type PaymentInfo = z.infer<typeof PaymentInfo>;

// --- Sandbox gateway (PAYMENT_PROVIDER=sandbox) ------------------------------------------------

// POST /apis/sandbox/payment_methods: the sandbox's stand-in for Stripe.js tokenization. Takes
// Stripe's published test card numbers; answers a pm_… id, never stores the number.
export const SandboxCardBody = z
  .strictObject({
    number: z.string().trim().max(30),
    // Wide on purpose: a month or year out of range is the card's error (invalid_expiry), as at Stripe.
    exp_month: jsonInteger(0, 99),
    exp_year: jsonInteger(0, 9999),
    cvc: z.string().trim().max(4),
    name: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'SandboxCardBody' });
export type SandboxCardBody = z.infer<typeof SandboxCardBody>;

export const SandboxPaymentMethod = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .meta({ id: 'SandboxPaymentMethod' });
export type SandboxPaymentMethod = z.infer<typeof SandboxPaymentMethod>;

// POST /apis/sandbox/payment_intents/{id}/authenticate: the 3-D Secure challenge's answer.
export const SandboxAuthenticateBody = z
  .strictObject({ outcome: z.enum(['complete', 'fail']) })
  .meta({ id: 'SandboxAuthenticateBody' });

// --- Opayo (PAYMENT_PROVIDER=opayo; Elavon's Pi REST API, formerly SagePay) ---------------------
// The drop-in form (sagepay.js) turns the card into a card identifier under a merchant session
// key; only those two reach us. Decision 0026.

// What the browser reports for 3-D Secure v2 (the issuer's risk check). Read by the page's script;
// the site adds the guest's IP, user agent and Accept header from its own request.
export const OpayoBrowserDetails = z
  .strictObject({
    javascript_enabled: z.boolean().default(true),
    language: z.string().min(2).max(8).optional(),
    color_depth: z.number().int().min(1).max(48).optional(),
    screen_height: z.number().int().min(0).max(100_000).optional(),
    screen_width: z.number().int().min(0).max(100_000).optional(),
    // Minutes from UTC, as Date#getTimezoneOffset answers.
    time_zone_offset: z.number().int().min(-900).max(900).optional(),
    java_enabled: z.boolean().optional(),
    ip: z.union([z.ipv4(), z.ipv6()]).optional(),
    user_agent: z.string().max(2048).optional(),
    accept_header: z.string().max(2048).optional(),
  })
  .meta({ id: 'OpayoBrowserDetails' });
export type OpayoBrowserDetails = z.infer<typeof OpayoBrowserDetails>;

const OpayoKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a key issued by Opayo');

// POST /apis/booking_requests/sagepay_merchant_session_key/{bookingCode}: a fresh key for the
// drop-in form (Opayo's keys live 400 seconds and allow three card attempts).
export const OpayoSessionKeyBody = z.strictObject({ access_token: AccessToken }).meta({ id: 'OpayoSessionKeyBody' });
export const OpayoSessionKey = z
  .object({ merchantSessionKey: z.string(), expiresAt: z.string(), dropInScriptUrl: z.string() })
  .meta({ id: 'OpayoSessionKey' });
export type OpayoSessionKey = z.infer<typeof OpayoSessionKey>;

// POST /apis/booking_requests/send_payment_form_sagepay/{bookingCode}
export const SendPaymentFormSagepayBody = z
  .strictObject({
    access_token: AccessToken,
    merchant_session_key: OpayoKey,
    card_identifier: OpayoKey,
    pay_part: PayPart,
    // Keep the card (a reusable card identifier) for later instalments and the security deposit.
    save_card: z.boolean().default(false),
    // Opayo wants the cardholder's billing address with every card payment; the name is the booker's.
    billing_address: z.strictObject({
      address1: z.string().trim().min(1).max(100),
      city: z.string().trim().min(1).max(40),
      postal_code: z.string().trim().max(10).optional(),
      country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1)'),
    }),
    browser: OpayoBrowserDetails.optional(),
  })
  .meta({ id: 'SendPaymentFormSagepayBody' });
export type SendPaymentFormSagepayBody = z.infer<typeof SendPaymentFormSagepayBody>;

// POST /apis/booking_requests/sagepay_saved_card/{bookingCode}: the due part on the card saved
// with an earlier payment of this booking.
export const SagepaySavedCardBody = z
  .strictObject({ access_token: AccessToken, pay_part: PayPart })
  .meta({ id: 'SagepaySavedCardBody' });
export type SagepaySavedCardBody = z.infer<typeof SagepaySavedCardBody>;

// POST /apis/booking_requests/sagepay_3ds_complete/{bookingCode}: the issuer's page (ACS) posted
// `cres` (and our threeDSSessionData, the transaction id) to the site, which forwards them here.
export const CompleteSagepayChallengeBody = z
  .strictObject({
    access_token: AccessToken,
    transaction_id: OpayoKey,
    cres: z.string().min(1).max(20_000),
  })
  .meta({ id: 'CompleteSagepayChallengeBody' });
export type CompleteSagepayChallengeBody = z.infer<typeof CompleteSagepayChallengeBody>;
