import { timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { InboundEmail, MessagesService } from './messages.service.ts';

// The inbound-mail webhook in the common "inbound parse" shape (SendGrid's): multipart/form-data
// with from, to, subject, text, html, headers, envelope, attachments (a count), attachment-info
// and the files attachment1…N. The provider can't sign its posts, so the webhook URL carries a
// password (HTTP Basic); without INBOUND_EMAIL_SECRET the webhook does not exist.

const maxFiles = 10;
const maxFieldBytes = 1024 * 1024;

function authorized(request: FastifyRequest, secret: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const password = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
  const expected = Buffer.from(secret);
  return password.length === expected.length && timingSafeEqual(password, expected);
}

// The SMTP recipients from the envelope field ({"to": ["…"], "from": "…"}); '' when unreadable.
function envelopeRecipients(envelope: string | undefined): string {
  try {
    const parsed = JSON.parse(envelope ?? '{}') as { to?: unknown };
    return Array.isArray(parsed.to) ? parsed.to.filter((value) => typeof value === 'string').join(', ') : '';
  } catch {
    return '';
  }
}

async function readInbound(request: FastifyRequest, maxFileBytes: number): Promise<InboundEmail> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Post the email as multipart/form-data (the inbound parse shape).');
  const fields: Record<string, string> = {};
  const files: InboundEmail['files'] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: maxFiles, fields: 40, fieldSize: maxFieldBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ filename: part.filename || part.fieldname, bytes: new Uint8Array(bytes), truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('payload_too_large', `At most ${maxFiles} attachments per email.`);
    }
    throw error;
  }
  const envelopeTo = envelopeRecipients(fields['envelope']);
  // The names the sender gave the files, from attachment-info ({"attachment1": {"filename": …}}).
  let info: Record<string, { filename?: unknown }> = {};
  try {
    info = JSON.parse(fields['attachment-info'] ?? '{}') as typeof info;
  } catch {
    info = {};
  }
  return {
    from: fields['from'] ?? '',
    to: fields['to'] ?? '',
    subject: fields['subject'] ?? '',
    text: fields['text'] ?? '',
    html: fields['html'] ?? '',
    headers: fields['headers'] ?? '',
    envelopeTo,
    files: files.map((file, index) => {
      const named = info[`attachment${index + 1}`]?.filename;
      return typeof named === 'string' && named ? { ...file, filename: named } : file;
    }),
  };
}

export const inboundEmailRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; secret: string | undefined; maxFileBytes: number }> = async (
  app,
  { messages, secret, maxFileBytes },
) => {
  // An oversized attachment is cut short and marked truncated (not an error): the message is
  // still stored, saying the file was not kept.
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: maxFiles }, throwFileSizeLimit: false });

  app.route({
    ...routeOf(endpoints.receiveInboundEmail),
    handler: async (request) => {
      if (!secret) throw new AppError('not_found', 'Inbound email is not configured here.');
      if (!authorized(request, secret)) throw new AppError('unauthorized', 'The webhook password is missing or wrong.');
      const email = await readInbound(request, maxFileBytes);
      return messages.receive(email, request.log);
    },
  });
};
