import { endpoints } from '@direct/contracts';
import { Button, Notice } from '@direct/ui';
import { data, Form, useActionData, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { TokenStep } from '../../components/token-step.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext, secureCookiesContext } from '../../lib/request-context.server.ts';
import { rememberNext, signedInRedirect } from '../../lib/session/pending.server.ts';
import type { Route } from './+types/magic-link.route';

// Without a token: ask for a sign-in link by email. With the emailed link's token: sign in.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const secure = context.get(secureCookiesContext);
  if (form.has('token')) {
    try {
      const { session } = await api.call(endpoints.hostSignInWithMagicLink, { body: { token: textOf(form, 'token') }, signal: request.signal });
      return signedInRedirect(request, session, { secure });
    } catch (error) {
      const failure = formFailureOf(error, []);
      return failure.formError === 'invalid' ? { ...failure, formError: 'expired' as const } : failure;
    }
  }
  try {
    await api.call(endpoints.hostRequestMagicLink, { body: { email: textOf(form, 'email'), language: context.get(languageContext) }, signal: request.signal });
    const next = rememberNext(textOf(form, 'next') || null, secure);
    return data({ ok: true as const, sent: true }, next ? { headers: { 'Set-Cookie': next } } : undefined);
  } catch (error) {
    return formFailureOf(error, ['email'], keptValues(form, ['email', 'next']));
  }
}

export default function MagicLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>() as unknown;
  const errorOf = useFieldError(result);
  const token = params.get('token');
  if (token) {
    return (
      <AuthPage title={t('console.magicLink.signInTitle')}>
        <TokenStep token={token} intro={t('console.magicLink.signInIntro')} submit={t('console.magicLink.signInSubmit')} result={result} />
      </AuthPage>
    );
  }
  const sent = typeof result === 'object' && result !== null && (result as { sent?: boolean }).sent === true;
  return (
    <AuthPage title={t('console.magicLink.title')} footer={<a href="/sign-in">{t('console.magicLink.usePassword')}</a>}>
      {sent ? (
        <Notice tone="success" boxed>
          {t('console.magicLink.sent')}
        </Notice>
      ) : (
        <>
          <p>{t('console.magicLink.intro')}</p>
          <FormErrorSummary result={result} />
          <Form method="post" noValidate className="form-stack">
            <CsrfField />
            <input type="hidden" name="next" value={valueOf(result, 'next', params.get('next') ?? '')} />
            <TextField name="email" type="email" label={t('console.fields.email')} autoComplete="email" defaultValue={valueOf(result, 'email')} error={errorOf('email')} />
            <Button type="submit" block>
              {t('console.magicLink.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthPage>
  );
}
