import { createTokenSource } from '@direct/api-client';
import { config } from '../../config.server.ts';

// A guest's PDF (the signed agreement, a receipt, the invoice) streamed from the API: the JSON
// client can't carry bytes, so this asks with its own client-credentials token (kept in this
// process, renewed once on a 401). `notFound`: the API's answers that mean "no such file here".
const tokens = createTokenSource({ apiUrl: config.apiUrl, clientId: config.clientId, clientSecret: config.clientSecret });

export async function apiPdfResponse(
  path: string,
  accessToken: string,
  options: { signal: AbortSignal; fallbackFileName: string; notFound: readonly number[] },
): Promise<Response> {
  const url = new URL(`${config.apiUrl.replace(/\/+$/, '')}${path}`);
  url.searchParams.set('access_token', accessToken);
  const ask = async (token: string) => fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' }, signal: AbortSignal.any([options.signal, AbortSignal.timeout(15_000)]) });
  let token = await tokens.getToken();
  let response = await ask(token);
  if (response.status === 401) {
    await response.body?.cancel();
    tokens.invalidate(token);
    token = await tokens.getToken();
    response = await ask(token);
  }
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
    await response.body?.cancel();
    return new Response('Not found', { status: options.notFound.includes(response.status) ? 404 : 502, headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' } });
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': response.headers.get('content-disposition') ?? `attachment; filename="${options.fallbackFileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}
