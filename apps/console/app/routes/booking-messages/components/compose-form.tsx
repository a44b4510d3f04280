import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Writing to the guest: sent by email from the brand; what the host typed stays after a refusal.
export function ComposeForm({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  return (
    <section className="panel compose" aria-labelledby="compose-title">
      <h2 id="compose-title">{t('consoleMessages.compose.title')}</h2>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate key={answerKey}>
        <CsrfField />
        <Field id="message-body" label={t('consoleMessages.compose.label')} hint={t('consoleMessages.compose.hint')} error={errorOf('body')}>
          {(control) => <textarea name="body" rows={5} maxLength={5000} defaultValue={valueOf(result, 'body')} {...control} />}
        </Field>
        <Button type="submit">{t('consoleMessages.compose.send')}</Button>
      </Form>
    </section>
  );
}
