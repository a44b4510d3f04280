import { describe, expect, it } from 'vitest';
import { csrfCookie, csrfCookieValueOf, csrfTokenFor, needsCsrfCheck, newCsrfSecretValue, verifyCsrf } from './csrf.server.ts';

const secret = 'test-secret';
const origin = 'http://console.localhost:3001';
const options = { secret, allowedOrigins: [origin] };
const value = newCsrfSecretValue();

function post(headers: Record<string, string>) {
  return new Request(`${origin}/sign-in`, { method: 'POST', headers });
}

describe('CSRF protection', () => {
  it('checks every method but the safe ones', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].every(needsCsrfCheck)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(needsCsrfCheck)).toBe(false);
  });

  it('accepts a same-origin post carrying the token of its cookie', () => {
    const request = post({ origin, cookie: `direct_console_csrf=${value}` });
    expect(verifyCsrf(request, csrfTokenFor(value, secret), options)).toEqual({ ok: true });
  });

  it('accepts a Referer of our origin when the Origin header is missing', () => {
    const request = post({ referer: `${origin}/sign-in?next=/`, cookie: `direct_console_csrf=${value}` });
    expect(verifyCsrf(request, csrfTokenFor(value, secret), options)).toEqual({ ok: true });
  });

  it('refuses a post from another origin, even with a valid token', () => {
    const request = post({ origin: 'http://evil.localhost:3000', cookie: `direct_console_csrf=${value}` });
    expect(verifyCsrf(request, csrfTokenFor(value, secret), options)).toEqual({ ok: false, reason: 'origin' });
  });

  it('refuses a post with neither Origin nor Referer, or a null origin without a same-origin Referer', () => {
    expect(verifyCsrf(post({ cookie: `direct_console_csrf=${value}` }), csrfTokenFor(value, secret), options).ok).toBe(false);
    expect(verifyCsrf(post({ origin: 'null' }), csrfTokenFor(value, secret), options).ok).toBe(false);
  });

  it('refuses a missing, wrong or unsigned token', () => {
    const request = post({ origin, cookie: `direct_console_csrf=${value}` });
    expect(verifyCsrf(request, null, options)).toEqual({ ok: false, reason: 'token' });
    expect(verifyCsrf(request, 'nope', options)).toEqual({ ok: false, reason: 'token' });
    // The cookie's own value in the field (plain double submit) is not enough: it must be signed.
    expect(verifyCsrf(request, value, options)).toEqual({ ok: false, reason: 'token' });
    expect(verifyCsrf(request, csrfTokenFor(value, 'other-secret'), options)).toEqual({ ok: false, reason: 'token' });
  });

  it('refuses a token when the cookie is missing or malformed', () => {
    expect(verifyCsrf(post({ origin }), csrfTokenFor(value, secret), options)).toEqual({ ok: false, reason: 'token' });
    const planted = post({ origin, cookie: 'direct_console_csrf=short' });
    expect(verifyCsrf(planted, csrfTokenFor('short', secret), options)).toEqual({ ok: false, reason: 'token' });
  });

  it('sets an HttpOnly, SameSite=Lax cookie that reads back', () => {
    const cookie = csrfCookie(value, { secure: true });
    expect(cookie).toBe(`direct_console_csrf=${value}; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(csrfCookieValueOf(new Request(origin, { headers: { cookie: cookie.split(';')[0]! } }))).toBe(value);
  });

  it('makes a fresh random value for each visitor', () => {
    expect(newCsrfSecretValue()).not.toBe(newCsrfSecretValue());
    expect(newCsrfSecretValue()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
