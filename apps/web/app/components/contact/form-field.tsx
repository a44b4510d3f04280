import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

// A labelled input or textarea with its hint and error, tied together for screen readers
// (aria-describedby, aria-invalid). Uncontrolled: what the guest typed stays in the field while
// the form is sent, and a full-page answer renders it back through defaultValue.
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field__control',
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="field__optional"> {t('contact.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={7} maxLength={input.maxLength} minLength={input.minLength} />
      ) : (
        <input {...common} {...input} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          <ErrorIcon />
          {error}
        </p>
      )}
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.2v.3" />
    </svg>
  );
}
