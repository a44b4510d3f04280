import type { EndpointDefinition, ResponseOf } from '@direct/contracts';
import { api } from './api.server.ts';
import type { EndpointCall } from '@direct/api-client';

// A call made for the signed-in host: the console's own bearer token (api.server.ts) plus the
// host's session, which the API checks for the person, their organization and role.
export const hostSessionHeader = 'x-direct-host-session';

export function hostCall<E extends EndpointDefinition>(endpoint: E, token: string, call: EndpointCall<E>): Promise<ResponseOf<E>> {
  return api.call(endpoint, { ...call, headers: { ...call.headers, [hostSessionHeader]: token } } as EndpointCall<E>);
}
