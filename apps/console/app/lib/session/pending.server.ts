import type { HostSession } from '@direct/contracts';
import { redirect } from 'react-router';
import { clearedCookie, readCookie, serializeCookie } from '../security/cookies.server.ts';
import { safeNext } from './next-address.ts';
import { sessionCookie } from './session-cookie.server.ts';

// What must survive a trip through the host's mailbox: where they were going (an invitation) and
// which address the confirmation went to (for "send it again"). HttpOnly cookies for a day, so
// neither appears in an address or a log.
const nextCookieName = 'direct_console_next';
const pendingEmailCookieName = 'direct_console_pending_email';
const dayInSeconds = 24 * 3600;

export function rememberNext(next: string | null, secure: boolean): string | undefined {
  const path = safeNext(next, '');
  return path ? serializeCookie(nextCookieName, path, { secure, maxAgeSeconds: dayInSeconds }) : undefined;
}

export function rememberedNext(request: Pick<Request, 'headers'>): string | undefined {
  const value = safeNext(readCookie(request.headers.get('cookie'), nextCookieName), '');
  return value || undefined;
}

export function rememberPendingEmail(email: string, secure: boolean): string {
  return serializeCookie(pendingEmailCookieName, email, { secure, maxAgeSeconds: dayInSeconds });
}

export function pendingEmail(request: Pick<Request, 'headers'>): string | undefined {
  return readCookie(request.headers.get('cookie'), pendingEmailCookieName);
}

// Signed in: the session's cookie, the remembered detour forgotten, and on to `next` (or the
// remembered address, or the start page, which picks the host's organization).
export function signedInRedirect(request: Pick<Request, 'headers'>, session: HostSession, options: { secure: boolean; next?: string | null }): Response {
  const target = safeNext(options.next ?? null, '') || rememberedNext(request) || '/';
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(session, { secure: options.secure }));
  headers.append('Set-Cookie', clearedCookie(nextCookieName, { secure: options.secure }));
  headers.append('Set-Cookie', clearedCookie(pendingEmailCookieName, { secure: options.secure }));
  return redirect(target, { headers });
}
