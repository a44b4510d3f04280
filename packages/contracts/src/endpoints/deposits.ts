import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AuthorizeDepositBody, CaptureDepositBody, DepositAuthorizeResult, DepositCaptureResult, DepositTerminal } from '../deposits.ts';
import { BookingAccessParams } from '../payments.ts';
import { SendDepositFormBody } from '../card-operations.ts';

const CodeParams = z.strictObject({ bookingCode: z.string().min(3).max(40) });

export const getDepositTerminal = defineEndpoint({
  operationId: 'getDepositTerminal',
  method: 'GET',
  path: '/apis/deposits/:bookingCode/:accessToken',
  tags: ['deposits'],
  summary: 'What the security deposit page shows for a booking',
  description: 'Amount, status, when the hold is placed and released, how long it is valid, the card on file and the provider. `required: false` when the property asks no deposit.',
  params: BookingAccessParams,
  responses: { 200: DepositTerminal },
  errors: [400, 404],
});

export const authorizeDeposit = defineEndpoint({
  operationId: 'authorizeDeposit',
  method: 'POST',
  path: '/apis/booking_requests/authorize_deposit/:bookingCode',
  tags: ['deposits'],
  summary: 'Give the card for the security deposit (a hold, never a charge)',
  description:
    'Saves the card for the booking, then places the hold now when its day has come, or schedules it on the saved card (status `scheduled`). ' +
    'A declined card is an answer: 200 with `status: failed` and `failureReason`. Idempotent: once held, a retry answers the hold and never holds twice. ' +
    'Not paid yet → 409; stay over or booking cancelled → 410; no deposit on this booking or a wrong code/token → 404.',
  params: CodeParams,
  body: AuthorizeDepositBody,
  responses: { 200: DepositAuthorizeResult },
  errors: [400, 404, 409, 410, 503],
});

export const captureDeposit = defineEndpoint({
  operationId: 'captureDeposit',
  method: 'POST',
  path: '/apis/host/deposits/:bookingCode/capture',
  tags: ['deposits'],
  summary: "Claim part or all of a guest's deposit hold (host)",
  description:
    "Only for the host's own API client (its token carries the booking's organization): a platform client → 403, another host's booking → 404. " +
    'Captures `amount_minor` with the reason and releases the rest; the guest is emailed. More than the hold → 400; nothing held → 409.',
  params: CodeParams,
  body: CaptureDepositBody,
  responses: { 200: DepositCaptureResult },
  errors: [400, 403, 404, 409, 503],
});

export const sendDepositFormStripe = defineEndpoint({
  operationId: 'sendDepositFormStripe',
  method: 'POST',
  path: '/apis/booking_requests/send_deposit_form_stripe/:bookingCode',
  tags: ['deposits'],
  summary: 'The security deposit with Stripe Elements or the card on file',
  description:
    'As authorize_deposit, with either a payment method made by Stripe Elements (or the sandbox form) or `use_card_on_file: true`. ' +
    'A declined card is an answer (`failed`); no card on file → 409; PayPal hosts use paypal_checkout_card (404 here).',
  params: CodeParams,
  body: SendDepositFormBody,
  responses: { 200: DepositAuthorizeResult },
  errors: [400, 404, 409, 410, 503],
});
