import { Field } from '@direct/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';

// A labelled input with its hint and error tied to it (Field does the ARIA wiring).
export function TextField({
  name,
  label,
  hint,
  error,
  required = true,
  idPrefix = '',
  ...input
}: { name: string; label: string; hint?: ReactNode; error?: string; required?: boolean; idPrefix?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'required'
>) {
  const { t } = useTranslation();
  return (
    <Field id={`${idPrefix}${name}`} label={label} hint={hint} error={error} required={required} requiredText={t('console.forms.required')}>
      {(control) => <input name={name} {...control} {...input} />}
    </Field>
  );
}
