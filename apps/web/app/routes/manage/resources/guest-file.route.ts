import { api } from '../../../lib/api/api.server.ts';
import { brandContext } from '../../../lib/request-context.server.ts';
import { loadMyBooking } from '../my-booking.server.ts';
import { guestFileResponse } from './guest-file.server.ts';
import type { Route } from './+types/guest-file.route';

// GET /resources/my-booking-files/:bookingCode/:accessToken/:fileId: the booking must be this
// brand's (the same 404 otherwise), then the PDF comes from the API's files call.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  await loadMyBooking(api, context.get(brandContext), access, request.signal);
  if (!/^(agreement|invoice|receipt-\d{1,10})$/.test(params.fileId)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return guestFileResponse(access, params.fileId, request.signal);
}
