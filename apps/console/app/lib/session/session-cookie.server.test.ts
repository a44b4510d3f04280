import { describe, expect, it } from 'vitest';
import { isSecureRequest, readCookie } from '../security/cookies.server.ts';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie.server.ts';

const now = Date.parse('2026-11-25T10:00:00Z');

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, on every path, and lives as long as the session', () => {
    const cookie = sessionCookie({ token: 'abc.def', expiresAt: '2026-11-25T11:00:00Z' }, { secure: false, now });
    expect(cookie).toBe('direct_console_session=abc.def; Path=/; SameSite=Lax; HttpOnly; Max-Age=3600');
  });

  it('is Secure over HTTPS', () => {
    expect(sessionCookie({ token: 't', expiresAt: '2026-11-25T11:00:00Z' }, { secure: true, now })).toMatch(/; Secure$/);
  });

  it('never gets a negative lifetime from an expired session', () => {
    expect(sessionCookie({ token: 't', expiresAt: '2026-11-25T09:00:00Z' }, { secure: false, now })).toContain('Max-Age=0');
  });

  it('is cleared with an empty value that expires at once', () => {
    expect(clearedSessionCookie({ secure: false })).toBe('direct_console_session=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0');
  });

  it('is read back from the request, other cookies ignored', () => {
    const request = new Request('http://console.localhost/', { headers: { cookie: 'lng=de; direct_console_session=tok%2B1' } });
    expect(sessionTokenOf(request)).toBe('tok+1');
    expect(sessionTokenOf(new Request('http://console.localhost/'))).toBeUndefined();
  });

  it('ignores a cookie that cannot be a token', () => {
    const request = new Request('http://c/', { headers: { cookie: `direct_console_session=${'x'.repeat(2000)}` } });
    expect(sessionTokenOf(request)).toBeUndefined();
  });
});

describe('cookies', () => {
  it('reads a cookie with a malformed value as absent', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
    expect(readCookie('a=1; b=2', 'b')).toBe('2');
  });

  it('knows HTTPS from the request address or a forced setting', () => {
    expect(isSecureRequest(new Request('https://c/'), false)).toBe(true);
    expect(isSecureRequest(new Request('http://c/'), false)).toBe(false);
    expect(isSecureRequest(new Request('http://c/'), true)).toBe(true);
  });
});
