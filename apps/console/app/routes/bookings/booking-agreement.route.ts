import { endpoints } from '@direct/contracts';
import { hostDownload } from '../../lib/api/host-download.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/booking-agreement.route';

// The signed agreement's PDF, from the console's own origin.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  if (!/^\d{1,10}$/.test(params.bookingId)) return new Response(null, { status: 404 });
  return hostDownload(endpoints.hostDownloadBookingAgreement, token, { organizationId: params.organizationId, bookingId: params.bookingId }, new URLSearchParams(), request.signal);
}
