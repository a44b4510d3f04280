import { Button, Field, Notice, panelClassName } from '@direct/ui';
import type { IdentityStatus } from '@direct/contracts';

type IdentityDocumentType = IdentityStatus['policy']['documentTypes'][number];
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import { errorKeys, type TypedFieldName, type TypedFormState } from '../form-state.ts';
import { StepBadge } from './identity-rule.tsx';

type Guest = IdentityStatus['guests'][number];

// One adult's document details (Spain): a plain form; the API checks the check letter, the
// support number and the expiry date, and its field reasons come back here in the guest's language.
export function TypedDetailsForm({
  guest,
  documentTypes,
  action,
  state,
  saved,
}: {
  guest: Guest;
  documentTypes: readonly IdentityDocumentType[];
  action: string;
  state: TypedFormState | undefined;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const prefix = `identity-guest-${guest.guest}`;
  const errorOf = (field: TypedFieldName) => (state?.errors[field] ? t(errorKeys[state.errors[field]]) : null);
  const valueOf = (field: TypedFieldName) => state?.values[field] ?? '';
  const heading = guest.name
    ? t('identity.typed.guestHeading', { number: guest.guest, name: guest.isBooker ? `${guest.name} (${t('identity.typed.booker')})` : guest.name })
    : t('identity.typed.guestHeadingUnnamed', { number: guest.guest });

  const field = (name: TypedFieldName, label: string, input: (props: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode, hint?: string) => {
    const id = `${prefix}-${name}`;
    const error = errorOf(name);
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => input({ id, describedBy: control['aria-describedby'], invalid: Boolean(error) })}
      </Field>
    );
  };

  return (
    <Form method="post" action={action} className={panelClassName({}, 'identity-card')} aria-labelledby={`${prefix}-title`} data-testid={`identity-typed-${guest.guest}`}>
      <div className="identity-card__head">
        <h2 id={`${prefix}-title`}>{heading}</h2>
        <StepBadge done={guest.typedProvided} />
      </div>
      {saved && !state && (
        <Notice boxed tone="success">
          <p>{t('identity.typed.success', { number: guest.guest })}</p>
        </Notice>
      )}
      {state?.formError && (
        <Notice boxed tone="error">
          <p>{t(errorKeys[state.formError])}</p>
        </Notice>
      )}
      {state && Object.keys(state.errors).length > 0 && (
        <Notice boxed tone="error">
          <p>{t('identity.errors.heading')}</p>
        </Notice>
      )}
      <input type="hidden" name="intent" value="typed" />
      <input type="hidden" name="guest" value={guest.guest} />
      <div className="identity-fields">
        {field('document_type', t('identity.typed.documentType'), ({ id, describedBy, invalid }) => (
          <select id={id} name="document_type" required defaultValue={valueOf('document_type')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="field__control">
            <option value="">{t('identity.typed.choose')}</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`identity.typed.documentTypes.${type as IdentityDocumentType}`)}
              </option>
            ))}
          </select>
        ))}
        {field('document_number', t('identity.typed.documentNumber'), ({ id, describedBy, invalid }) => (
          <input id={id} name="document_number" required autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={40} defaultValue={valueOf('document_number')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="field__control" />
        ))}
        {field(
          'support_number',
          t('identity.typed.supportNumber'),
          ({ id, describedBy, invalid }) => (
            <input id={id} name="support_number" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={40} defaultValue={valueOf('support_number')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="field__control" />
          ),
          t('identity.typed.supportNumberHint'),
        )}
        {field('expiry_date', t('identity.typed.expiryDate'), ({ id, describedBy, invalid }) => (
          <input id={id} name="expiry_date" type="date" required defaultValue={valueOf('expiry_date')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="field__control" />
        ))}
        {field(
          'nationality',
          t('identity.typed.nationality'),
          ({ id, describedBy, invalid }) => (
            <input id={id} name="nationality" required autoComplete="country" maxLength={2} autoCapitalize="characters" spellCheck={false} defaultValue={valueOf('nationality')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="field__control identity-field--short" />
          ),
          t('identity.typed.nationalityHint'),
        )}
      </div>
      <Button type="submit">{t('identity.typed.submit')}</Button>
    </Form>
  );
}
