import { endpoints, hostLanguageValues, passwordMaxLength, passwordMinLength } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext, secureCookiesContext } from '../../lib/request-context.server.ts';
import { rememberNext, rememberPendingEmail } from '../../lib/session/pending.server.ts';
import type { Route } from './+types/sign-up.route';

const fields = ['name', 'email', 'password', 'language'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keptValues(form, ['name', 'email', 'language', 'next']);
  const language = textOf(form, 'language') || context.get(languageContext);
  try {
    const answer = await api.call(endpoints.hostSignUp, {
      body: { name: textOf(form, 'name'), email: textOf(form, 'email'), password: textOf(form, 'password'), language: language as 'en' },
      signal: request.signal,
    });
    const secure = context.get(secureCookiesContext);
    const headers = new Headers();
    headers.append('Set-Cookie', rememberPendingEmail(answer.email, secure));
    const next = rememberNext(textOf(form, 'next') || null, secure);
    if (next) headers.append('Set-Cookie', next);
    return redirect('/sign-up/check-email', { headers });
  } catch (error) {
    return formFailureOf(error, fields, values);
  }
}

export default function SignUp() {
  const { t, lng } = useTranslation();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  const [params] = useSearchParams();
  const next = valueOf(result, 'next', params.get('next') ?? '');
  const signInHref = next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
  return (
    <AuthPage
      title={t('console.signUp.title')}
      footer={
        <p>
          {t('console.signUp.haveAccount')} <a href={signInHref}>{t('console.signUp.signIn')}</a>
        </p>
      }
    >
      <p>{t('console.signUp.intro')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack">
        <CsrfField />
        <input type="hidden" name="next" value={next} />
        <TextField name="name" label={t('console.fields.name')} autoComplete="name" maxLength={120} defaultValue={valueOf(result, 'name')} error={errorOf('name')} />
        <TextField name="email" type="email" label={t('console.fields.email')} autoComplete="email" defaultValue={valueOf(result, 'email', params.get('email') ?? '')} error={errorOf('email')} />
        <TextField
          key={answerKey}
          name="password"
          type="password"
          label={t('console.fields.password')}
          autoComplete="new-password"
          minLength={passwordMinLength}
          maxLength={passwordMaxLength}
          hint={t('console.signUp.passwordRules', { min: passwordMinLength, max: passwordMaxLength })}
          error={errorOf('password')}
        />
        <Field id="language" label={t('console.fields.language')} hint={t('console.signUp.languageHint')} error={errorOf('language')}>
          {(control) => (
            <select name="language" {...control} defaultValue={valueOf(result, 'language', lng)}>
              {hostLanguageValues.map((code) => (
                <option key={code} value={code}>
                  {t(`console.languages.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" block>
          {t('console.signUp.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}
