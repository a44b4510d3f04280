import type { TranslationKey } from '@direct/i18n/translator';
import { Field } from '@direct/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The pricing forms' fields: each labelled, with its hint and its error (in the page's language)
// tied to it, and what the host typed kept after a refusal.

const reasons = new Set([
  'required',
  'too_small',
  'too_big',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'invalid_amount',
  'invalid_number',
  'invalid_whole',
  'invalid_date',
  'out_of_range',
  'too_precise',
  'not_applicable',
  'pet_fee_per_pet',
  'per_pet_needs_pet_fee',
  'children_exempt_already',
  'slot_fixed_price',
  'slot_single',
  'before_start',
  'below_used',
  'taken',
  'not_found',
  'mixed_currencies',
]);

/** The translated error of one field of a refused form, if it has one. */
export function usePricingErrors(result: unknown): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    if (!isFormFailure(result)) return undefined;
    const reason = result.fieldErrors[field];
    if (!reason) return undefined;
    // The API's date and time formats say "invalid_date", "invalid_datetime", "invalid_time".
    const known = reasons.has(reason) ? reason : reason.startsWith('invalid_date') || reason === 'invalid_time' ? 'invalid_date' : 'invalid';
    return t(`consolePricing.errors.${known}` as TranslationKey);
  };
}

type Common = { name: string; label: string; hint?: ReactNode; error?: string | undefined; required?: boolean; idPrefix: string };

export function InputField({ name, label, hint, error, required = false, idPrefix, suffix, ...input }: Common & { suffix?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>) {
  const { t } = useTranslation();
  return (
    <Field id={`${idPrefix}${name}`} label={label} hint={hint} error={error} required={required} requiredText={t('consolePricing.common.required')} optionalText={required ? undefined : t('consolePricing.common.optional')}>
      {(control) =>
        suffix ? (
          <span className="pricing-input-with-suffix">
            <input name={name} {...control} {...input} />
            <span aria-hidden="true">{suffix}</span>
          </span>
        ) : (
          <input name={name} {...control} {...input} />
        )
      }
    </Field>
  );
}

export function SelectField({ name, label, hint, error, idPrefix, value, options }: Common & { value: string; options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Field id={`${idPrefix}${name}`} label={label} hint={hint} error={error} required requiredText={t('consolePricing.common.required')}>
      {(control) => (
        <select name={name} {...control} defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ name, label, hint, error, idPrefix, checked }: Omit<Common, 'required'> & { checked: boolean }) {
  const id = `${idPrefix}${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'pricing-checkbox field--invalid' : 'pricing-checkbox'}>
      <label className="checkbox" htmlFor={id}>
        <input type="checkbox" id={id} name={name} defaultChecked={checked} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ name, label, hint, error, idPrefix, value, maxLength }: Common & { value: string; maxLength: number }) {
  const { t } = useTranslation();
  return (
    <Field id={`${idPrefix}${name}`} label={label} hint={hint} error={error} optionalText={t('consolePricing.common.optional')}>
      {(control) => <textarea name={name} rows={3} maxLength={maxLength} {...control} defaultValue={value} />}
    </Field>
  );
}
