import { endpoints } from '@direct/contracts';
import { useActionData, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { TokenStep } from '../../components/token-step.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { secureCookiesContext } from '../../lib/request-context.server.ts';
import { signedInRedirect } from '../../lib/session/pending.server.ts';
import type { Route } from './+types/verify-email.route';

// The confirmation link of the sign-up email: confirms the address and signs the host in.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const { session } = await api.call(endpoints.hostVerifyEmail, { body: { token: textOf(form, 'token') }, signal: request.signal });
    return signedInRedirect(request, session, { secure: context.get(secureCookiesContext) });
  } catch (error) {
    const failure = formFailureOf(error, []);
    // A malformed token is as useless as an old one: the same advice.
    return failure.formError === 'invalid' ? { ...failure, formError: 'expired' as const } : failure;
  }
}

export default function VerifyEmail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('console.verifyEmail.title')} footer={<a href="/sign-in">{t('console.signIn.title')}</a>}>
      <TokenStep token={params.get('token') ?? ''} intro={t('console.verifyEmail.intro')} submit={t('console.verifyEmail.submit')} result={result} />
    </AuthPage>
  );
}
