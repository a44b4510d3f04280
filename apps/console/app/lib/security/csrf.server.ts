import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, serializeCookie } from './cookies.server.ts';

// Cross-site request forgery protection for every form post, in two independent checks:
// 1. The request's Origin (or, without one, its Referer) must be the console's own origin.
// 2. A signed double-submit token (OWASP's "signed double-submit cookie"): each visitor gets a
//    random value in an HttpOnly cookie; forms carry HMAC(secret, value) in a hidden field. A
//    forger can neither read the cookie nor compute the field; a cookie planted from a sibling
//    subdomain (brand sites live on <alias>.<platform domain>) is useless without the secret.
// Small and dependency-free: no maintained CSRF library fits React Router's middleware cleanly.
export const csrfCookieName = 'direct_console_csrf';
export const csrfFieldName = 'csrf';
// The same token in a header, for a script's request whose body is a file (photo uploads).
export const csrfHeaderName = 'x-csrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfSecretValue(): string {
  return randomBytes(32).toString('base64url');
}

export function csrfTokenFor(cookieValue: string, secret: string): string {
  return createHmac('sha256', secret).update(cookieValue).digest('base64url');
}

export function csrfCookie(value: string, options: { secure: boolean }): string {
  // No Max-Age: it lives as long as the browser session, so an open form never outlives it.
  return serializeCookie(csrfCookieName, value, { secure: options.secure });
}

export function csrfCookieValueOf(request: Pick<Request, 'headers'>): string | undefined {
  const value = readCookie(request.headers.get('cookie'), csrfCookieName);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: 'origin' | 'token' };

export function needsCsrfCheck(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

// `allowedOrigins`: the request's own origin and the configured console origin.
export function sameOrigin(request: Pick<Request, 'headers'>, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return allowedOrigins.includes(origin);
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return allowedOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}

export function verifyCsrf(
  request: Pick<Request, 'headers'>,
  submitted: FormDataEntryValue | null,
  options: { secret: string; allowedOrigins: readonly string[] },
): CsrfVerdict {
  if (!sameOrigin(request, options.allowedOrigins)) return { ok: false, reason: 'origin' };
  const cookieValue = csrfCookieValueOf(request);
  if (!cookieValue || typeof submitted !== 'string') return { ok: false, reason: 'token' };
  const expected = Buffer.from(csrfTokenFor(cookieValue, options.secret));
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'token' };
}
