import { buttonClassName, Notice } from '@direct/ui';
import type { IdentityStatus } from '@direct/contracts';
import { data, Link, redirect, useLocation } from 'react-router';
import { IdentityFileForm } from './components/identity-file-form.tsx';
import { IdentityRule } from './components/identity-rule.tsx';
import { TypedDetailsForm } from './components/typed-details-form.tsx';
import { api } from '../../../lib/api/api.server.ts';
import { notFound } from '../../../lib/catalog/page-errors.server.ts';
import { brandPageMeta } from '../../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { IdentityFormState } from './form-state.ts';
import { loadIdentity, maxUploadRequestBytes, saveTypedDetails, uploadIdentityFile, validAccess } from './identity.server.ts';
import { checkinHubPath, identityPath, nextStepPath } from './paths.ts';
import { brandContext } from '../../../lib/request-context.server.ts';
import identityStyles from './identity.css?url';
import type { Route } from './+types/checkin-identity.route';
import { privatePage } from '../../../lib/security/private-page.server.ts';

// Online check-in, step 4: the ID document and selfie (or, in Spain, typed document details).
// Plain multipart forms with a server action, so it works without JavaScript; the files go
// straight on to the API and are never shown back.

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: identityStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('identity.title'), { noindex: true });
}

const privateHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const status = await loadIdentity(api, brand, { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  // ?saved=<kind or guest> after a successful post (post/redirect/get: a reload doesn't post again).
  const saved = url.searchParams.get('saved');
  return data({ status, saved }, { headers: privateHeaders });
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  if (!validAccess(access)) notFound();
  // A request far beyond any limit is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > maxUploadRequestBytes) {
    return data<IdentityFormState>({ intent: 'upload', kind: '', ok: false, error: 'too_large' }, { status: 413, headers: { 'cache-control': 'no-store' } });
  }
  const form = await request.formData();
  const intent = form.get('intent');
  const here = url.pathname;
  if (intent === 'upload') {
    const failed = await uploadIdentityFile(access, form, request.signal);
    if (!failed) return redirect(`${here}?saved=${encodeURIComponent(String(form.get('kind') ?? ''))}`, 303);
    const status = failed.error === 'too_large' ? 413 : failed.error === 'unsupported_type' ? 415 : 400;
    return data<IdentityFormState>(failed, { status, headers: { 'cache-control': 'no-store' } });
  }
  if (intent === 'typed') {
    const failed = await saveTypedDetails(api, access, form, request.signal);
    if (!failed) return redirect(`${here}?saved=guest-${encodeURIComponent(String(form.get('guest') ?? '1'))}`, 303);
    return data<IdentityFormState>(failed, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  throw data(null, { status: 400 });
}

export default function CheckinIdentityPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status, saved } = loaderData;
  const action = identityPath(pathname, params.bookingCode, params.accessToken);
  return (
    <div className="container task-page identity-page">
      <header className="task-page__head">
        <p className="task-page__back">
          <Link to={checkinHubPath(pathname, params.bookingCode, params.accessToken)}>← {t('identity.backToCheckin')}</Link>
        </p>
        <h1>{t('identity.heading')}</h1>
        <p className="task-page__intro">{t('identity.intro', { code: status.booking.code, property: status.booking.propertyName })}</p>
      </header>
      {!status.required ? (
        <Notice boxed tone="info">
          <p>{t('identity.notRequired')}</p>
        </Notice>
      ) : status.booking.status !== 'confirmed' ? (
        <Notice boxed tone="info">
          <p>{t('identity.notConfirmed')}</p>
        </Notice>
      ) : (
        <IdentityStep status={status} saved={saved} action={action} state={actionData ?? undefined} />
      )}
      <nav className="identity-nav" aria-label={t('identity.title')}>
        <Link className={buttonClassName({ variant: 'secondary' })} to={checkinHubPath(pathname, params.bookingCode, params.accessToken)}>
          {t('identity.backToCheckin')}
        </Link>
        {(status.complete || !status.required) && (
          <Link className={buttonClassName()} to={nextStepPath(pathname, params.bookingCode, params.accessToken)}>
            {t('identity.nextStep')}
          </Link>
        )}
      </nav>
    </div>
  );
}

function IdentityStep({ status, saved, action, state }: { status: IdentityStatus; saved: string | null; action: string; state: IdentityFormState | undefined }) {
  const { t } = useTranslation();
  const booker = status.guests[0];
  return (
    <>
      {status.complete && (
        <Notice boxed tone="success" className="identity-done" data-testid="identity-complete">
          <p>{t('identity.done')}</p>
        </Notice>
      )}
      <IdentityRule status={status} />
      <div className="identity-forms">
        {status.policy.rule === 'document_and_selfie'
          ? status.policy.files.map((requirement) => (
              <IdentityFileForm
                key={requirement.kind}
                requirement={requirement}
                guest={booker}
                action={action}
                state={state?.intent === 'upload' && (state.kind === requirement.kind || state.kind === '') ? state : undefined}
                saved={saved === requirement.kind}
              />
            ))
          : status.guests.map((guest) => (
              <TypedDetailsForm
                key={guest.guest}
                guest={guest}
                documentTypes={status.policy.documentTypes}
                action={action}
                state={state?.intent === 'typed' && state.guest === guest.guest ? state : undefined}
                saved={saved === `guest-${guest.guest}`}
              />
            ))}
      </div>
    </>
  );
}
