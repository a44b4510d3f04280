import { ButtonLink } from '@direct/ui';
import { data, useLocation } from 'react-router';
import { AgreementText } from './components/agreement-text.tsx';
import { SignAgreementForm } from './components/sign-agreement-form.tsx';
import { SignedSummary } from './components/signed-summary.tsx';
import { VerifyEmail } from './components/verify-email.tsx';
import { agreementPdfResponse } from './agreement-pdf.server.ts';
import { agreementAction, loadAgreement, type AgreementAccess } from './agreement.server.ts';
import { api } from '../../lib/api/api.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { brandContext } from '../../lib/request-context.server.ts';
import agreementStyles from './agreement.css?url';
import type { Route } from './+types/agreement.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Check-in step 3, Terms & conditions: /agreement/{bookingCode}?access={token}. The guest reads
// the host's agreement filled with the booking, confirms their email with a one-time code and
// signs (typed, drawn or an uploaded image); then downloads the signed PDF (?pdf=1).

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: agreementStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('agreement.title'), { noindex: true });
}

const accessOf = (params: { bookingCode: string }, request: Request): AgreementAccess => ({
  bookingCode: params.bookingCode,
  accessToken: new URL(request.url).searchParams.get('access') ?? '',
});

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// The PDF download answers here, before any page is rendered: a route middleware may answer
// with its own Response (the page's loader could only answer data).
export const middleware: Route.MiddlewareFunction[] = [
  privatePage,
  async ({ url, request, params, context }, next) => {
    if (request.method !== 'GET' || url.searchParams.get('pdf') !== '1') return next();
    const access = accessOf(params, request);
    await loadAgreement(api, context.get(brandContext).id, access, request.signal);
    return agreementPdfResponse(access, request.signal);
  },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = accessOf(params, request);
  const view = await loadAgreement(api, context.get(brandContext).id, access, request.signal);
  return data({ view, accessToken: access.accessToken }, { headers });
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const access = accessOf(params, request);
  const view = await loadAgreement(api, context.get(brandContext).id, access, request.signal);
  return agreementAction(api, access, view, request, url);
}

export default function AgreementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const { view, accessToken } = loaderData;
  const { booking } = view;
  const code = booking.code;
  const locale = i18n.language === 'pt' ? 'pt-PT' : i18n.language === 'en' ? 'en-GB' : i18n.language;
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const hubHref = localizedPath(pathname, `/booking/checkin/${encodeURIComponent(code)}/${encodeURIComponent(accessToken)}`);
  const pdfParams = new URLSearchParams(search);
  pdfParams.set('pdf', '1');
  const state = actionData && 'intent' in actionData ? actionData : undefined;

  return (
    <div className="container task-page">
      <p className="agreement-back">
        <a href={hubHref}>← {t('agreement.backToCheckin')}</a>
      </p>
      <header className="task-page__head">
        <h1>{t('agreement.heading')}</h1>
        <p className="task-page__intro">
          {t('agreement.intro', { code, property: booking.propertyName, checkIn: day(booking.checkIn), checkOut: day(booking.checkOut) })}
        </p>
      </header>
      <div className="aside-layout">
        <AgreementText title={view.agreement.title} version={view.agreement.version} body={view.agreement.body} language={view.agreement.language} />
        <div className="aside-layout__column">
          {view.signature ? (
            <SignedSummary signature={view.signature} pdfHref={`${pathname}?${pdfParams}`} />
          ) : (
            <>
              <VerifyEmail view={view} state={state} />
              <SignAgreementForm view={view} state={state?.intent === 'sign' ? state : undefined} />
            </>
          )}
          <p className="agreement-back agreement-back--end">
            <ButtonLink variant="secondary" href={hubHref}>
              {t('agreement.backToCheckin')}
            </ButtonLink>
          </p>
        </div>
      </div>
    </div>
  );
}
