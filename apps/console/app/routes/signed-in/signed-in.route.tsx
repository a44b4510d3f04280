import { Outlet } from 'react-router';
import { requireHost, signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/signed-in.route';

// Every page below needs a signed-in host (the API confirms the session on each request).
export const middleware: Route.MiddlewareFunction[] = [requireHost];

export function loader({ context }: Route.LoaderArgs) {
  return { me: signedInHost(context).me };
}

export default function SignedIn() {
  return <Outlet />;
}
