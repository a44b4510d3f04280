import { Notice } from '@direct/ui';
import { data, useLocation } from 'react-router';
import { ArrivalForm } from './components/arrival-form.tsx';
import { api } from '../../../lib/api/api.server.ts';
import type { ArrivalFormState } from './arrival-form.ts';
import { loadArrival, saveArrival } from './arrival.server.ts';
import { formatDate } from '../../../lib/catalog/format.ts';
import { localizedPath } from '../../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { brandContext } from '../../../lib/request-context.server.ts';
import arrivalStyles from './arrival-time.css?url';
import type { Route } from './+types/arrival-time.route';
import { privatePage } from '../../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: arrivalStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('review.arrival.title'), { noindex: true });
}

// Specify or change the arrival time (specify_arrival_time). Never cached: the link is personal.
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const arrival = await loadArrival(api, brand, { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  const saved = url.searchParams.get('saved') === '1';
  return data({ arrival, saved }, { headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } });
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const brand = context.get(brandContext);
  const form = await request.formData();
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const result = await saveArrival(api, brand, access, url.pathname, form, request.signal);
  if (result instanceof Response) return result;
  const status = result.problem === 'failed' ? 502 : result.problem === 'tooLate' || result.problem === 'notConfirmed' ? 409 : 400;
  return data<ArrivalFormState>(result, { status, headers: { 'cache-control': 'no-store' } });
}

export default function ArrivalTimePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { arrival, saved } = loaderData;
  const hubPath = localizedPath(pathname, `/booking/checkin/${encodeURIComponent(params.bookingCode)}/${encodeURIComponent(params.accessToken)}`);

  return (
    <div className="container task-page task-page--narrow">
      <header className="task-page__head">
        <h1>{t('review.arrival.title')}</h1>
        <p className="task-page__intro">
          {t('review.arrival.intro', { code: arrival.bookingCode, property: arrival.propertyName, date: formatDate(arrival.checkIn, i18n.language) })}
        </p>
      </header>
      <div className="arrival-facts">
        <p>{t('review.arrival.checkInFrom', { time: arrival.checkInTime })}</p>
        {arrival.earlyCheckIn && <p>{t('review.arrival.earlyFrom', { label: arrival.earlyCheckIn.label, time: arrival.earliestArrivalTime })}</p>}
        <p data-testid="arrival-current">{arrival.arrivalTime ? t('review.arrival.current', { time: arrival.arrivalTime }) : t('review.arrival.notYet')}</p>
      </div>
      {saved && arrival.arrivalTime && !actionData && (
        <Notice boxed tone="success">
          <p>{t('review.arrival.saved', { time: arrival.arrivalTime })}</p>
        </Notice>
      )}
      {arrival.canChange ? (
        <ArrivalForm action={pathname} arrival={arrival} state={actionData} />
      ) : (
        <Notice boxed tone="info">
          <p>
            {arrival.status === 'confirmed'
              ? t('review.arrival.tooLate')
              : arrival.status === 'pending_payment'
                ? t('review.arrival.notConfirmed')
                : t('review.arrival.locked')}
          </p>
        </Notice>
      )}
      <p className="arrival-links">
        <a href={hubPath}>{t('review.arrival.backToCheckin')}</a>
      </p>
    </div>
  );
}
