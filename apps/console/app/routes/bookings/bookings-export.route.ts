import { endpoints } from '@direct/contracts';
import { hostDownload } from '../../lib/api/host-download.server.ts';
import { readListQuery } from '../../lib/lists/list-query.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { apiFilters, bookingListSpec } from './booking-list-query.ts';
import type { Route } from './+types/bookings-export.route';

// The list's "Export CSV": the API's file for the same filters, as an attachment.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(apiFilters(url, readListQuery(url, bookingListSpec)))) if (value !== undefined) query.set(name, value);
  return hostDownload(endpoints.hostExportBookings, token, { organizationId: Number(params.organizationId) }, query, request.signal);
}
