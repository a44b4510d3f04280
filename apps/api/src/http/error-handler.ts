import type { ErrorCode, ErrorEnvelope, FieldError } from '@direct/contracts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from './app-error.ts';
import { fieldErrorsOf } from './validation.ts';

type Answer = {
  status: number;
  code: ErrorCode;
  message: string;
  fields: readonly FieldError[];
  headers: Readonly<Record<string, string>>;
};

const answer = (status: number, code: ErrorCode, message: string, fields: readonly FieldError[] = []): Answer => ({
  status,
  code,
  message,
  fields,
  headers: {},
});

// Fastify's own client errors (routing, body parsing, content types, limits) and those of the
// multipart plugin, in our vocabulary. Their messages are rewritten: ours are stable and say
// what to do.
function clientErrorAnswer(error: FastifyError): Answer | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, 'validation_failed', 'The request body is not valid JSON.', [
        { field: 'body', message: 'The request body is not valid JSON', reason: 'invalid_json' },
      ]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, 'validation_failed', 'The request body is empty.', [
        { field: 'body', message: 'body is required', reason: 'required' },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'unsupported_media_type', 'This content type is not supported here; send application/json.');
    case 'FST_ERR_BAD_URL':
      return answer(400, 'validation_failed', 'The URL is not validly encoded.', [
        { field: 'url', message: 'The URL has an invalid percent-encoding', reason: 'invalid_encoding' },
      ]);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(414, 'uri_too_long', 'A part of the URL is too long.');
    case 'FST_ERR_HANDLER_TIMEOUT':
      return answer(503, 'service_unavailable', 'The request took too long; please try again.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return answer(415, 'unsupported_media_type', 'This request must be sent as multipart/form-data.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return answer(413, 'payload_too_large', 'The form has too many parts or files.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return answer(413, 'payload_too_large', 'The file is too large.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return answer(400, 'validation_failed', 'The form data could not be read.', [
        { field: 'body', message: 'The multipart form data is malformed', reason: 'invalid_multipart' },
      ]);
  }
  if (!error.code?.startsWith('FST_') || !error.statusCode || error.statusCode < 400 || error.statusCode >= 500) {
    return undefined;
  }
  switch (error.statusCode) {
    case 404:
      return answer(404, 'not_found', 'Not found.');
    case 408:
      return answer(408, 'request_timeout', 'The request took too long to arrive.');
    case 413:
      return answer(413, 'payload_too_large', 'The request is too large.');
    case 414:
      return answer(414, 'uri_too_long', 'The URL is too long.');
    case 415:
    case 406:
      return answer(415, 'unsupported_media_type', 'This content type is not supported here.');
    case 429:
      return answer(429, 'rate_limited', 'Too many requests; try again later.');
    case 431:
      return answer(431, 'request_headers_too_large', 'The request headers are too large.');
    default:
      return answer(400, 'validation_failed', 'The request could not be read.');
  }
}

// The multipart parser (busboy) throws plain errors for a missing boundary or a body cut short;
// they are the client's doing only on a multipart request.
const malformedMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /^Unsupported Content-Type\.$/,
  /^Malformed part header$/,
];

function multipartAnswer(error: FastifyError, request: FastifyRequest): Answer | undefined {
  if (error.code || error.statusCode) return undefined;
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/')) return undefined;
  if (!malformedMultipart.some((pattern) => pattern.test(error.message))) return undefined;
  return answer(400, 'validation_failed', 'The form data could not be read: send multipart/form-data with a boundary and complete parts.', [
    { field: 'body', message: 'The multipart form data is malformed', reason: 'invalid_multipart' },
  ]);
}

function knownAnswer(error: FastifyError, request: FastifyRequest): Answer | undefined {
  if (isAppError(error)) {
    return { status: error.statusCode, code: error.code, message: error.message, fields: error.fields, headers: error.headers };
  }
  if (Array.isArray(error.validation)) {
    return answer(400, 'validation_failed', 'The request is invalid; see fields.', fieldErrorsOf(error.validation, error.validationContext));
  }
  return clientErrorAnswer(error) ?? multipartAnswer(error, request);
}

// The code each error answer carried, for the error counter on /metrics (observability/).
const answeredCodes = new WeakMap<FastifyReply, ErrorCode>();
export const errorCodeOf = (reply: FastifyReply): ErrorCode | undefined => answeredCodes.get(reply);

function send(reply: FastifyReply, request: FastifyRequest, result: Answer): FastifyReply {
  answeredCodes.set(reply, result.code);
  const body: ErrorEnvelope = {
    error: { code: result.code, message: result.message, fields: [...result.fields] },
    requestId: String(request.id),
  };
  // Also set here: errors raised before routing skip the onSend hook that sets it.
  return reply.code(result.status).header('x-request-id', String(request.id)).headers(result.headers).send(body);
}

// The one place errors become responses: every error the API answers has the envelope's shape,
// and nothing about an unexpected failure (stack, SQL, library messages) leaves the process.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = knownAnswer(error, request);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, known);
    }
    request.log.error(
      { err: error, requestId: request.id, method: request.method, url: request.url },
      'unexpected error while handling a request',
    );
    return send(reply, request, answer(500, 'internal_error', 'Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    send(reply, request, answer(404, 'not_found', `There is no route ${request.method} ${path}.`));
  });
}

// Errors Fastify raises before any route is chosen (a URL that is not validly percent-encoded, a
// path parameter over the router's limit): Fastify's `frameworkErrors` option.
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = clientErrorAnswer(error);
  if (!known) request.log.error({ err: error }, 'framework error before routing');
  send(reply, request, known ?? answer(500, 'internal_error', 'Something went wrong on our side. Please try again later.'));
}

const socketAnswers: Record<string, Answer> = {
  ERR_HTTP_REQUEST_TIMEOUT: answer(408, 'request_timeout', 'The request took too long to arrive.'),
  HPE_HEADER_OVERFLOW: answer(431, 'request_headers_too_large', 'The request headers are too large.'),
};

// Requests Node's HTTP parser refuses before Fastify sees them (malformed HTTP, oversized headers,
// a request that never finishes arriving): the same envelope, written on the socket. Fastify's
// `clientErrorHandler` option.
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const result = socketAnswers[error.code ?? ''] ?? answer(400, 'validation_failed', 'The request could not be read.');
  const requestId = randomUUID();
  const body = JSON.stringify({ error: { code: result.code, message: result.message, fields: [] }, requestId } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${result.status} ${STATUS_CODES[result.status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
