import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

// One file in the part `file` of a multipart request (the plugin registering the route registers
// @fastify/multipart), read into memory up to the limit; the parser's refusals answer in the
// API's envelope with the field named. Photos, blog pictures and deposit claims' photos use it.
export async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the picture as multipart/form-data, in the field file.', {
      fields: [{ field: 'file', message: 'Send the picture as multipart/form-data', reason: 'not_multipart' }],
    });
  }
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The file is larger than ${megabytes(maxBytes)} MB.`;
      throw new AppError('payload_too_large', message, { fields: [{ field: 'file', message, reason: 'too_large' }] });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('validation_failed', 'Send one picture per request.', { fields: [{ field: 'file', message: 'Only one file per request', reason: 'too_many' }] });
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('validation_failed', 'Choose a picture to upload.', { fields: [{ field: 'file', message: 'file is required', reason: 'required' }] });
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
