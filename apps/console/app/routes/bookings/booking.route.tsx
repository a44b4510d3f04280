import { ApiError } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { data, redirect, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { BookingActions } from './components/booking-actions.tsx';
import { BookingGuests } from './components/booking-guests.tsx';
import { BookingMoney } from './components/booking-money.tsx';
import { BookingOverview } from './components/booking-overview.tsx';
import { BookingTimeline } from './components/booking-timeline.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import type { Route } from './+types/booking.route';
import bookingsStyles from './bookings.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bookingsStyles }];

const idOf = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) < 2 ** 31 ? Number(value) : null);

function targetOf(params: { organizationId: string; bookingId: string }) {
  const bookingId = idOf(params.bookingId);
  if (bookingId === null) throw data(null, { status: 404 });
  return { organizationId: Number(params.organizationId), bookingId };
}

// A booking's page: what was booked, the money, check-in, guests (roles with guests:read only),
// the signed agreement, registration files and everything that happened, newest first.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  const [booking, guests] = await orNotFound(
    Promise.all([
      hostCall(endpoints.hostGetBooking, token, { params: target, signal: request.signal }),
      // Roles without guests:read (housekeeping, accountant) are refused: the page says so instead.
      hostCall(endpoints.hostGetBookingGuests, token, { params: target, signal: request.signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }),
    ]),
  );
  return { booking, guests };
}

// "View" on an ID document: a fresh 5-minute link (the API audits it), then the document itself.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  const form = await request.formData();
  const documentId = idOf(String(form.get('documentId') ?? ''));
  const page = `/o/${target.organizationId}/bookings/${target.bookingId}`;
  const t = serverTranslator(context.get(languageContext));
  if (form.get('intent') !== 'view-document' || documentId === null) return redirectWithToast(page, { tone: 'error', message: t('consoleBookings.booking.documentGone') }, context);
  try {
    const link = await hostCall(endpoints.hostCreateDocumentLink, token, { params: { ...target, documentId }, signal: request.signal });
    return redirect(`${page}/documents/${documentId}?token=${encodeURIComponent(link.token)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return redirectWithToast(page, { tone: 'error', message: t('consoleBookings.booking.documentGone') }, context);
    throw error;
  }
}

export default function Booking() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { booking, guests } = useLoaderData<typeof loader>();
  const base = `/o/${organization.id}/bookings`;
  const title = t('consoleBookings.booking.title', { code: booking.code });
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="breadcrumb">
        <a href={base}>{t('consoleBookings.booking.back')}</a>
      </p>
      <div className="page-head">
        <h1 tabIndex={-1}>{title}</h1>
        <StatusBadge status={booking.status} />
      </div>
      <BookingActions base={`${base}/${booking.id}`} role={organization.role} />
      <div className="booking-page">
        <div className="booking-page__main">
          <BookingOverview booking={booking} />
          <BookingMoney booking={booking} />
          <BookingGuests booking={booking} guests={guests} base={`${base}/${booking.id}`} />
        </div>
        <BookingTimeline entries={booking.timeline} />
      </div>
    </>
  );
}
