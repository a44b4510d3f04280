import { endpoints } from '@direct/contracts';
import { Button, Notice } from '@direct/ui';
import { Form, useActionData } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/forgot-password.route';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await api.call(endpoints.hostRequestPasswordReset, { body: { email: textOf(form, 'email'), language: context.get(languageContext) }, signal: request.signal });
    return { ok: true as const };
  } catch (error) {
    return formFailureOf(error, ['email'], keptValues(form, ['email']));
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  return (
    <AuthPage title={t('console.forgotPassword.title')} footer={<a href="/sign-in">{t('console.forgotPassword.back')}</a>}>
      {result?.ok ? (
        <Notice tone="success" boxed>
          {t('console.forgotPassword.sent')}
        </Notice>
      ) : (
        <>
          <p>{t('console.forgotPassword.intro')}</p>
          <FormErrorSummary result={result} />
          <Form method="post" noValidate className="form-stack">
            <CsrfField />
            <TextField name="email" type="email" label={t('console.fields.email')} autoComplete="email" defaultValue={valueOf(result, 'email')} error={errorOf('email')} />
            <Button type="submit" block>
              {t('console.forgotPassword.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthPage>
  );
}
