import { config } from '../../config.server.ts';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { tokens } from './api.server.ts';
import { hostSessionHeader } from './host-call.server.ts';

// A private file the signed-in host may see (a photo of a deposit claim), fetched from the API
// with the host's session: the one GET the endpoint objects' JSON client can't make. The answer
// is the API's, untouched, for the console to pass on.
export async function hostFile(path: string, session: string, signal: AbortSignal): Promise<Response> {
  const bearer = await tokens.getToken();
  const caller = currentRequestInfo();
  const response = await fetch(`${config.apiUrl}${path}`, {
    headers: {
      accept: 'image/*',
      authorization: `Bearer ${bearer}`,
      [hostSessionHeader]: session,
      ...(caller?.requestId ? { 'x-request-id': caller.requestId } : {}),
      ...(caller?.clientAddress ? { 'x-direct-client-address': caller.clientAddress } : {}),
    },
    signal,
  });
  if (response.status === 401) tokens.invalidate(bearer);
  return response;
}
