import type { ReactNode } from 'react';

// A labelled control with its hint and error tied to it for screen readers: the control gets
// aria-describedby (hint, error) and aria-invalid. `children` receives those attributes so any
// control (input, textarea, select, a combobox) can be the field's control.
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
};

export function Field({
  id,
  label,
  hint,
  error,
  required,
  optionalText,
  requiredText,
  className,
  alertError,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Shown after the label of a field that may stay empty (translated by the caller). */
  optionalText?: string;
  /** The accessible name of the required marker (translated by the caller); a visible "*". */
  requiredText?: string;
  className?: string;
  /** The error is announced when it appears (role=alert): for forms that don't move focus to it. */
  alertError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && requiredText && (
          <span className="field__required" title={requiredText}>
            {' *'}
          </span>
        )}
        {!required && optionalText && <span className="field__optional"> {optionalText}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, className: 'field__control', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {error && (
        <p id={errorId} className="field__error" role={alertError ? 'alert' : undefined}>
          <ErrorMark />
          {error}
        </p>
      )}
    </div>
  );
}

function ErrorMark() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.2v.3" />
    </svg>
  );
}
