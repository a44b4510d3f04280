import {
  CheckinAccess,
  CheckinAccessBody,
  CheckinHub,
  CheckinHubParams,
  CheckinSaved,
  ConfirmationQuery,
  FirstStepBody,
  FirstStepInfo,
  GuestRegistrationParams,
  GuestRegistrationQuery,
  GuestsInfo,
  SecondStepBody,
} from '@direct/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { checkinAccessPolicy } from './access-limiter.ts';
import type { CheckinServices } from './checkin.services.ts';

const rest = '/apis/rest/front_end_api/latest';

export const checkinRoutes: FastifyPluginAsyncZod<{ checkin: CheckinServices }> = async (app, { checkin }) => {
  app.get('/apis/checkin/:bookingCode/:accessToken', {
    schema: {
      tags: ['checkin'],
      summary: 'The online check-in hub: every required step with its state and page',
      description:
        'The property’s required steps in the spec’s order (General info, Guest info, Terms & Conditions, Identity, ' +
        'Payment, Security deposit), each `pending` or `completed` with the site path of its page; `checkinReady` when ' +
        'all are done. Payment is completed when every instalment due by today is paid. Wrong code or token → 404; a ' +
        'booking not yet paid → 409; a cancelled or expired one → 410.',
      params: CheckinHubParams,
      response: { 200: CheckinHub, ...errorResponses(400, 404, 409, 410) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.hub.hub(request.params.bookingCode, request.params.accessToken);
    },
  });

  app.post('/apis/checkin/access', {
    schema: {
      tags: ['checkin'],
      summary: 'Check-in access by booking code and the booker’s email',
      description:
        'Answers the booking’s access token and hub path when the email is the booker’s (case-insensitive). Any other ' +
        'combination — unknown code, other email, expired link — is the same 404, so the answer never tells whether a ' +
        `code exists. Wrong guesses are limited per client address and per booking code: after ${checkinAccessPolicy.freeAttempts} ` +
        `each locks the client or code for twice as long, from ${checkinAccessPolicy.firstLockMs / 1000} seconds up to ` +
        `${checkinAccessPolicy.maxLockMs / 60_000} minutes (429 \`rate_limited\` with Retry-After). The client address is the ` +
        'website’s visitor (`x-direct-client-address`, believed only from the website’s own client), else the caller’s.',
      body: CheckinAccessBody,
      response: { 200: CheckinAccess, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkin.hub.access(request.body.booking_code, request.body.email, request.clientAddress);
    },
  });

  app.get(`${rest}/first_step_confirmation_info`, {
    schema: {
      tags: ['checkin'],
      summary: 'Check-in step 1 (General info): current answers and the time options',
      description:
        'Arrival options: paid early check-in slots (before the property’s check-in time) and free times from it; ' +
        'departure: free times up to the check-out time and paid late check-out slots. A slot is `unavailable` when ' +
        'another stay departs (early check-in) or arrives (late check-out) that day on the booking’s unit.',
      querystring: ConfirmationQuery,
      response: { 200: FirstStepInfo, ...errorResponses(400, 404, 409, 410) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.generalInfo.info(request.query.BOOKINGCODE, request.query.access_token);
    },
  });

  app.post(`${rest}/save_first_step_confirmation_info`, {
    schema: {
      tags: ['checkin'],
      summary: 'Check-in step 1 (General info): save arrival and departure time, purpose of stay, consent',
      description:
        '`consent` must be true ("Consent to arrival and departure times is required"). A newly chosen paid slot is added ' +
        'to the booking with an instalment due today (the Payment step collects it); an unpaid one can be changed or ' +
        'removed, a paid one not (400 `slot_paid`). A free arrival before the check-in time or departure after the ' +
        'check-out time → 400 `too_early` / `too_late`; an unavailable slot → `slot_unavailable`.',
      body: FirstStepBody,
      response: { 200: CheckinSaved, ...errorResponses(400, 404, 409, 410) },
    },
    handler: async (request) => checkin.generalInfo.save(request.body),
  });

  app.get(`${rest}/second_step_confirmation_info`, {
    schema: {
      tags: ['checkin'],
      summary: 'Check-in step 2 (Guest info): the guests saved so far',
      description:
        'One entry per adult and child of the booking, the booker first (prefilled from the booking until saved), with ' +
        'the property’s country and the registration authority whose rules decide the required fields.',
      querystring: ConfirmationQuery,
      response: { 200: GuestsInfo, ...errorResponses(400, 404, 409, 410) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkin.guestInfo.info(request.query.BOOKINGCODE, request.query.access_token);
    },
  });

  app.post(`${rest}/save_second_step_confirmation_info`, {
    schema: {
      tags: ['checkin'],
      summary: 'Check-in step 2 (Guest info): save every guest',
      description:
        'One entry per adult and child, the booker first. Names are required; the booker’s email and mobile too; a ' +
        'child’s age (under 18, matching the date of birth). Spain (SES.HOSPEDAJES), Italy (Alloggiati Web) and ' +
        'Portugal (SIBA) add their registration fields. Problems are 400 with fields `guests.N.<field>`. Replaces the ' +
        'non-booker guests.',
      body: SecondStepBody,
      response: { 200: CheckinSaved, ...errorResponses(400, 404, 409, 410) },
    },
    handler: async (request) => checkin.guestInfo.save(request.body),
  });

  app.get('/apis/host/bookings/:bookingCode/guest_registration', {
    schema: {
      tags: ['checkin'],
      summary: 'Host: the booking’s guests in an authority’s registration format',
      description:
        '`es_ses`: SES.HOSPEDAJES traveller CSV (semicolons); `it_alloggiati`: Alloggiati Web fixed-width records ' +
        '(168 characters, CRLF); `pt_siba`: SIBA fields as CSV, foreign guests only. Only for a host client whose token ' +
        'carries the booking’s organization; anyone else → 404.',
      params: GuestRegistrationParams,
      querystring: GuestRegistrationQuery,
      response: { 200: z.string().describe('The file'), ...errorResponses(400, 404) },
    },
    handler: async (request, typedReply) => {
      const file = await checkin.guestInfo.registrationExport(request.identity?.organizationId ?? null, request.params.bookingCode, request.query.format);
      // The zod-typed reply only knows JSON bodies; this one answers with the file's text.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.contentType)
        .send(file.body);
    },
  });
};
