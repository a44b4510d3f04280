import { endpoints } from '@direct/contracts';
import { redirect } from 'react-router';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { homeAddress } from '../../lib/session/next-address.ts';
import { secureCookiesContext, sessionTokenContext } from '../../lib/request-context.server.ts';
import { clearedSessionCookie } from '../../lib/session/session-cookie.server.ts';
import type { Route } from './+types/start.route';

// The console's address leads somewhere useful: sign-in, onboarding, the host's organization, or
// the chooser when they belong to several.
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = context.get(sessionTokenContext);
  if (!token) throw redirect('/sign-in');
  try {
    const me = await hostCall(endpoints.hostMe, token, { signal: request.signal });
    throw redirect(homeAddress(me.memberships));
  } catch (error) {
    // A session the API no longer knows: forget the cookie too.
    if (error instanceof ApiError && error.status === 401) {
      throw redirect('/sign-in', { headers: { 'Set-Cookie': clearedSessionCookie({ secure: context.get(secureCookiesContext) }) } });
    }
    throw error;
  }
}

export default function Start() {
  return null;
}
