import type { ErrorCode, ErrorEnvelope, FieldError } from '@direct/contracts';
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

// Fastify's own client errors (body parsing, content types, limits) in our vocabulary. Their
// messages are rewritten: ours are stable and say what to do.
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
  }
  if (!error.code?.startsWith('FST_') || !error.statusCode || error.statusCode < 400 || error.statusCode >= 500) {
    return undefined;
  }
  switch (error.statusCode) {
    case 404:
      return answer(404, 'not_found', 'Not found.');
    case 413:
      return answer(413, 'payload_too_large', 'The request is too large.');
    case 415:
      return answer(415, 'unsupported_media_type', 'This content type is not supported here.');
    case 429:
      return answer(429, 'rate_limited', 'Too many requests; try again later.');
    default:
      return answer(400, 'validation_failed', 'The request could not be read.');
  }
}

function knownAnswer(error: FastifyError): Answer | undefined {
  if (isAppError(error)) {
    return { status: error.statusCode, code: error.code, message: error.message, fields: error.fields, headers: error.headers };
  }
  if (Array.isArray(error.validation)) {
    return answer(400, 'validation_failed', 'The request is invalid; see fields.', fieldErrorsOf(error.validation, error.validationContext));
  }
  return clientErrorAnswer(error);
}

function send(reply: FastifyReply, request: FastifyRequest, result: Answer): FastifyReply {
  const body: ErrorEnvelope = {
    error: { code: result.code, message: result.message, fields: [...result.fields] },
    requestId: String(request.id),
  };
  return reply.code(result.status).headers(result.headers).send(body);
}

// The one place errors become responses: every error the API answers has the envelope's shape,
// and nothing about an unexpected failure (stack, SQL, library messages) leaves the process.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = knownAnswer(error);
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
