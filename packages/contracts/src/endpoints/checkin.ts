import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CheckinAccess, CheckinAccessBody, CheckinHub, CheckinHubParams, CheckinSaved, ConfirmationQuery, FirstStepBody, FirstStepInfo, GuestRegistrationParams, GuestRegistrationQuery, GuestsInfo, SecondStepBody } from '../checkin.ts';

export const getCheckinHub = defineEndpoint({
  operationId: 'getCheckinHub',
  method: 'GET',
  path: '/apis/checkin/:bookingCode/:accessToken',
  tags: ['checkin'],
  summary: 'The online check-in hub: every required step with its state and page',
  description:
    'The property’s required steps in the spec’s order (General info, Guest info, Terms & Conditions, Identity, ' +
    'Payment, Security deposit), each `pending` or `completed` with the site path of its page; `checkinReady` when ' +
    'all are done. Payment is completed when every instalment due by today is paid. Wrong code or token → 404; a ' +
    'booking not yet paid → 409; a cancelled or expired one → 410.',
  params: CheckinHubParams,
  responses: { 200: CheckinHub },
  errors: [400, 404, 409, 410],
});

export const requestCheckinAccess = defineEndpoint({
  operationId: 'requestCheckinAccess',
  method: 'POST',
  path: '/apis/checkin/access',
  tags: ['checkin'],
  summary: 'Check-in access by booking code and the booker’s email',
  description:
    'Answers the booking’s access token and hub path when the email is the booker’s (case-insensitive). Any other ' +
    'combination — unknown code, other email, expired link — is the same 404, so the answer never tells whether a ' +
    'code exists. Wrong guesses are limited per client address and per booking code, each lock twice as long as the ' +
    'last (429 `rate_limited` with Retry-After). The client address is the website’s visitor ' +
    '(`x-direct-client-address`, believed only from the website’s own client), else the caller’s.',
  body: CheckinAccessBody,
  responses: { 200: CheckinAccess },
  errors: [400, 404, 429],
});

export const getGeneralInfoStep = defineEndpoint({
  operationId: 'getGeneralInfoStep',
  method: 'GET',
  path: '/apis/rest/front_end_api/latest/first_step_confirmation_info',
  tags: ['checkin'],
  summary: 'Check-in step 1 (General info): current answers and the time options',
  description:
    'Arrival options: paid early check-in slots (before the property’s check-in time) and free times from it; ' +
    'departure: free times up to the check-out time and paid late check-out slots. A slot is `unavailable` when ' +
    'another stay departs (early check-in) or arrives (late check-out) that day on the booking’s unit.',
  query: ConfirmationQuery,
  responses: { 200: FirstStepInfo },
  errors: [400, 404, 409, 410],
});

export const saveGeneralInfoStep = defineEndpoint({
  operationId: 'saveGeneralInfoStep',
  method: 'POST',
  path: '/apis/rest/front_end_api/latest/save_first_step_confirmation_info',
  tags: ['checkin'],
  summary: 'Check-in step 1 (General info): save arrival and departure time, purpose of stay, consent',
  description:
    '`consent` must be true ("Consent to arrival and departure times is required"). A newly chosen paid slot is added ' +
    'to the booking with an instalment due today (the Payment step collects it); an unpaid one can be changed or ' +
    'removed, a paid one not (400 `slot_paid`). A free arrival before the check-in time or departure after the ' +
    'check-out time → 400 `too_early` / `too_late`; an unavailable slot → `slot_unavailable`.',
  body: FirstStepBody,
  responses: { 200: CheckinSaved },
  errors: [400, 404, 409, 410],
});

export const getGuestInfoStep = defineEndpoint({
  operationId: 'getGuestInfoStep',
  method: 'GET',
  path: '/apis/rest/front_end_api/latest/second_step_confirmation_info',
  tags: ['checkin'],
  summary: 'Check-in step 2 (Guest info): the guests saved so far',
  description:
    'One entry per adult and child of the booking, the booker first (prefilled from the booking until saved), with ' +
    'the property’s country and the registration authority whose rules decide the required fields.',
  query: ConfirmationQuery,
  responses: { 200: GuestsInfo },
  errors: [400, 404, 409, 410],
});

export const saveGuestInfoStep = defineEndpoint({
  operationId: 'saveGuestInfoStep',
  method: 'POST',
  path: '/apis/rest/front_end_api/latest/save_second_step_confirmation_info',
  tags: ['checkin'],
  summary: 'Check-in step 2 (Guest info): save every guest',
  description:
    'One entry per adult and child, the booker first. Names are required; the booker’s email and mobile too; a ' +
    'child’s age (under 18, matching the date of birth). Spain (SES.HOSPEDAJES), Italy (Alloggiati Web) and ' +
    'Portugal (SIBA) add their registration fields. Problems are 400 with fields `guests.N.<field>`. Replaces the ' +
    'non-booker guests.',
  body: SecondStepBody,
  responses: { 200: CheckinSaved },
  errors: [400, 404, 409, 410],
});

export const exportGuestRegistration = defineEndpoint({
  operationId: 'exportGuestRegistration',
  method: 'GET',
  path: '/apis/host/bookings/:bookingCode/guest_registration',
  tags: ['checkin'],
  summary: 'Host: the booking’s guests in an authority’s registration format',
  description:
    '`es_ses`: SES.HOSPEDAJES traveller CSV (semicolons); `it_alloggiati`: Alloggiati Web fixed-width records ' +
    '(168 characters, CRLF); `pt_siba`: SIBA fields as CSV, foreign guests only. Only for a host client whose token ' +
    'carries the booking’s organization; anyone else → 404.',
  params: GuestRegistrationParams,
  query: GuestRegistrationQuery,
  responses: { 200: z.string().describe('The file') },
  errors: [400, 403, 404],
});
