import { endpoints, pathOf } from '@direct/contracts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/upload.route';

// One photo from the page's script (XHR, so the browser can show its progress): the multipart
// body is passed on to the API as it arrives, with the host's session; the API's JSON answer (the
// photo, or the error envelope naming the field) comes back as it is. The CSRF token travels in a
// header here (the middleware checks it before this runs), so the body is never read twice.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Response.json({ error: { code: 'unsupported_media_type', message: 'Send the photo as multipart/form-data.', fields: [{ field: 'file', reason: 'unsupported_type', message: '' }] } }, { status: 415 });
  }
  const target = { organizationId: Number(params.organizationId), propertyId: Number(params.propertyId) };
  let upstream: Response;
  try {
    upstream = await hostUpload(pathOf(endpoints.hostUploadPropertyPhoto, target), token, { stream: request.body, contentType, contentLength: request.headers.get('content-length') }, request.signal);
  } catch {
    // The API closed the connection while the file was still arriving (a refusal mid-upload) or is down.
    return Response.json({ error: { code: 'service_unavailable', message: 'The upload could not be completed.', fields: [{ field: 'file', reason: 'network', message: '' }] } }, { status: 502 });
  }
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' } });
}
