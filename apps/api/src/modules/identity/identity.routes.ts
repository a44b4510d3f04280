import multipart from '@fastify/multipart';
import { BookingAccessParams, IdentityStatus, IdentityUploadResult, TypedIdentityBody } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { unsafeTextFields } from '../../http/unsafe-text.ts';
import { megabyte } from '@direct/domain';
import { tooLarge, type IdentityService } from './identity.service.ts';

const accessNote = 'Proof of access: the booking code and its access token; a wrong or other booking’s token answers 404.';

// A multipart upload read into memory: fields `kind` and `guest` and one file `file`. The
// parser's own limits answer in the API's error envelope (413 naming the MB limit), never a 500.
async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data with the fields kind, guest (optional) and file.');
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(Math.floor(maxBytes / megabyte));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('validation_failed', 'Send one file with the fields kind and guest only.', {
        fields: [{ field: 'file', message: 'Only one file per request', reason: 'too_many' }],
      });
    }
    throw error;
  }
  // Read here rather than by the validator: the same refusal of NUL characters and broken Unicode.
  const unsafe = unsafeTextFields(fields, 'body');
  if (unsafe.length > 0) throw new AppError('validation_failed', 'The form contains characters that are not allowed; see fields.', { fields: unsafe });
  return { fields, bytes };
}

export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService; config: Pick<Config, 'documents' | 'nodeEnv'> }> = async (
  app,
  { identity, config },
) => {
  if (config.documents.usesDevelopmentKey && config.nodeEnv === 'development') {
    app.log.warn('DOCUMENTS_ENCRYPTION_KEY is the published development key: set your own (openssl rand -base64 32) before going live');
  }
  // Only this plugin's routes parse multipart bodies.
  await app.register(multipart, { limits: { fileSize: identity.maxFileBytes, files: 1 } });

  app.get('/apis/identity/:bookingCode/:accessToken', {
    schema: {
      tags: ['identity'],
      summary: 'The identity rule for the booking’s property and what each guest has provided',
      description:
        'The rule follows the property’s country (Spain: typed document details of every adult; elsewhere: an ID document and a ' +
        `selfie of the booker). Never file contents or URLs: identity files are not served back. ${accessNote}`,
      params: BookingAccessParams,
      response: { 200: IdentityStatus, ...errorResponses(400, 404) },
    },
    handler: async (request) => identity.status(request.params.bookingCode, request.params.accessToken),
  });

  app.post('/apis/identity/:bookingCode/:accessToken/documents', {
    schema: {
      tags: ['identity'],
      summary: 'Upload an ID document or a selfie (multipart/form-data: kind, guest?, file)',
      description:
        '`kind` is id_document or selfie; `guest` the 1-based adult (default 1, the booker). The type is read from the ' +
        'content, not the name: anything else answers 415 `unsupported_media_type` naming the formats; a file over the limit ' +
        `413 \`payload_too_large\` naming the MB limit. Stored encrypted and deleted after the host’s retention period. ${accessNote}`,
      consumes: ['multipart/form-data'],
      params: BookingAccessParams,
      response: { 201: IdentityUploadResult, ...errorResponses(400, 404, 409, 413, 415) },
    },
    handler: async (request, reply) => {
      const { fields, bytes } = await readUpload(request, identity.maxFileBytes);
      if (!bytes) {
        throw new AppError('validation_failed', 'Choose a file to upload.', { fields: [{ field: 'file', message: 'file is required', reason: 'required' }] });
      }
      const guest = fields['guest'] === undefined || fields['guest'] === '' ? undefined : Number(fields['guest']);
      if (guest !== undefined && !Number.isInteger(guest)) {
        throw new AppError('validation_failed', 'guest must be a whole number.', { fields: [{ field: 'guest', message: 'Must be a whole number', reason: 'invalid_type' }] });
      }
      const result = await identity.upload(request.params.bookingCode, request.params.accessToken, { kind: fields['kind'] ?? '', guest, bytes });
      return reply.code(201).send(result);
    },
  });

  app.post('/apis/identity/:bookingCode/:accessToken/typed', {
    schema: {
      tags: ['identity'],
      summary: 'Typed document details of one adult (where the country asks for them instead of scans: Spain)',
      description:
        'DNI and NIE numbers are checked with their check letter and need the support number; the expiry date must be a real ' +
        `date, not in the past; nationality is an ISO country code. Stored encrypted, deleted after the retention period. ${accessNote}`,
      params: BookingAccessParams,
      body: TypedIdentityBody,
      response: { 200: IdentityStatus, ...errorResponses(400, 404, 409) },
    },
    handler: async (request) => identity.typed(request.params.bookingCode, request.params.accessToken, request.body),
  });
};
