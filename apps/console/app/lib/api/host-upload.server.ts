import { config } from '../../config.server.ts';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { tokens } from './api.server.ts';
import { hostSessionHeader } from './host-call.server.ts';

// A file upload to an API operation for the signed-in host (photos, logos): the one call the
// endpoint objects' JSON client can't make. The body is either the browser's own multipart
// request, passed on as it streams in (the console never holds the whole file), or a form the
// console built. The answer is the API's, untouched: the browser's script reads the photo or the
// error envelope from it.
//
// A streamed body can't be sent twice, so a refused bearer token is not retried with a fresh one
// as api.call does: the token source hands out a token that is still valid for a while.
export type UploadBody = { stream: ReadableStream<Uint8Array>; contentType: string; contentLength: string | null } | FormData;

export async function hostUpload(path: string, session: string, body: UploadBody, signal: AbortSignal): Promise<Response> {
  const bearer = await tokens.getToken();
  const caller = currentRequestInfo();
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${bearer}`,
    [hostSessionHeader]: session,
    ...(caller?.requestId ? { 'x-request-id': caller.requestId } : {}),
    ...(caller?.clientAddress ? { 'x-direct-client-address': caller.clientAddress } : {}),
  };
  const streamed = !(body instanceof FormData);
  if (streamed) {
    headers['content-type'] = body.contentType;
    if (body.contentLength) headers['content-length'] = body.contentLength;
  }
  const response = await fetch(`${config.apiUrl}${path}`, {
    method: 'POST',
    headers,
    body: streamed ? body.stream : body,
    signal,
    // Node's fetch sends a stream as it is read, without waiting for the end of it.
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
  if (response.status === 401) tokens.invalidate(bearer);
  return response;
}
