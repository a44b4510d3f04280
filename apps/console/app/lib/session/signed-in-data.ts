import type { HostMe } from '@direct/contracts';
import { useRouteLoaderData } from 'react-router';

// The signed-in layout's data (routes/signed-in): who the host is and where they belong.
export const signedInRouteId = 'routes/signed-in/signed-in.route';

export function useSignedInHost(): HostMe {
  const data = useRouteLoaderData(signedInRouteId) as { me: HostMe } | undefined;
  if (!data) throw new Error('useSignedInHost() used outside the signed-in routes');
  return data.me;
}
