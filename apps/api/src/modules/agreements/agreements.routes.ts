import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.route({
    ...routeOf(endpoints.getAgreement),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return agreements.view(request.params.bookingCode, request.query.access_token);
    },
  });

  app.route({
    ...routeOf(endpoints.sendAgreementVerificationCode),
    handler: async (request, reply) => reply.code(202).send(await agreements.sendCode(request.params.bookingCode, request.body.access_token)),
  });

  app.route({
    ...routeOf(endpoints.verifyAgreementEmail),
    handler: async (request) => agreements.verify(request.params.bookingCode, request.body.access_token, request.body.code),
  });

  app.route({
    ...routeOf(endpoints.signAgreement),
    bodyLimit: 8 * 1024 * 1024,
    handler: async (request, reply) => reply.code(201).send(await agreements.sign(request.params.bookingCode, request.body, uploadOf(request.body))),
  });

  app.route({
    ...routeOf(endpoints.getSignedAgreementPdf),
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
