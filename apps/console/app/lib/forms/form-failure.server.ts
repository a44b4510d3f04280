import { ApiError } from '@direct/api-client';
import { staleVersionReason } from '@direct/contracts';
import type { FormErrorCode, FormFailure } from './form-failure.ts';

// An API refusal of a form, as the page shows it: each field's reason next to that field (the
// page translates it), and a reason for the whole form when the refusal is not about one field.
// Other errors (API down, contract broken) are not the visitor's doing: they go on to the error page.
export function formFailureOf(error: unknown, fields: readonly string[], values: Record<string, string> = {}): FormFailure {
  if (!(error instanceof ApiError)) throw error;
  const fieldErrors: Record<string, string> = {};
  let unplaced = false;
  for (const problem of error.fields) {
    // "languages.0" belongs to the "languages" field; a nested path to its top field.
    const field = fields.find((name) => problem.field === name || problem.field.startsWith(`${name}.`));
    if (field) fieldErrors[field] ??= problem.reason;
    else unplaced = true;
  }
  // Someone else saved first (RowVersion): the whole form is stale, not one of its fields.
  if (error.fields.some((problem) => problem.field === 'version' && problem.reason === staleVersionReason)) return { ok: false, fieldErrors: {}, formError: 'stale', values };
  const placed = Object.keys(fieldErrors).length > 0;
  const formError: FormErrorCode | undefined =
    error.code === 'validation_failed' ? (placed && !unplaced ? undefined : 'invalid') : knownCode(error.code);
  return { ok: false, fieldErrors, ...(formError ? { formError } : {}), values };
}

function knownCode(code: string): FormErrorCode {
  switch (code) {
    case 'unauthorized':
    case 'forbidden':
    case 'not_found':
    case 'conflict':
    case 'expired':
    case 'rate_limited':
      return code;
    default:
      return 'invalid';
  }
}

// What a form sent, as text, without the fields that must never be sent back (passwords, codes).
export function keptValues(form: FormData, keep: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of keep) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
