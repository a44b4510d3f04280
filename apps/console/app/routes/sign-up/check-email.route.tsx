import { endpoints } from '@direct/contracts';
import { Button, Notice } from '@direct/ui';
import { Form, useActionData, useLoaderData } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { pendingEmail } from '../../lib/session/pending.server.ts';
import type { Route } from './+types/check-email.route';

export function loader({ request }: Route.LoaderArgs) {
  return { email: pendingEmail(request) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const email = pendingEmail(request);
  if (!email) return { ok: false as const, fieldErrors: {}, formError: 'expired' as const, values: {} };
  try {
    await api.call(endpoints.hostResendVerification, { body: { email, language: context.get(languageContext) }, signal: request.signal });
    return { ok: true as const };
  } catch (error) {
    return formFailureOf(error, []);
  }
}

export default function CheckEmail() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('console.checkEmail.title')}>
      <p>{email ? t('console.checkEmail.sentTo', { email }) : t('console.checkEmail.sent')}</p>
      <p>{t('console.checkEmail.next')}</p>
      {result?.ok && <Notice tone="success">{t('console.checkEmail.resent')}</Notice>}
      <FormErrorSummary result={result} />
      {email && (
        <Form method="post">
          <CsrfField />
          <p>{t('console.checkEmail.noEmail')}</p>
          <Button type="submit" variant="secondary">
            {t('console.checkEmail.resend')}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}
