import { Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { fieldErrorKey, formErrorKeys, isFormFailure } from '../lib/forms/form-failure.ts';

// A failed post's summary at the top of its form; it takes the focus when it appears, so keyboard
// and screen-reader users land on what went wrong.
export function FormErrorSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const failure = isFormFailure(result) ? result : undefined;
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const fieldCount = Object.keys(failure.fieldErrors).length;
  return (
    <Notice tone="error" boxed focusable ref={ref} className="form-summary">
      {failure.formError ? t(formErrorKeys[failure.formError]) : t('console.formErrors.fixFields', { count: fieldCount })}
    </Notice>
  );
}

// The translated error of one field of a failed post, if it has one.
export function useFieldError(result: unknown): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    if (!isFormFailure(result)) return undefined;
    const reason = result.fieldErrors[field];
    return reason ? t(fieldErrorKey(field, reason)) : undefined;
  };
}

export function valueOf(result: unknown, field: string, fallback = ''): string {
  return isFormFailure(result) ? (result.values[field] ?? fallback) : fallback;
}

// A key that changes with every answer to a post: given to a secret field (password, code) or a
// form to clear what the browser kept in it, since client-side navigation keeps the DOM's values.
export function useAnswerKey(result: unknown): string {
  const location = useLocation().key;
  const seen = useRef({ result, location, key: 0, answered: false });
  const state = seen.current;
  // An answer empties the field once, when it shows. React Router shows a failed post's answer
  // while it reloads the page's data and moves to the new location only after: that second
  // change must not empty the field again (what was typed in between would be lost).
  if (state.result !== result) Object.assign(state, { result, key: state.key + 1, answered: true });
  if (state.location !== location) {
    // A successful post redirects (with a toast): the new location empties the form too.
    if (!state.answered) state.key += 1;
    Object.assign(state, { location, answered: false });
  }
  return String(state.key);
}
