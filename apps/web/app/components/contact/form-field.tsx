import { Field } from '@direct/ui';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

// A labelled input or textarea with its hint and error (the design system's Field ties them
// together for screen readers). Uncontrolled: what the guest typed stays in the field while the
// form is sent, and a full-page answer renders it back through defaultValue.
export function FormField({
  id,
  name,
  label,
  optional = false,
  hint,
  error,
  defaultValue,
  multiline = false,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  defaultValue?: string;
  multiline?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'minLength'>) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={!optional} optionalText={t('contact.optional')}>
      {(control) =>
        multiline ? (
          <textarea {...control} name={name} defaultValue={defaultValue} rows={7} maxLength={input.maxLength} minLength={input.minLength} />
        ) : (
          <input {...control} name={name} defaultValue={defaultValue} {...input} />
        )
      }
    </Field>
  );
}
