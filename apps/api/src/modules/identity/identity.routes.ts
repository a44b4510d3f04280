import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { unsafeTextFields } from '../../http/unsafe-text.ts';
import { megabyte } from '@direct/domain';
import { tooLarge, type IdentityService } from './identity.service.ts';

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

  app.route({
    ...routeOf(endpoints.getIdentityStatus),
    handler: async (request) => identity.status(request.params.bookingCode, request.params.accessToken),
  });

  app.route({
    ...routeOf(endpoints.uploadIdentityDocument),
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

  app.route({
    ...routeOf(endpoints.saveTypedIdentity),
    handler: async (request) => identity.typed(request.params.bookingCode, request.params.accessToken, request.body),
  });
};
