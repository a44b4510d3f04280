import { endpoints } from '@direct/contracts';
import { redirect } from 'react-router';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { secureCookiesContext, sessionTokenContext } from '../../lib/request-context.server.ts';
import { clearedSessionCookie } from '../../lib/session/session-cookie.server.ts';
import type { Route } from './+types/sign-out.route';

// Ends the session at the API (so the token is useless even if copied) and forgets the cookie.
export async function action({ context, request }: Route.ActionArgs) {
  const token = context.get(sessionTokenContext);
  if (token) {
    try {
      await hostCall(endpoints.hostSignOut, token, { signal: request.signal });
    } catch (error) {
      // Already ended (expired, signed out elsewhere): the cookie goes all the same.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  throw redirect('/sign-in?signedOut=1', { headers: { 'Set-Cookie': clearedSessionCookie({ secure: context.get(secureCookiesContext) }) } });
}

export function loader() {
  throw redirect('/');
}
