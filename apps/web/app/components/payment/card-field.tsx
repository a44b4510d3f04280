import type { FormEvent, InputHTMLAttributes } from 'react';

// A labelled card form input with its hint and error (aria-describedby, aria-invalid).
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field__control"
        onInput={onInput}
        {...input}
      />
      {error && (
        <p id={errorId} className="field__error">
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.2v.3" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
