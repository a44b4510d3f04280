import type { HostRoleName } from '@direct/contracts';
import { canAssignRole, hostRoles } from '@direct/domain/host-access';
import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

export function InviteForm({ actorRole, result }: { actorRole: HostRoleName; result: unknown }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const roles = hostRoles.filter((role) => canAssignRole(actorRole, role));
  const failed = typeof result === 'object' && result !== null && (result as { ok?: boolean }).ok === false;
  // A sent invitation empties the form for the next one; a refused one keeps what was typed.
  const answerKey = useAnswerKey(result);
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('console.team.inviteTitle')}</h2>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-row" key={answerKey}>
        <CsrfField />
        <input type="hidden" name="intent" value="invite" />
        <TextField idPrefix="invite-" name="email" type="email" label={t('console.fields.email')} autoComplete="off" defaultValue={failed ? valueOf(result, 'email') : ''} error={errorOf('email')} />
        <Field id="invite-role" label={t('console.fields.role')} error={errorOf('role')}>
          {(control) => (
            <select name="role" {...control} defaultValue={valueOf(result, 'role', 'front_desk')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`console.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">{t('console.team.invite')}</Button>
      </Form>
    </section>
  );
}
