import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AgreementCodeBody, AgreementCodeSent, AgreementParams, AgreementQuery, AgreementSignBody, AgreementVerified, AgreementVerifyBody, AgreementView } from '../agreements.ts';

export const getAgreement = defineEndpoint({
  operationId: 'getAgreement',
  method: 'GET',
  path: '/apis/agreements/:bookingCode',
  tags: ['agreements'],
  summary: 'The rental agreement of a booking, filled with its facts, and its signing state',
  description:
    'The host’s current published template version in the booking’s language (else English) with the booking’s facts ' +
    'filled in; the signer email and whether it is confirmed; once signed, the signature facts and the exact signed text. ' +
    'Confirmed (or completed) bookings only; a wrong token, another booking or a property without an agreement → 404.',
  params: AgreementParams,
  query: AgreementQuery,
  responses: { 200: AgreementView },
  errors: [400, 404],
});

export const sendAgreementVerificationCode = defineEndpoint({
  operationId: 'sendAgreementVerificationCode',
  method: 'POST',
  path: '/apis/agreements/:bookingCode/verification_code',
  tags: ['agreements'],
  summary: 'Email a one-time code to the booker',
  description:
    'A 6-digit code, valid 10 minutes, 5 attempts; only its hash is stored. One code a minute (else 429 `rate_limited` ' +
    'with Retry-After). Already confirmed or already signed → 409 `conflict`.',
  params: AgreementParams,
  body: AgreementCodeBody,
  responses: { 202: AgreementCodeSent },
  errors: [400, 404, 409, 429],
});

export const verifyAgreementEmail = defineEndpoint({
  operationId: 'verifyAgreementEmail',
  method: 'POST',
  path: '/apis/agreements/:bookingCode/verify',
  tags: ['agreements'],
  summary: 'Confirm the booker’s email with the one-time code',
  description:
    'A wrong code → 400 on field `code` with “The code you entered is invalid.” (reason `invalid_code`); an expired code ' +
    'or one whose attempts are used up says so and asks for a new code (reasons `code_expired`, `attempts_exhausted`, `no_code`).',
  params: AgreementParams,
  body: AgreementVerifyBody,
  responses: { 200: AgreementVerified },
  errors: [400, 404],
});

export const signAgreement = defineEndpoint({
  operationId: 'signAgreement',
  method: 'POST',
  path: '/apis/agreements/:bookingCode/sign',
  tags: ['agreements'],
  summary: 'Sign the agreement (typed, drawn or uploaded signature)',
  description:
    'JSON (`signature_image` as base64) or multipart/form-data (the image as the file `signature_file`). The email must be ' +
    'confirmed first (409). Drawn: PNG; uploaded: PNG or JPEG, at most 2 MB, typed by content. Stores the exact text, a ' +
    'SHA-256 of text + signature + time + email and a PDF, emails the PDF to guest and host, completes the `terms` step. ' +
    'Signing twice → 409 `conflict`.',
  consumes: ['application/json', 'multipart/form-data'],
  params: AgreementParams,
  body: AgreementSignBody,
  responses: { 201: AgreementView },
  errors: [400, 404, 409, 413],
});

export const getSignedAgreementPdf = defineEndpoint({
  operationId: 'getSignedAgreementPdf',
  method: 'GET',
  path: '/apis/agreements/:bookingCode/pdf',
  tags: ['agreements'],
  summary: 'The signed agreement as a PDF',
  description: 'Only with the booking’s access token; never cached. Not signed yet → 404.',
  params: AgreementParams,
  query: AgreementQuery,
  responses: { 200: z.any().describe('application/pdf') },
  errors: [400, 404],
});
