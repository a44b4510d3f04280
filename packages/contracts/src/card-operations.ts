import { z } from 'zod';
import { Money } from './catalog-query.ts';
import { bookingStatuses } from './bookings.ts';
import { paymentFailureReasons, PaymentAttemptResult } from './payments.ts';
import { DepositAuthorizeResult } from './deposits.ts';

// The spec's card and deposit operations (§7): the guest replaces the card on file, pays a part
// with it, holds the security deposit with Stripe Elements, saves PayPal for later (vaulting) and
// pays or leaves the deposit with it, and the Google Pay PaymentIntent. Every call proves access
// with the booking code (path) and its access token (body).

const AccessToken = z.string().min(10).max(300);
const BookingCode = z.string().min(3).max(40);
// pay_part: -1 (the spec's default) = the next unpaid part; otherwise an instalment sequence.
const PayPart = z.number().int().min(-1).max(50).default(-1);
const ReturnPath = z.string().startsWith('/').max(500);

// What the guest sees of a saved card (or PayPal account): never more than brand, last four
// digits and expiry.
export const CardOnFile = z
  .object({
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
  })
  .meta({ id: 'CardOnFile' });
export type CardOnFile = z.infer<typeof CardOnFile>;

// POST /apis/booking_requests/new_card/{bookingCode}
export const NewCardBody = z
  .strictObject({
    access_token: AccessToken,
    // A payment method made in the browser (Stripe.js or the sandbox's tokenizer).
    payment_method_id: z.string().min(3).max(255),
    // Stripe: the SetupIntent the browser authenticated (3-D Secure), to finish saving the card.
    setup_intent_id: z.string().min(3).max(255).optional(),
    return_path: ReturnPath.optional(),
  })
  .meta({ id: 'NewCardBody' });
export type NewCardBody = z.infer<typeof NewCardBody>;

export const NewCardResult = z
  .object({
    // saved: the card on file now; requires_action: the bank wants 3-D Secure (Stripe: run
    // stripe.handleNextAction with clientSecret, then call again with setup_intent_id).
    status: z.enum(['saved', 'requires_action', 'failed']),
    card: CardOnFile.nullable(),
    failureReason: z.enum(paymentFailureReasons).nullable(),
    setupIntentId: z.string().nullable(),
    clientSecret: z.string().nullable(),
  })
  .meta({ id: 'NewCardResult' });
export type NewCardResult = z.infer<typeof NewCardResult>;

// POST /apis/booking_requests/checkout_card/{bookingCode}: pay a part with the card on file,
// the guest present (3-D Secure possible).
export const CheckoutCardBody = z
  .strictObject({ access_token: AccessToken, pay_part: PayPart, return_path: ReturnPath.optional() })
  .meta({ id: 'CheckoutCardBody' });
export type CheckoutCardBody = z.infer<typeof CheckoutCardBody>;

// POST /apis/booking_requests/get_google_pay_payment_intent/{bookingCode}
export const GooglePayIntentBody = z.strictObject({ access_token: AccessToken, pay_part: PayPart }).meta({ id: 'GooglePayIntentBody' });
export type GooglePayIntentBody = z.infer<typeof GooglePayIntentBody>;

export const GooglePayIntent = z
  .object({ paymentIntentId: z.string(), clientSecret: z.string(), amount: Money })
  .meta({ id: 'GooglePayIntent' });
export type GooglePayIntent = z.infer<typeof GooglePayIntent>;

// POST /apis/finalize_google_pay_stripe (top level: the booking code travels in the body).
export const FinalizeGooglePayTopBody = z
  .strictObject({
    booking_code: BookingCode,
    access_token: AccessToken,
    payment_method_id: z.string().min(3).max(255),
    pay_part: PayPart,
  })
  .meta({ id: 'FinalizeGooglePayTopBody' });
export type FinalizeGooglePayTopBody = z.infer<typeof FinalizeGooglePayTopBody>;

// POST /apis/booking_requests/send_deposit_form_stripe/{bookingCode}: the deposit hold with a
// payment method from Stripe Elements (or the sandbox form), or with the card on file.
export const SendDepositFormBody = z
  .strictObject({
    access_token: AccessToken,
    payment_method_id: z.string().min(3).max(255).optional(),
    use_card_on_file: z.boolean().default(false),
  })
  .refine((body) => body.use_card_on_file !== (body.payment_method_id !== undefined), {
    path: ['payment_method_id'],
    message: 'Give a payment method or use the card on file (one of the two)',
  })
  .meta({ id: 'SendDepositFormBody' });
export type SendDepositFormBody = z.infer<typeof SendDepositFormBody>;

// POST /apis/booking_requests/paypal_save_checkout_card/{bookingCode}: without order_id, creates
// the PayPal order for the part due with the account vaulted on success (the guest approves it on
// PayPal's page); with order_id, captures it and keeps the vaulted account for later.
export const PaypalSaveCheckoutBody = z
  .strictObject({ access_token: AccessToken, pay_part: PayPart, order_id: z.string().min(3).max(64).optional(), return_path: ReturnPath.optional() })
  .meta({ id: 'PaypalSaveCheckoutBody' });
export type PaypalSaveCheckoutBody = z.infer<typeof PaypalSaveCheckoutBody>;

export const PaypalSaveCheckoutResult = z
  .object({
    status: z.enum(['succeeded', 'requires_action', 'processing', 'failed']),
    orderId: z.string().nullable(),
    // PayPal's approval page while the order waits for the guest.
    approveUrl: z.string().nullable(),
    failureReason: z.enum(paymentFailureReasons).nullable(),
    amount: Money,
    bookingStatus: z.enum(bookingStatuses),
    // The vaulted PayPal account once saved (brand "paypal").
    card: CardOnFile.nullable(),
  })
  .meta({ id: 'PaypalSaveCheckoutResult' });
export type PaypalSaveCheckoutResult = z.infer<typeof PaypalSaveCheckoutResult>;

// POST /apis/booking_requests/paypal_checkout_card/{bookingCode}: with the vaulted PayPal
// account, pay a part (payment_mode payment) or leave the security deposit (payment_mode deposit).
export const PaypalCheckoutCardBody = z
  .strictObject({ access_token: AccessToken, pay_part: PayPart, payment_mode: z.enum(['payment', 'deposit']).default('payment') })
  .meta({ id: 'PaypalCheckoutCardBody' });
export type PaypalCheckoutCardBody = z.infer<typeof PaypalCheckoutCardBody>;

export const PaypalCheckoutCardResult = z
  .object({ payment: PaymentAttemptResult.nullable(), deposit: DepositAuthorizeResult.nullable() })
  .meta({ id: 'PaypalCheckoutCardResult' });
export type PaypalCheckoutCardResult = z.infer<typeof PaypalCheckoutCardResult>;
