import { endpoints, pathOf } from '@direct/contracts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/image-upload.route';

// A picture the editor puts in a post's body: the multipart body goes on to the API's photo
// pipeline as it arrives; its JSON answer (the picture's address, or the error envelope) comes
// back as it is. The CSRF token travels in a header (checked by the middleware).
export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Response.json({ error: { code: 'unsupported_media_type', message: 'Send the picture as multipart/form-data.', fields: [{ field: 'file', reason: 'unsupported_type', message: '' }] } }, { status: 415 });
  }
  let upstream: Response;
  try {
    const path = pathOf(endpoints.hostUploadContentImage, { organizationId: Number(params.organizationId) });
    upstream = await hostUpload(path, token, { stream: request.body, contentType, contentLength: request.headers.get('content-length') }, request.signal);
  } catch {
    return Response.json({ error: { code: 'service_unavailable', message: 'The upload could not be completed.', fields: [{ field: 'file', reason: 'network', message: '' }] } }, { status: 502 });
  }
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' } });
}
