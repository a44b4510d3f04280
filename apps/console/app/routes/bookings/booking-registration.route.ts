import { endpoints } from '@direct/contracts';
import { hostDownload } from '../../lib/api/host-download.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/booking-registration.route';

// The guest-registration file for Spain (es_ses), Italy (it_alloggiati) or Portugal (pt_siba).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  if (!/^\d{1,10}$/.test(params.bookingId) || !['es_ses', 'it_alloggiati', 'pt_siba'].includes(params.format)) return new Response(null, { status: 404 });
  const query = new URLSearchParams({ format: params.format });
  return hostDownload(endpoints.hostExportBookingRegistration, token, { organizationId: params.organizationId, bookingId: params.bookingId }, query, request.signal);
}
