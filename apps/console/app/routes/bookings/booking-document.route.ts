import { endpoints } from '@direct/contracts';
import { hostDownload } from '../../lib/api/host-download.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/booking-document.route';

// An ID document through its short-lived link (the console loads files from itself only). The API
// checks the link and the role and audits the view; a lapsed or foreign link goes back to the
// booking with a message rather than to a blank error.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  if (!/^\d{1,10}$/.test(params.bookingId) || !/^\d{1,10}$/.test(params.documentId)) return new Response(null, { status: 404 });
  const link = new URL(request.url).searchParams.get('token') ?? '';
  const answer = await hostDownload(
    endpoints.hostViewDocument,
    token,
    { organizationId: params.organizationId, bookingId: params.bookingId, documentId: params.documentId },
    new URLSearchParams({ token: link.slice(0, 300) }),
    request.signal,
  );
  if (answer.status === 404 || answer.status === 410 || answer.status === 400) {
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(`/o/${params.organizationId}/bookings/${params.bookingId}`, { tone: 'error', message: t('consoleBookings.booking.documentGone') }, context);
  }
  return answer;
}
