import type { FieldError } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';

export type ClientSecretCredentials = { clientId: string; clientSecret: string };

// Another scheme (say a stale Bearer token) is not an attempt at client authentication.
export function usesBasicAuthentication(authorization: string | undefined): boolean {
  return authorization !== undefined && /^basic /i.test(authorization);
}

// RFC 6749 §2.3.1: id and secret are form-encoded, then joined by ":" and base64-encoded.
function parseBasic(authorization: string | undefined): ClientSecretCredentials | 'absent' | 'malformed' {
  if (!authorization || !usesBasicAuthentication(authorization)) return 'absent';
  const match = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(authorization);
  if (!match?.[1]) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return 'malformed';
  try {
    const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
    return { clientId: formDecode(decoded.slice(0, separator)), clientSecret: formDecode(decoded.slice(separator + 1)) };
  } catch {
    return 'malformed';
  }
}

type BodyCredentials = { client_id?: string | undefined; client_secret?: string | undefined };

// Client id and secret from the body or from HTTP Basic (never both, RFC 6749 §2.3).
export function clientCredentialsOf(body: BodyCredentials, authorization: string | undefined): ClientSecretCredentials {
  const basic = parseBasic(authorization);
  if (basic === 'malformed') throw new AppError('unauthorized', 'The client id or client secret is wrong.');
  if (basic !== 'absent') {
    if (body.client_secret !== undefined || (body.client_id !== undefined && body.client_id !== basic.clientId)) {
      throw new AppError('validation_failed', 'Send the client credentials either in the body or as HTTP Basic, not both.', {
        fields: [{ field: 'client_secret', message: 'Already sent in the Authorization header', reason: 'multiple_credentials' }],
      });
    }
    return basic;
  }
  const missing: FieldError[] = (['client_id', 'client_secret'] as const)
    .filter((field) => body[field] === undefined)
    .map((field) => ({ field, message: `${field} is required`, reason: 'required' }));
  if (missing.length > 0 || !body.client_id || !body.client_secret) {
    throw new AppError('validation_failed', 'The request is invalid; see fields.', { fields: missing });
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}
