import type { TranslationKey } from '@direct/i18n/translator';

// A form's refusal as an action returns it (also read in the browser).
export type FormErrorCode = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'stale' | 'expired' | 'rate_limited';
export type FormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: FormErrorCode;
  values: Record<string, string>;
};

export function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

const reasonKeys: Record<string, TranslationKey> = {
  required: 'console.fieldErrors.required',
  invalid_email: 'console.fieldErrors.invalidEmail',
  too_small: 'console.fieldErrors.tooShort',
  too_big: 'console.fieldErrors.tooLong',
  invalid_format: 'console.fieldErrors.invalidFormat',
  taken: 'console.fieldErrors.taken',
  conflict: 'console.fieldErrors.taken',
};

// The text for a field's reason; some fields say more than the generic text can.
export function fieldErrorKey(field: string, reason: string): TranslationKey {
  if (field === 'password' && reason === 'too_small') return 'console.fieldErrors.passwordTooShort';
  if (field === 'brandAlias' && reason === 'invalid_format') return 'console.fieldErrors.aliasFormat';
  if (field === 'code') return 'console.fieldErrors.code';
  if (reason === 'wrong_password') return 'console.fieldErrors.wrongPassword';
  // The brand page's own fields (consoleBrand).
  if (reason === 'low_contrast') return 'consoleBrand.errors.lowContrast';
  if (reason === 'not_in_languages') return 'consoleBrand.errors.defaultNotOffered';
  if (field === 'languages') return 'consoleBrand.errors.noLanguage';
  if (field === 'postalAddress.postcode') return 'consoleBrand.errors.postcode';
  if (field === 'postalAddress.country') return 'consoleBrand.errors.country';
  if (field === 'ga4MeasurementId' || field === 'gtmContainerId' || field === 'metaPixelId') return `consoleBrand.measurement.errors.${field}`;
  return reasonKeys[reason] ?? 'console.fieldErrors.invalid';
}

export const formErrorKeys: Record<FormErrorCode, TranslationKey> = {
  invalid: 'console.formErrors.invalid',
  unauthorized: 'console.formErrors.unauthorized',
  forbidden: 'console.formErrors.forbidden',
  not_found: 'console.formErrors.notFound',
  conflict: 'console.formErrors.conflict',
  stale: 'console.formErrors.stale',
  expired: 'console.formErrors.expired',
  rate_limited: 'console.formErrors.rateLimited',
};
