import { endpoints } from '@direct/contracts';
import { Button, Notice } from '@direct/ui';
import { Form, useActionData, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { secureCookiesContext } from '../../lib/request-context.server.ts';
import { signedInRedirect } from '../../lib/session/pending.server.ts';
import type { Route } from './+types/sign-in.route';

// Two steps on one page: email and password; then, for an account with a second factor, the
// code. The API's short-lived challenge travels in a hidden field between the two.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const secure = context.get(secureCookiesContext);
  const next = textOf(form, 'next') || null;
  if (form.get('step') === 'two_factor') {
    const challenge = textOf(form, 'challenge');
    try {
      const { session } = await api.call(endpoints.hostSignInTwoFactor, { body: { challenge, code: textOf(form, 'code') }, signal: request.signal });
      return signedInRedirect(request, session, { secure, next });
    } catch (error) {
      const failure = formFailureOf(error, ['code'], keptValues(form, ['next']));
      // A wrong code is the code's fault; an expired challenge sends the host back to the password.
      if (failure.formError === 'unauthorized') return { ...failure, step: 'two_factor' as const, challenge, formError: undefined, fieldErrors: { code: 'wrong_code' } };
      if (failure.formError === 'expired') return { ...failure, step: 'password' as const };
      return { ...failure, step: 'two_factor' as const, challenge };
    }
  }
  try {
    const answer = await api.call(endpoints.hostSignIn, { body: { email: textOf(form, 'email'), password: textOf(form, 'password') }, signal: request.signal });
    if (answer.kind === 'session') return signedInRedirect(request, answer.session, { secure, next });
    return { ok: true as const, step: 'two_factor' as const, challenge: answer.challenge, values: keptValues(form, ['next']) };
  } catch (error) {
    const failure = formFailureOf(error, ['email', 'password'], keptValues(form, ['email', 'next']));
    // The API refuses an account whose email is not confirmed yet.
    return { ...failure, step: 'password' as const, unconfirmed: failure.formError === 'forbidden' };
  }
}

export default function SignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  const next = result?.values?.next ?? params.get('next') ?? '';
  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  if (result?.step === 'two_factor' && 'challenge' in result && result.challenge) {
    return (
      <AuthPage title={t('console.twoFactor.title')}>
        <p>{t('console.twoFactor.intro')}</p>
        <FormErrorSummary result={result} />
        <Form method="post" noValidate className="form-stack">
          <CsrfField />
          <input type="hidden" name="step" value="two_factor" />
          <input type="hidden" name="challenge" value={result.challenge} />
          <input type="hidden" name="next" value={next} />
          <TextField key={answerKey} name="code" label={t('console.fields.code')} hint={t('console.twoFactor.codeHint')} autoComplete="one-time-code" inputMode="text" maxLength={32} error={errorOf('code')} />
          <Button type="submit" block>
            {t('console.twoFactor.submit')}
          </Button>
        </Form>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('console.signIn.title')}
      footer={
        <p>
          {t('console.signIn.noAccount')} <a href={withNext('/sign-up')}>{t('console.signIn.signUp')}</a>
        </p>
      }
    >
      {params.has('signedOut') && <Notice tone="success">{t('console.signIn.signedOut')}</Notice>}
      {params.has('passwordChanged') && <Notice tone="success">{t('console.signIn.passwordChanged')}</Notice>}
      {result && 'unconfirmed' in result && result.unconfirmed ? (
        <Notice tone="error" boxed>
          {t('console.signIn.unconfirmed')} <a href="/magic-link">{t('console.signIn.unconfirmedLink')}</a>
        </Notice>
      ) : (
        <FormErrorSummary result={result} />
      )}
      <Form method="post" noValidate className="form-stack">
        <CsrfField />
        <input type="hidden" name="next" value={next} />
        <TextField name="email" type="email" label={t('console.fields.email')} autoComplete="username" defaultValue={valueOf(result, 'email')} error={errorOf('email')} />
        <TextField key={answerKey} name="password" type="password" label={t('console.fields.password')} autoComplete="current-password" error={errorOf('password')} />
        <Button type="submit" block>
          {t('console.signIn.submit')}
        </Button>
      </Form>
      <ul className="link-list">
        <li>
          <a href={withNext('/magic-link')}>{t('console.signIn.magicLink')}</a>
        </li>
        <li>
          <a href="/forgot-password">{t('console.signIn.forgotPassword')}</a>
        </li>
      </ul>
    </AuthPage>
  );
}
