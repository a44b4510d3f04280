import { endpoints, pathOf } from '@direct/contracts';
import { hostFile } from '../../lib/api/host-file.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/deposit-photo.route';

// A photo of the damage on the console's own origin (its policy loads images from itself only),
// for the signed-in host whose role may read the booking; never cached.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const target = { organizationId: Number(params.organizationId), bookingId: Number(params.bookingId), documentId: Number(params.documentId) };
  if (!Object.values(target).every((id) => Number.isInteger(id) && id > 0)) return new Response('Not found', { status: 404 });
  let upstream: Response;
  try {
    upstream = await hostFile(pathOf(endpoints.hostGetDepositPhoto, target), token, request.signal);
  } catch {
    return new Response('Service unavailable', { status: 503 });
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return new Response('Not found', { status: 404 });
  }
  return new Response(upstream.body, {
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
}
