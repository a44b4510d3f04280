import { endpoints } from '@direct/contracts';
import { Button } from '@direct/ui';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { ApiError } from '@direct/api-client';
import { api } from '../../lib/api/api.server.ts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { sessionTokenContext } from '../../lib/request-context.server.ts';
import { signInAddress } from '../../lib/session/next-address.ts';
import type { Route } from './+types/accept.route';

// An emailed invitation: what it offers (before signing in), then sign in or up, then accept.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const signedIn = context.get(sessionTokenContext) !== undefined;
  try {
    const preview = await api.call(endpoints.hostPreviewInvitation, { body: { token }, signal: request.signal });
    return { token, preview, problem: null, signedIn, here: `${url.pathname}${url.search}` };
  } catch (error) {
    // Too many tries from this address (someone guessing tokens): the page says so with 429, and
    // does not call a good invitation expired.
    if (error instanceof ApiError && error.status === 429) return data({ token, preview: null, problem: 'rate_limited' as const, signedIn, here: '' }, { status: 429 });
    if (error instanceof ApiError && error.status < 500) return { token, preview: null, problem: 'expired' as const, signedIn, here: '' };
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = context.get(sessionTokenContext);
  const back = `/invitations/accept?token=${encodeURIComponent(textOf(form, 'token'))}`;
  if (!token) throw redirect(signInAddress(back));
  try {
    const organization = await hostCall(endpoints.hostAcceptInvitation, token, { body: { token: textOf(form, 'token') }, signal: request.signal });
    return redirect(`/o/${organization.id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(signInAddress(back));
    return formFailureOf(error, []);
  }
}

export default function AcceptInvitation() {
  const { t } = useTranslation();
  const { token, preview, problem, signedIn, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!preview) {
    return (
      <AuthPage title={t('console.invitation.title')}>
        <p>{t(problem === 'rate_limited' ? 'console.formErrors.rateLimited' : 'console.invitation.expired')}</p>
      </AuthPage>
    );
  }
  const next = encodeURIComponent(here);
  return (
    <AuthPage title={t('console.invitation.title')}>
      <p>{t('console.invitation.offer', { inviter: preview.invitedBy, organization: preview.organizationName, role: t(`console.roles.${preview.role}`) })}</p>
      <p className="muted">{t('console.invitation.forEmail', { email: preview.email })}</p>
      <FormErrorSummary result={result} />
      {signedIn ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" block>
            {t('console.invitation.accept')}
          </Button>
        </Form>
      ) : (
        <>
          <p>{t('console.invitation.signInFirst')}</p>
          <p className="button-row">
            <a className="button" href={`/sign-up?next=${next}&email=${encodeURIComponent(preview.email)}`}>
              {t('console.invitation.signUp')}
            </a>
            <a className="button button--secondary" href={`/sign-in?next=${next}`}>
              {t('console.invitation.signIn')}
            </a>
          </p>
        </>
      )}
    </AuthPage>
  );
}
