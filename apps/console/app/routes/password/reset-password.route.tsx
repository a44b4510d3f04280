import { endpoints, passwordMaxLength, passwordMinLength } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import type { Route } from './+types/reset-password.route';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await api.call(endpoints.hostResetPassword, { body: { token: textOf(form, 'token'), password: textOf(form, 'password') }, signal: request.signal });
    return redirect('/sign-in?passwordChanged=1');
  } catch (error) {
    const failure = formFailureOf(error, ['password']);
    // A problem with the token itself (not the password) means the link is old or broken.
    const tokenProblem = failure.formError === 'invalid' && !failure.fieldErrors['password'];
    return tokenProblem ? { ...failure, formError: 'expired' as const } : failure;
  }
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  return (
    <AuthPage title={t('console.resetPassword.title')} footer={<a href="/forgot-password">{t('console.resetPassword.newLink')}</a>}>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack">
        <CsrfField />
        <input type="hidden" name="token" value={params.get('token') ?? ''} />
        <TextField
          key={answerKey}
          name="password"
          type="password"
          label={t('console.fields.newPassword')}
          autoComplete="new-password"
          minLength={passwordMinLength}
          maxLength={passwordMaxLength}
          hint={t('console.signUp.passwordRules', { min: passwordMinLength, max: passwordMaxLength })}
          error={errorOf('password')}
        />
        <Button type="submit" block>
          {t('console.resetPassword.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}
