import { Notice } from '@direct/ui';
import { data, useLocation } from 'react-router';
import { api } from '../../lib/api/api.server.ts';
import { formatMoney } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { brandContext } from '../../lib/request-context.server.ts';
import { privatePage } from '../../lib/security/private-page.server.ts';
import { BookingOverview } from './components/booking-overview.tsx';
import { CancelPanel } from './components/cancel-panel.tsx';
import { DatesPanel } from './components/dates-panel.tsx';
import { SelfServiceLinks } from './components/self-service-links.tsx';
import { loadMyBooking, manageAction, type ManageActionResult } from './my-booking.server.ts';
import manageStyles from './manage.css?url';
import type { Route } from './+types/my-booking.route';

// Its address holds an access token and it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: manageStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('myBooking.title'), { noindex: true });
}

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// "My booking" (booking/manage/:bookingCode/:accessToken): the guest's own page, from the
// confirmation email or a link asked for at booking/manage. Every form works without JavaScript.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadMyBooking(api, context.get(brandContext), { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  return data(page, { headers });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await manageAction(api, context.get(brandContext), { bookingCode: params.bookingCode, accessToken: params.accessToken }, form, request.signal);
  return data<ManageActionResult>(result, { status: result.ok ? 200 : result.problem === 'generic' ? 502 : result.problem === 'refundChanged' || result.problem === 'cancelNotPossible' ? 409 : 400, headers: { 'cache-control': 'no-store' } });
}

export default function MyBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { booking, cancellation } = loaderData;
  const pathOf = (path: string) => localizedPath(pathname, path);
  const fileHref = (fileId: string) => `/resources/my-booking-files/${encodeURIComponent(params.bookingCode)}/${encodeURIComponent(params.accessToken)}/${fileId}`;
  const cancelled = actionData?.intent === 'cancel' && actionData.ok ? actionData : null;
  const datesResult = actionData && actionData.intent !== 'cancel' ? actionData : undefined;
  const cancelResult = actionData?.intent === 'cancel' ? actionData : undefined;

  return (
    <div className="container task-page my-booking">
      <header className="task-page__head">
        <h1>{t('myBooking.title')}</h1>
        <p className="task-page__intro">{t('myBooking.code', { code: booking.booking.code })}</p>
        <p className="muted">{t('myBooking.intro')}</p>
      </header>
      {cancelled && (
        <div role="status">
          <Notice boxed tone="success">
            <p data-testid="cancelled-notice">
              {cancelled.refundMinor > 0 ? t('myBooking.cancelled', { amount: formatMoney({ amountMinor: cancelled.refundMinor, currency: cancelled.currency }, i18n.language) }) : t('myBooking.cancelledNoRefund')}
            </p>
          </Notice>
        </div>
      )}
      <div className="my-booking__grid">
        <BookingOverview booking={booking} fileHref={fileHref} />
        <SelfServiceLinks booking={booking} token={params.accessToken} pathOf={pathOf} />
        {booking.actions.canChangeDates && <DatesPanel booking={booking} result={datesResult} />}
        {booking.actions.canCancel && cancellation && <CancelPanel preview={cancellation} result={cancelResult} />}
      </div>
    </div>
  );
}
