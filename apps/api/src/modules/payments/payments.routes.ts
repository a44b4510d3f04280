import {
  BookingAccessParams,
  CapturePaypalOrderBody,
  CreatePaypalOrderBody,
  FinalizeGooglePayBody,
  FinalizePaymentBody,
  GooglePayAttemptBody,
  PaymentAttemptResult,
  PaymentInfo,
  PaymentInfoBody,
  PaymentTerminal,
  PaypalOrderCreated,
  SendPaymentFormBody,
} from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { PaymentService } from './payment.service.ts';

const CodeParams = z.strictObject({ bookingCode: z.string().min(3).max(40) });
const attemptResponses = { 200: PaymentAttemptResult, ...errorResponses(400, 404, 409, 410, 503) };
const declineNote =
  'A declined card is an answer, not an error: 200 with `status: failed` and `failureReason`. An expired hold or a ' +
  'cancelled booking answers 410 `expired`; nothing left to pay answers 409 `conflict`; a wrong code or token 404.';

// The payment terminal and the spec's booking_request payment operations. Every call proves
// access with the booking code and its access token.
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.get('/apis/payment_terminal/:bookingCode/:accessToken', {
    schema: {
      tags: ['payments'],
      summary: 'What the payment page shows for a booking',
      description: 'Amount due now (the next unpaid instalment), schedule, hold countdown and the configured provider.',
      params: BookingAccessParams,
      response: { 200: PaymentTerminal, ...errorResponses(400, 404) },
    },
    handler: async (request) => payments.terminal(request.params.bookingCode, request.params.accessToken),
  });

  app.post('/apis/booking_requests/send_payment_form_stripe/:bookingCode', {
    schema: {
      tags: ['payments'],
      summary: 'Pay a part with a payment method made in the browser (sandbox or Stripe)',
      description: `Stores the attempt with an idempotency key before calling the gateway; a replay answers the same attempt. ${declineNote}`,
      params: CodeParams,
      body: SendPaymentFormBody,
      response: attemptResponses,
    },
    handler: async (request) => payments.sendPaymentForm(request.params.bookingCode, request.body),
  });

  app.post('/apis/booking_requests/finalize_stripe_payment/:bookingCode', {
    schema: {
      tags: ['payments'],
      summary: 'Finish a payment after a 3-D Secure challenge or a browser confirmation',
      description: declineNote,
      params: CodeParams,
      body: FinalizePaymentBody,
      response: attemptResponses,
    },
    handler: async (request) => payments.finalize(request.params.bookingCode, request.body),
  });

  app.post('/apis/booking_requests/finalize_google_pay_stripe/:bookingCode', {
    schema: {
      tags: ['payments'],
      summary: 'Pay a part with a Google Pay payment method',
      description: declineNote,
      params: CodeParams,
      body: FinalizeGooglePayBody,
      response: attemptResponses,
    },
    handler: async (request) => payments.finalizeGooglePay(request.params.bookingCode, request.body),
  });

  app.post('/apis/booking_requests/create_order_paypal/:bookingCode', {
    schema: {
      tags: ['payments'],
      summary: 'Create a PayPal order for the part due',
      description: 'Only with PAYMENT_PROVIDER=paypal (else 404). A retry answers the same open order.',
      params: CodeParams,
      body: CreatePaypalOrderBody,
      response: { 200: PaypalOrderCreated, ...errorResponses(400, 404, 409, 410, 503) },
    },
    handler: async (request) => payments.createPaypalOrder(request.params.bookingCode, request.body),
  });

  app.post('/apis/booking_requests/capture_order_paypal/:bookingCode', {
    schema: {
      tags: ['payments'],
      summary: 'Capture a PayPal order the guest approved',
      description: declineNote,
      params: CodeParams,
      body: CapturePaypalOrderBody,
      response: attemptResponses,
    },
    handler: async (request) => payments.capturePaypalOrder(request.params.bookingCode, request.body),
  });

  app.post('/apis/save_google_pay_attempt', {
    schema: {
      tags: ['payments'],
      summary: 'Record that the Google Pay sheet was shown, cancelled or unavailable',
      body: GooglePayAttemptBody,
      response: { 204: z.null(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await payments.googlePayAttempt(request.body);
      request.log.info({ bookingCode: request.body.booking_code, outcome: request.body.outcome }, 'google pay attempt');
      return reply.code(204).send(null);
    },
  });

  app.post('/apis/rest/:segment/latest/get_payment_info', {
    schema: {
      tags: ['payments'],
      summary: 'Payment info of a booking (the spec’s {name}_api_frontend_api_payment operation)',
      description: 'The path segment must end with `_api_frontend_api_payment`. 404 when no booking matches or there is nothing to show.',
      params: z.strictObject({ segment: z.string().max(200) }),
      body: PaymentInfoBody,
      response: { 200: PaymentInfo, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      if (!request.params.segment.endsWith('_api_frontend_api_payment')) throw new AppError('not_found', 'No such operation.');
      return payments.paymentInfo(request.body);
    },
  });
};
