import { endpoints, type CapturePaypalOrderBody, type CreatePaypalOrderBody, type FinalizeGooglePayBody, type GooglePayAttemptBody, type SendPaymentFormBody } from '@direct/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api/api.server.ts';
import { ApiError } from '@direct/api-client';
import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { finalizeStripePayment, validAccess } from '../../../lib/payment/payment.server.ts';
import { redirectPath } from '../../../lib/payment/paths.ts';
import { answerForOpayoResult, answerForResult, safePagePath, type PaymentResourceAnswer } from '../resource-answer.ts';
import { OpayoPayRequest, opayoPaymentBody } from '../opayo-request.server.ts';
import type { Route } from './+types/payment.route';

// JSON for the payment terminal's Stripe, Google Pay and PayPal code (the browser never holds the
// API's token): POST { intent, bookingCode, accessToken, pagePath, … }. Card data never comes
// here: Stripe.js and PayPal take it in their own frames and hand us ids.

const Id = z.string().min(3).max(255);
const PayPart = z.number().int().min(-1).max(50).default(-1);

const Request = z.discriminatedUnion('intent', [
  // A Stripe payment method from Elements: create and confirm the payment intent.
  z.strictObject({ intent: z.literal('pay'), paymentMethodId: Id, payPart: PayPart, saveCard: z.boolean().default(false) }),
  // After stripe.handleNextAction: book the confirmed payment.
  z.strictObject({ intent: z.literal('finalize'), paymentIntentId: Id }),
  // Google Pay (Payment Request Button): the wallet's payment method.
  z.strictObject({ intent: z.literal('google_pay'), paymentMethodId: Id, payPart: PayPart }),
  z.strictObject({ intent: z.literal('google_pay_attempt'), outcome: z.enum(['shown', 'cancelled', 'unavailable', 'failed']) }),
  z.strictObject({ intent: z.literal('paypal_create'), payPart: PayPart }),
  z.strictObject({ intent: z.literal('paypal_capture'), orderId: z.string().min(3).max(64) }),
  // Opayo: a session key for the drop-in, a payment with its card identifier, the saved card.
  z.strictObject({ intent: z.literal('opayo_session') }),
  OpayoPayRequest,
  z.strictObject({ intent: z.literal('opayo_saved'), payPart: PayPart }),
]);
const Envelope = z.object({ bookingCode: z.string(), accessToken: z.string(), pagePath: z.string().max(600).default('/') }).passthrough();

const noStore = { 'cache-control': 'no-store' };
const answer = (body: PaymentResourceAnswer, status = 200) => Response.json(body, { status, headers: noStore });

export function loader() {
  return Response.json({ error: { code: 'not_found', message: 'Use POST', fields: [] } }, { status: 405, headers: { ...noStore, allow: 'POST' } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader();
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return invalidQuery([{ field: '(body)', message: 'must be JSON', reason: 'invalid_json' }]);
  }
  const envelope = Envelope.safeParse(json);
  const access = envelope.success ? { bookingCode: envelope.data.bookingCode, accessToken: envelope.data.accessToken } : null;
  if (!envelope.success || !access || !validAccess(access)) {
    return invalidQuery([{ field: 'bookingCode', message: 'booking code and access token are required', reason: 'required' }]);
  }
  const { bookingCode, accessToken, pagePath: rawPagePath, ...rest } = envelope.data;
  const parsed = Request.safeParse(rest);
  if (!parsed.success) {
    return invalidQuery(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'intent', message: issue.message, reason: issue.code })));
  }
  const pagePath = safePagePath(rawPagePath);
  const input = parsed.data;
  const { signal } = request;
  try {
    switch (input.intent) {
      case 'pay': {
        const body: SendPaymentFormBody = {
          access_token: accessToken,
          payment_method_id: input.paymentMethodId,
          pay_part: input.payPart,
          save_card: input.saveCard,
          // Stripe's return_url when a challenge leaves the page (adds ?payment_intent=).
          return_path: redirectPath(pagePath, bookingCode, accessToken),
        };
        const result = await api.call(endpoints.sendPaymentFormStripe, { params: { bookingCode }, body, signal });
        return answer(answerForResult(result, bookingCode, pagePath));
      }
      case 'finalize': {
        const result = await finalizeStripePayment(api, access, input.paymentIntentId, signal);
        return answer(answerForResult(result, bookingCode, pagePath));
      }
      case 'google_pay': {
        const body: z.input<typeof FinalizeGooglePayBody> = { access_token: accessToken, payment_method_id: input.paymentMethodId, pay_part: input.payPart };
        const result = await api.call(endpoints.finalizeGooglePayStripe, { params: { bookingCode }, body, signal });
        return answer(answerForResult(result, bookingCode, pagePath));
      }
      case 'google_pay_attempt': {
        const body: z.input<typeof GooglePayAttemptBody> = { booking_code: bookingCode, access_token: accessToken, outcome: input.outcome };
        await api.call(endpoints.saveGooglePayAttempt, { body, signal });
        return answer({ outcome: 'recorded' });
      }
      case 'paypal_create': {
        const body: z.input<typeof CreatePaypalOrderBody> = { access_token: accessToken, pay_part: input.payPart };
        const order = await api.call(endpoints.createPaypalOrder, { params: { bookingCode }, body, signal });
        return answer({ outcome: 'order', orderId: order.orderId });
      }
      case 'paypal_capture': {
        const body: z.input<typeof CapturePaypalOrderBody> = { access_token: accessToken, order_id: input.orderId };
        const result = await api.call(endpoints.capturePaypalOrder, { params: { bookingCode }, body, signal });
        return answer(answerForResult(result, bookingCode, pagePath));
      }
      case 'opayo_session': {
        const key = await api.call(endpoints.createSagepaySessionKey, { params: { bookingCode }, body: { access_token: accessToken }, signal });
        return answer({ outcome: 'opayo_session', merchantSessionKey: key.merchantSessionKey, dropInScriptUrl: key.dropInScriptUrl });
      }
      case 'opayo_pay': {
        const body = opayoPaymentBody(input, accessToken, request);
        const result = await api.call(endpoints.sendPaymentFormSagepay, { params: { bookingCode }, body, signal });
        return answer(answerForOpayoResult(result, bookingCode, pagePath));
      }
      case 'opayo_saved': {
        const result = await api.call(endpoints.sagepaySavedCard, { params: { bookingCode }, body: { access_token: accessToken, pay_part: input.payPart }, signal });
        return answer(answerForOpayoResult(result, bookingCode, pagePath));
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'expired') return answer({ outcome: 'expired' }, 410);
    if (error instanceof ApiError && (error.code === 'payment_failed' || error.code === 'conflict')) {
      return answer({ outcome: 'failed', reason: 'generic' }, error.status);
    }
    return apiFailure(error, 'Payment');
  }
}
