import type { HostSession } from '@direct/contracts';
import { clearedCookie, readCookie, serializeCookie } from '../security/cookies.server.ts';

// The signed-in host's session: the opaque token the API gave at sign-in, kept only in this
// HttpOnly cookie and sent back to the API in X-Direct-Host-Session. The browser's script never
// reads it, and the cookie dies when the API's session does.
export const sessionCookieName = 'direct_console_session';

export function sessionTokenOf(request: Pick<Request, 'headers'>): string | undefined {
  const token = readCookie(request.headers.get('cookie'), sessionCookieName);
  return token && token.length <= 1024 ? token : undefined;
}

export function sessionCookie(session: HostSession, options: { secure: boolean; now?: number }): string {
  const now = options.now ?? Date.now();
  const maxAgeSeconds = (Date.parse(session.expiresAt) - now) / 1000;
  return serializeCookie(sessionCookieName, session.token, { secure: options.secure, maxAgeSeconds });
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return clearedCookie(sessionCookieName, options);
}
