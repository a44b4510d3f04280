import multipart from '@fastify/multipart';
import {
  AgreementCodeBody,
  AgreementCodeSent,
  AgreementParams,
  AgreementQuery,
  AgreementSignBody,
  AgreementVerified,
  AgreementVerifyBody,
  AgreementView,
} from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { AgreementsService, SignatureUpload } from './agreements.service.ts';

// Terms & conditions (check-in step 3). Every call proves access with the booking code and its
// access token; a wrong token, another booking's token or a booking without an agreement → 404.

// A multipart body bigger than this is refused outright (413); up to it, the signature's own
// limit (2 MB) answers a field error that names the limit in MB.
const multipartFileLimit = 4 * 1024 * 1024;

function uploadOf(body: { signature_file?: unknown; signature_image?: string | undefined }): SignatureUpload {
  const file = body.signature_file;
  if (Buffer.isBuffer(file)) return { bytes: new Uint8Array(file), field: 'signature_file' };
  if (typeof file === 'string' && file !== '') return { bytes: new Uint8Array(Buffer.from(file, 'utf8')), field: 'signature_file' };
  if (body.signature_image) {
    const base64 = body.signature_image.replace(/^data:[\w/+.-]+;base64,/, '');
    return { bytes: new Uint8Array(Buffer.from(base64, 'base64')), field: 'signature_image' };
  }
  return null;
}

export const agreementsRoutes: FastifyPluginAsyncZod<{ agreements: AgreementsService }> = async (app, { agreements }) => {
  // Only in this plugin's scope: the rest of the API stays JSON-only. Files become Buffers on the
  // body (whatever their declared type: the content decides what they are).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: multipartFileLimit, files: 1, fields: 10, fieldSize: 8 * 1024 },
    onFile: async (part) => {
      (part as unknown as { value: Buffer }).value = await part.toBuffer();
    },
  });

  app.get('/apis/agreements/:bookingCode', {
    schema: {
      tags: ['agreements'],
      summary: 'The rental agreement of a booking, filled with its facts, and its signing state',
      description:
        'The host’s current published template version in the booking’s language (else English) with the booking’s facts ' +
        'filled in; the signer email and whether it is confirmed; once signed, the signature facts and the exact signed text. ' +
        'Confirmed (or completed) bookings only; a wrong token, another booking or a property without an agreement → 404.',
      params: AgreementParams,
      querystring: AgreementQuery,
      response: { 200: AgreementView, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return agreements.view(request.params.bookingCode, request.query.access_token);
    },
  });

  app.post('/apis/agreements/:bookingCode/verification_code', {
    schema: {
      tags: ['agreements'],
      summary: 'Email a one-time code to the booker',
      description:
        'A 6-digit code, valid 10 minutes, 5 attempts; only its hash is stored. One code a minute (else 429 `rate_limited` ' +
        'with Retry-After). Already confirmed or already signed → 409 `conflict`.',
      params: AgreementParams,
      body: AgreementCodeBody,
      response: { 202: AgreementCodeSent, ...errorResponses(400, 404, 409, 429) },
    },
    handler: async (request, reply) => reply.code(202).send(await agreements.sendCode(request.params.bookingCode, request.body.access_token)),
  });

  app.post('/apis/agreements/:bookingCode/verify', {
    schema: {
      tags: ['agreements'],
      summary: 'Confirm the booker’s email with the one-time code',
      description:
        'A wrong code → 400 on field `code` with “The code you entered is invalid.” (reason `invalid_code`); an expired code ' +
        'or one whose attempts are used up says so and asks for a new code (reasons `code_expired`, `attempts_exhausted`, `no_code`).',
      params: AgreementParams,
      body: AgreementVerifyBody,
      response: { 200: AgreementVerified, ...errorResponses(400, 404) },
    },
    handler: async (request) => agreements.verify(request.params.bookingCode, request.body.access_token, request.body.code),
  });

  app.post('/apis/agreements/:bookingCode/sign', {
    bodyLimit: 8 * 1024 * 1024,
    schema: {
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
      response: { 201: AgreementView, ...errorResponses(400, 404, 409, 413) },
    },
    handler: async (request, reply) => reply.code(201).send(await agreements.sign(request.params.bookingCode, request.body, uploadOf(request.body))),
  });

  app.get('/apis/agreements/:bookingCode/pdf', {
    schema: {
      tags: ['agreements'],
      summary: 'The signed agreement as a PDF',
      description: 'Only with the booking’s access token; never cached. Not signed yet → 404.',
      params: AgreementParams,
      querystring: AgreementQuery,
      response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const file = await agreements.pdf(request.params.bookingCode, request.query.access_token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  });
};
