import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { BookingAccessParams, CapturePaypalOrderBody, CompleteSagepayChallengeBody, OpayoSessionKey, OpayoSessionKeyBody, SagepaySavedCardBody, SendPaymentFormSagepayBody, CreatePaypalOrderBody, FinalizeGooglePayBody, FinalizePaymentBody, GooglePayAttemptBody, PaymentAttemptResult, PaymentInfo, PaymentInfoBody, PaymentTerminal, PaypalOrderCreated, SendPaymentFormBody } from '../payments.ts';
import { CheckoutCardBody, FinalizeGooglePayTopBody, GooglePayIntent, GooglePayIntentBody, NewCardBody, NewCardResult, PaypalCheckoutCardBody, PaypalCheckoutCardResult, PaypalSaveCheckoutBody, PaypalSaveCheckoutResult } from '../card-operations.ts';

const CodeParams = z.strictObject({ bookingCode: z.string().min(3).max(40) });

const attemptErrors = [400, 404, 409, 410, 503] as const;

const declineNote =
  'A declined card is an answer, not an error: 200 with `status: failed` and `failureReason`. An expired hold or a ' +
  'cancelled booking answers 410 `expired`; nothing left to pay answers 409 `conflict`; a wrong code or token 404.';

export const getPaymentTerminal = defineEndpoint({
  operationId: 'getPaymentTerminal',
  method: 'GET',
  path: '/apis/payment_terminal/:bookingCode/:accessToken',
  tags: ['payments'],
  summary: 'What the payment page shows for a booking',
  description: 'Amount due now (the next unpaid instalment), schedule, hold countdown and the configured provider.',
  params: BookingAccessParams,
  responses: { 200: PaymentTerminal },
  errors: [400, 404],
});

export const sendPaymentFormStripe = defineEndpoint({
  operationId: 'sendPaymentFormStripe',
  method: 'POST',
  path: '/apis/booking_requests/send_payment_form_stripe/:bookingCode',
  tags: ['payments'],
  summary: 'Pay a part with a payment method made in the browser (sandbox or Stripe)',
  description: `Stores the attempt with an idempotency key before calling the gateway; a replay answers the same attempt. ${declineNote}`,
  params: CodeParams,
  body: SendPaymentFormBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const finalizeStripePayment = defineEndpoint({
  operationId: 'finalizeStripePayment',
  method: 'POST',
  path: '/apis/booking_requests/finalize_stripe_payment/:bookingCode',
  tags: ['payments'],
  summary: 'Finish a payment after a 3-D Secure challenge or a browser confirmation',
  description: declineNote,
  params: CodeParams,
  body: FinalizePaymentBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const finalizeGooglePayStripe = defineEndpoint({
  operationId: 'finalizeGooglePayStripe',
  method: 'POST',
  path: '/apis/booking_requests/finalize_google_pay_stripe/:bookingCode',
  tags: ['payments'],
  summary: 'Pay a part with a Google Pay payment method',
  description: declineNote,
  params: CodeParams,
  body: FinalizeGooglePayBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const createPaypalOrder = defineEndpoint({
  operationId: 'createPaypalOrder',
  method: 'POST',
  path: '/apis/booking_requests/create_order_paypal/:bookingCode',
  tags: ['payments'],
  summary: 'Create a PayPal order for the part due',
  description: 'Only with PAYMENT_PROVIDER=paypal (else 404). A retry answers the same open order.',
  params: CodeParams,
  body: CreatePaypalOrderBody,
  responses: { 200: PaypalOrderCreated },
  errors: [400, 404, 409, 410, 503],
});

export const capturePaypalOrder = defineEndpoint({
  operationId: 'capturePaypalOrder',
  method: 'POST',
  path: '/apis/booking_requests/capture_order_paypal/:bookingCode',
  tags: ['payments'],
  summary: 'Capture a PayPal order the guest approved',
  description: declineNote,
  params: CodeParams,
  body: CapturePaypalOrderBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const saveGooglePayAttempt = defineEndpoint({
  operationId: 'saveGooglePayAttempt',
  method: 'POST',
  path: '/apis/save_google_pay_attempt',
  tags: ['payments'],
  summary: 'Record that the Google Pay sheet was shown, cancelled or unavailable',
  body: GooglePayAttemptBody,
  responses: { 204: z.null() },
  errors: [400, 404],
});

export const getPaymentInfo = defineEndpoint({
  operationId: 'getPaymentInfo',
  method: 'POST',
  path: '/apis/rest/:segment/latest/get_payment_info',
  tags: ['payments'],
  summary: 'Payment info of a booking (the spec’s {name}_api_frontend_api_payment operation)',
  description:
    'The path segment must end with `_api_frontend_api_payment`. Proof of access: `access_token` with `BOOKINGCODE` (a code alone answers the same 404 as an unknown code). ' +
    'Answers the amount due for `pay_part` (-1 = the next unpaid part), totals, schedule, gateway, hold expiry and the last attempt; 404 when no booking or part matches.',
  params: z.strictObject({ segment: z.string().max(200) }),
  body: PaymentInfoBody,
  responses: { 200: PaymentInfo },
  errors: [400, 404],
});

const opayoNote = 'Only with PAYMENT_PROVIDER=opayo (else 404).';

export const createSagepaySessionKey = defineEndpoint({
  operationId: 'createSagepaySessionKey',
  method: 'POST',
  path: '/apis/booking_requests/sagepay_merchant_session_key/:bookingCode',
  tags: ['payments'],
  summary: 'A merchant session key for Opayo’s drop-in card form',
  description: `${opayoNote} Each key lives 400 seconds at Opayo; the page asks for a new one when it lapses.`,
  params: CodeParams,
  body: OpayoSessionKeyBody,
  responses: { 200: OpayoSessionKey },
  errors: [400, 404, 410, 503],
});

export const sendPaymentFormSagepay = defineEndpoint({
  operationId: 'sendPaymentFormSagepay',
  method: 'POST',
  path: '/apis/booking_requests/send_payment_form_sagepay/:bookingCode',
  tags: ['payments'],
  summary: 'Pay a part with the card identifier made by Opayo’s drop-in form',
  description:
    `${opayoNote} A 3-D Secure challenge answers \`requires_action\` with \`nextActionUrl\` (the issuer’s ACS) and ` +
    `\`clientSecret\` (the cReq the browser posts there as \`creq\`, with \`threeDSSessionData\` = \`paymentIntentId\`). ${declineNote}`,
  params: CodeParams,
  body: SendPaymentFormSagepayBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const sagepaySavedCard = defineEndpoint({
  operationId: 'sagepaySavedCard',
  method: 'POST',
  path: '/apis/booking_requests/sagepay_saved_card/:bookingCode',
  tags: ['payments'],
  summary: 'Pay the due part with the Opayo card saved at an earlier payment',
  description: `${opayoNote} 404 when the booking has no saved card. ${declineNote}`,
  params: CodeParams,
  body: SagepaySavedCardBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const completeSagepayChallenge = defineEndpoint({
  operationId: 'completeSagepayChallenge',
  method: 'POST',
  path: '/apis/booking_requests/sagepay_3ds_complete/:bookingCode',
  tags: ['payments'],
  summary: 'Finish an Opayo payment after the 3-D Secure challenge (the ACS’s cres)',
  description: `${opayoNote} A replay answers the payment as it is. ${declineNote}`,
  params: CodeParams,
  body: CompleteSagepayChallengeBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

// --- The card operations of spec §7 (card on file, Google Pay intent, PayPal vaulting) ---

export const newCard = defineEndpoint({
  operationId: 'newCard',
  method: 'POST',
  path: '/apis/booking_requests/new_card/:bookingCode',
  tags: ['payments'],
  summary: "Replace the booking's card on file",
  description:
    'Saves the payment method for off-session use (a SetupIntent at Stripe) and makes it the card later instalments and the security deposit use. ' +
    'Answers the masked card. The bank may ask for 3-D Secure: `requires_action` with the SetupIntent’s client secret; call again with `setup_intent_id` once authenticated. ' +
    'A declined card is an answer (`failed` with `failureReason`). PayPal hosts: 404 (use paypal_save_checkout_card).',
  params: CodeParams,
  body: NewCardBody,
  responses: { 200: NewCardResult },
  errors: [400, 404, 409, 410, 503],
});

export const checkoutCard = defineEndpoint({
  operationId: 'checkoutCard',
  method: 'POST',
  path: '/apis/booking_requests/checkout_card/:bookingCode',
  tags: ['payments'],
  summary: 'Pay a part with the card on file (guest present)',
  description: `No card on file → 409 \`conflict\`. 3-D Secure answers \`requires_action\` (finish with finalize_stripe_payment). ${declineNote}`,
  params: CodeParams,
  body: CheckoutCardBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const getGooglePayPaymentIntent = defineEndpoint({
  operationId: 'getGooglePayPaymentIntent',
  method: 'POST',
  path: '/apis/booking_requests/get_google_pay_payment_intent/:bookingCode',
  tags: ['payments'],
  summary: 'The PaymentIntent the Google Pay button confirms (Stripe)',
  description:
    'Stripe only (else 404). Answers the client secret, amount and currency of the part due; the browser confirms it with the wallet’s payment method, then calls finalize_stripe_payment. A retry answers the same intent.',
  params: CodeParams,
  body: GooglePayIntentBody,
  responses: { 200: GooglePayIntent },
  errors: attemptErrors,
});

export const finalizeGooglePayStripeTop = defineEndpoint({
  operationId: 'finalizeGooglePayStripeTop',
  method: 'POST',
  path: '/apis/finalize_google_pay_stripe',
  tags: ['payments'],
  summary: 'Pay a part with a Google Pay payment method (booking code in the body)',
  description: `The same as /apis/booking_requests/finalize_google_pay_stripe/{bookingCode}. ${declineNote}`,
  body: FinalizeGooglePayTopBody,
  responses: { 200: PaymentAttemptResult },
  errors: attemptErrors,
});

export const paypalSaveCheckoutCard = defineEndpoint({
  operationId: 'paypalSaveCheckoutCard',
  method: 'POST',
  path: '/apis/booking_requests/paypal_save_checkout_card/:bookingCode',
  tags: ['payments'],
  summary: 'Pay the part due with PayPal and keep the PayPal account for later (vaulting)',
  description:
    'PayPal only (else 404). Without `order_id`: creates the order with `store_in_vault: ON_SUCCESS` and answers `requires_action` with the approval page. ' +
    'With `order_id` (after approval): captures it and stores the vaulted account as the booking’s payment method for later instalments and the deposit.',
  params: CodeParams,
  body: PaypalSaveCheckoutBody,
  responses: { 200: PaypalSaveCheckoutResult },
  errors: attemptErrors,
});

export const paypalCheckoutCard = defineEndpoint({
  operationId: 'paypalCheckoutCard',
  method: 'POST',
  path: '/apis/booking_requests/paypal_checkout_card/:bookingCode',
  tags: ['payments'],
  summary: 'Pay a part or leave the security deposit with the vaulted PayPal account',
  description:
    'PayPal only (else 404); no vaulted account → 409. `payment_mode: payment` captures the part due (answer in `payment`); `deposit` authorizes the deposit hold ' +
    '(answer in `deposit`; captured or voided later by the deposit jobs).',
  params: CodeParams,
  body: PaypalCheckoutCardBody,
  responses: { 200: PaypalCheckoutCardResult },
  errors: attemptErrors,
});
