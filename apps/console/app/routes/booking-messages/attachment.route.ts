import { endpoints } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { config } from '../../config.server.ts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/attachment.route';

// An attachment a guest sent: the API hands out a five-minute link for the signed-in host, which
// this server follows and passes on as a download. The browser never sees the link.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const ids = {
    organizationId: Number(params.organizationId),
    bookingId: Number(params.bookingId) || 0,
    messageId: Number(params.messageId) || 0,
    documentId: Number(params.documentId) || 0,
  };
  let link;
  try {
    link = await hostCall(endpoints.hostMessageAttachmentLink, token, { params: ids, signal: request.signal });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return new Response(error.message, { status: error.status === 404 ? 404 : 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw error;
  }
  const file = await fetch(new URL(link.path, config.apiUrl), { signal: request.signal });
  if (!file.ok || !file.body) return new Response('The attachment is not available.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(file.body, {
    headers: {
      'content-type': link.mimeType,
      'content-disposition': `attachment; filename="${link.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
