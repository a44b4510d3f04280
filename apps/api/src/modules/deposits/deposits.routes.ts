import { AuthorizeDepositBody, BookingAccessParams, CaptureDepositBody, DepositAuthorizeResult, DepositCaptureResult, DepositTerminal } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { DepositsService } from './deposits.service.ts';

const CodeParams = z.strictObject({ bookingCode: z.string().min(3).max(40) });

// The security deposit: the guest's page and the spec's authorize_deposit (proof of access: code
// and token), and the host's claim (the host's own API client only).
export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (app, { deposits }) => {
  app.get('/apis/deposits/:bookingCode/:accessToken', {
    schema: {
      tags: ['deposits'],
      summary: 'What the security deposit page shows for a booking',
      description: 'Amount, status, when the hold is placed and released, how long it is valid, the card on file and the provider. `required: false` when the property asks no deposit.',
      params: BookingAccessParams,
      response: { 200: DepositTerminal, ...errorResponses(400, 404) },
    },
    handler: async (request) => deposits.terminal(request.params.bookingCode, request.params.accessToken),
  });

  app.post('/apis/booking_requests/authorize_deposit/:bookingCode', {
    schema: {
      tags: ['deposits'],
      summary: 'Give the card for the security deposit (a hold, never a charge)',
      description:
        'Saves the card for the booking, then places the hold now when its day has come, or schedules it on the saved card (status `scheduled`). ' +
        'A declined card is an answer: 200 with `status: failed` and `failureReason`. Idempotent: once held, a retry answers the hold and never holds twice. ' +
        'Not paid yet → 409; stay over or booking cancelled → 410; no deposit on this booking or a wrong code/token → 404.',
      params: CodeParams,
      body: AuthorizeDepositBody,
      response: { 200: DepositAuthorizeResult, ...errorResponses(400, 404, 409, 410, 503) },
    },
    handler: async (request) => deposits.authorize(request.params.bookingCode, request.body),
  });

  app.post('/apis/host/deposits/:bookingCode/capture', {
    schema: {
      tags: ['deposits'],
      summary: "Claim part or all of a guest's deposit hold (host)",
      description:
        "Only for the host's own API client (its token carries the booking's organization): a platform client → 403, another host's booking → 404. " +
        'Captures `amount_minor` with the reason and releases the rest; the guest is emailed. More than the hold → 400; nothing held → 409.',
      params: CodeParams,
      body: CaptureDepositBody,
      response: { 200: DepositCaptureResult, ...errorResponses(400, 403, 404, 409, 503) },
    },
    handler: async (request) => deposits.capture(request.identity, request.params.bookingCode, request.body),
  });
};
