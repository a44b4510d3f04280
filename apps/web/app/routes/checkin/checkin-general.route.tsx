import type { FirstStepInfo } from '@direct/contracts';
import { data, useLocation } from 'react-router';
import { AccessForm } from './components/access-form.tsx';
import { CheckinNotice, CheckinSummary } from './components/checkin-summary.tsx';
import { GeneralForm } from './components/general-form.tsx';
import { api } from '../../lib/api/api.server.ts';
import { loadGeneralInfo, requestAccess, saveGeneralInfo, type AccessFormState, type GeneralFormState, type StepAnswer } from './checkin.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { brandContext } from '../../lib/request-context.server.ts';
import checkinStyles from './checkin.css?url';
import type { Route } from './+types/checkin-general.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkinStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('checkin.general.heading'), { noindex: true });
}

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

type View = { view: 'access' } | ({ view: 'step'; accessToken: string } & StepAnswer<FirstStepInfo>);

// Step 1. The link carries the token as ?access=; without it the page asks for the booking code
// and the booker's email (a booking code alone shows nothing).
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('access');
  if (!token) return data<View>({ view: 'access' }, { headers });
  const answer = await loadGeneralInfo(api, context.get(brandContext), { bookingCode: params.bookingCode, accessToken: token }, request.signal);
  return data<View>({ view: 'step', accessToken: token, ...answer }, { headers, status: answer.kind === 'cancelled' ? 410 : 200 });
}

type ActionState = { form: 'access'; state: AccessFormState } | { form: 'general'; state: GeneralFormState };

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'access') {
    const result = await requestAccess(api, context.get(brandContext), url.pathname, form, request.signal);
    if (result instanceof Response) return result;
    return data<ActionState>({ form: 'access', state: result }, { status: result.problem === 'rate_limited' ? 429 : 400, headers: { 'cache-control': 'no-store' } });
  }
  if (form.get('intent') !== 'general') throw data(null, { status: 400 });
  const token = url.searchParams.get('access') ?? '';
  const result = await saveGeneralInfo(api, { bookingCode: params.bookingCode, accessToken: token }, url.pathname, form, request.signal);
  if (result instanceof Response) return result;
  return data<ActionState>({ form: 'general', state: result }, { status: 400, headers: { 'cache-control': 'no-store' } });
}

export default function CheckinGeneralPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const action = `${pathname}${search}`;
  if (loaderData.view === 'access') {
    return (
      <div className="container checkin-page checkin-page--narrow">
        <h1>{t('checkin.hub.heading')}</h1>
        <AccessForm action={action} state={actionData?.form === 'access' ? actionData.state : undefined} bookingCode={params.bookingCode} />
      </div>
    );
  }
  if (loaderData.kind !== 'open') return <CheckinNotice kind={loaderData.kind} paymentPath={loaderData.kind === 'unpaid' ? localizedPath(pathname, loaderData.paymentPath) : undefined} />;
  const { info } = loaderData;
  const hub = localizedPath(pathname, `/booking/checkin/${encodeURIComponent(info.bookingCode)}/${encodeURIComponent(loaderData.accessToken)}`);
  return (
    <div className="container checkin-page">
      <header className="checkin-head">
        <p className="checkin-note">
          <a href={hub}>{t('checkin.hub.heading')}</a>
        </p>
        <h1>{t('checkin.general.heading')}</h1>
      </header>
      <div className="aside-layout aside-layout--wide">
        <div className="aside-layout__main">
          <GeneralForm info={info} action={action} state={actionData?.form === 'general' ? actionData.state : undefined} />
        </div>
        <aside className="aside-layout__aside">
          <CheckinSummary booking={{ code: info.bookingCode, propertyName: info.propertyName, checkIn: info.checkIn, checkOut: info.checkOut, adults: 0, children: 0 }} />
        </aside>
      </div>
    </div>
  );
}
