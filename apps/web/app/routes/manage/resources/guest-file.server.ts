import { createTokenSource } from '@direct/api-client';
import { config } from '../../../config.server.ts';
import type { Access } from '../../../lib/payment/payment.server.ts';

// A guest's file (agreement, receipt, invoice) streamed from the API: the JSON client can't carry
// bytes, so this asks with its own client-credentials token (kept in this process).
const tokens = createTokenSource({ apiUrl: config.apiUrl, clientId: config.clientId, clientSecret: config.clientSecret });

export async function guestFileResponse(access: Access, fileId: string, signal: AbortSignal): Promise<Response> {
  const url = new URL(`${config.apiUrl.replace(/\/+$/, '')}/apis/files/${encodeURIComponent(access.bookingCode)}/${encodeURIComponent(fileId)}/download`);
  url.searchParams.set('access_token', access.accessToken);
  const ask = async (token: string) => fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' }, signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]) });
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
    return new Response('Not found', { status: response.status === 404 || response.status === 400 ? 404 : 502, headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' } });
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': response.headers.get('content-disposition') ?? `attachment; filename="${fileId}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}
