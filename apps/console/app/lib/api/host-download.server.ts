import type { EndpointDefinition } from '@direct/contracts';
import { config } from '../../config.server.ts';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { tokens } from './api.server.ts';
import { hostSessionHeader } from './host-call.server.ts';

// A file the API answers for the signed-in host (a CSV, a PDF, an ID document, a registration
// file), handed to the browser from the console's own origin: the JSON client can't carry bytes.
// The path comes from the operation's endpoint object, so a renamed route fails the typecheck, not
// the download. Only the headers that describe the file pass on; a refusal becomes a plain status.
const passedOnHeaders = ['content-type', 'content-length', 'content-disposition', 'content-security-policy', 'x-content-type-options'];

export async function hostDownload(
  endpoint: Pick<EndpointDefinition, 'path' | 'method'>,
  session: string,
  params: Record<string, string | number>,
  query: URLSearchParams,
  signal: AbortSignal,
): Promise<Response> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = query.toString();
  const caller = currentRequestInfo();
  const bearer = await tokens.getToken();
  let upstream: Response;
  try {
    upstream = await fetch(`${config.apiUrl}${path}${search ? `?${search}` : ''}`, {
      headers: {
        authorization: `Bearer ${bearer}`,
        [hostSessionHeader]: session,
        ...(caller?.requestId ? { 'x-request-id': caller.requestId } : {}),
        ...(caller?.clientAddress ? { 'x-direct-client-address': caller.clientAddress } : {}),
      },
      signal,
    });
  } catch {
    return new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (upstream.status === 401) tokens.invalidate(bearer);
  if (!upstream.ok) {
    await upstream.body?.cancel();
    const status = [400, 401, 403, 404, 410].includes(upstream.status) ? upstream.status : 502;
    return new Response(null, { status, headers: { 'cache-control': 'private, no-store' } });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of passedOnHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
