import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { keyRoles } from '../key-roles.ts';

export function CreateKeyForm({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  return (
    <section className="panel" aria-labelledby="create-key-title">
      <h2 id="create-key-title">{t('console.apiKeys.createTitle')}</h2>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-row" key={answerKey}>
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <TextField idPrefix="key-" name="name" label={t('console.apiKeys.name')} hint={t('console.apiKeys.nameHint')} autoComplete="off" defaultValue={valueOf(result, 'name')} error={errorOf('name')} />
        <Field id="key-role" label={t('console.apiKeys.permissionsOf')} error={errorOf('role')}>
          {(control) => (
            <select name="role" {...control} defaultValue={valueOf(result, 'role', 'front_desk')}>
              {keyRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`console.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">{t('console.apiKeys.create')}</Button>
      </Form>
    </section>
  );
}
