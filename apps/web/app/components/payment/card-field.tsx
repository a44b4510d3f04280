import { Field } from '@direct/ui';
import type { FormEvent, InputHTMLAttributes } from 'react';

// A card form input: a required text field whose hint and error are tied to it (Field).
export function CardInputField({
  id,
  label,
  hint,
  error,
  onInput,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'autoComplete' | 'inputMode' | 'maxLength' | 'defaultValue' | 'placeholder' | 'spellCheck' | 'autoCapitalize' | 'pattern'
>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required className={className}>
      {(control) => <input {...control} type="text" onInput={onInput} {...input} />}
    </Field>
  );
}
