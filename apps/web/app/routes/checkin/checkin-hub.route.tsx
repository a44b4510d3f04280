import { ButtonLink } from '@direct/ui';
import { data, useLocation } from 'react-router';
import { CheckinNotice, CheckinSummary } from './components/checkin-summary.tsx';
import { StepList } from './components/step-list.tsx';
import { api } from '../../lib/api/api.server.ts';
import { loadHub, type HubAnswer } from './checkin.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { brandContext } from '../../lib/request-context.server.ts';
import checkinStyles from './checkin.css?url';
import type { Route } from './+types/checkin-hub.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkinStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('checkin.title'), { noindex: true });
}

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// The check-in hub: every step the host requires with its state; never cached (personal data,
// changes with every step).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const answer = await loadHub(api, context.get(brandContext), { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  return data<HubAnswer>(answer, { headers, status: answer.kind === 'cancelled' ? 410 : 200 });
}

export default function CheckinHubPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (loaderData.kind !== 'open') return <CheckinNotice kind={loaderData.kind} paymentPath={loaderData.kind === 'unpaid' ? localizedPath(pathname, loaderData.paymentPath) : undefined} />;
  const { hub } = loaderData;
  const left = hub.steps.filter((step) => step.state === 'pending').length;
  return (
    <div className="container checkin-page">
      <header className="checkin-head">
        <h1>{t('checkin.hub.heading')}</h1>
        <p className="checkin-head__intro">{t('checkin.hub.intro', { code: hub.booking.code, property: hub.booking.propertyName })}</p>
      </header>
      <div className="aside-layout aside-layout--wide">
        <div className="aside-layout__main">
          {hub.checkinReady ? (
            <section className="checkin-card checkin-ready" aria-labelledby="checkin-ready-title" data-testid="checkin-ready">
              <h2 id="checkin-ready-title">{t('checkin.hub.readyHeading')}</h2>
              <p role="status">{t('checkin.hub.ready')}</p>
              <ButtonLink className="button--submit" href={localizedPath(pathname, hub.finishPath)}>
                {t('checkin.hub.finish')}
              </ButtonLink>
            </section>
          ) : (
            <p className="checkin-progress" role="status">
              {t('checkin.hub.notReady', { count: left })}
            </p>
          )}
          <StepList hub={hub} />
        </div>
        <aside className="aside-layout__aside">
          <CheckinSummary booking={hub.booking} />
        </aside>
      </div>
    </div>
  );
}
