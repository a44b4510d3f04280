import { endpoints } from '@direct/contracts';
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../api/host-call.server.ts';
import { hostContext, secureCookiesContext, sessionTokenContext } from '../request-context.server.ts';
import { signInAddress } from './next-address.ts';
import { clearedSessionCookie } from './session-cookie.server.ts';

// Middleware of the signed-in routes: the API confirms the session and says who the host is and
// where they belong. No session, or one the API no longer knows: to the sign-in page, coming back here after.
export const requireHost: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = context.get(sessionTokenContext);
  const url = new URL(request.url);
  const back = signInAddress(`${url.pathname}${url.search}`);
  if (!token) throw redirect(back);
  try {
    const me = await hostCall(endpoints.hostMe, token, { signal: request.signal });
    context.set(hostContext, { me, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(back, { headers: { 'Set-Cookie': clearedSessionCookie({ secure: context.get(secureCookiesContext) }) } });
    }
    throw error;
  }
  return next();
};

export function signedInHost(context: Readonly<RouterContextProvider>): { me: NonNullable<ReturnType<typeof hostFrom>>['me']; token: string } {
  const host = hostFrom(context);
  if (!host) throw new Error('signedInHost() used outside the signed-in routes');
  return host;
}

function hostFrom(context: Readonly<RouterContextProvider>) {
  return context.get(hostContext);
}
