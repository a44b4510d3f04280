import type { TranslationKey } from '@direct/i18n/translator';

// What the identity page's forms get back from their action (plain posts keep working without
// JavaScript: the page renders again with this state).

export const typedFieldNames = ['document_type', 'document_number', 'support_number', 'expiry_date', 'nationality'] as const;
export type TypedFieldName = (typeof typedFieldNames)[number];

// Reasons the API gives on its fields, plus the page's own.
export type IdentityErrorReason =
  | 'too_large'
  | 'unsupported_type'
  | 'required'
  | 'not_accepted'
  | 'invalid_choice'
  | 'invalid_format'
  | 'invalid_check_letter'
  | 'invalid_date'
  | 'expired'
  | 'not_applicable'
  | 'generic'
  | 'unavailable';

export type UploadFormState = { intent: 'upload'; kind: string; ok: false; error: IdentityErrorReason };

export type TypedFormState = {
  intent: 'typed';
  guest: number;
  ok: false;
  values: Partial<Record<TypedFieldName, string>>;
  errors: Partial<Record<TypedFieldName, IdentityErrorReason>>;
  formError: IdentityErrorReason | null;
};

export type IdentityFormState = UploadFormState | TypedFormState;

const knownReasons = new Set<string>([
  'too_large',
  'unsupported_type',
  'required',
  'not_accepted',
  'invalid_choice',
  'invalid_format',
  'invalid_check_letter',
  'invalid_date',
  'expired',
  'not_applicable',
]);

export function reasonOf(reason: string | undefined): IdentityErrorReason {
  return reason && knownReasons.has(reason) ? (reason as IdentityErrorReason) : 'generic';
}

// Catalog key of each reason under identity.errors.
export const errorKeys = {
  too_large: 'identity.errors.tooLarge',
  unsupported_type: 'identity.errors.unsupportedType',
  required: 'identity.errors.required',
  not_accepted: 'identity.errors.notAccepted',
  invalid_choice: 'identity.errors.invalidChoice',
  invalid_format: 'identity.errors.invalidFormat',
  invalid_check_letter: 'identity.errors.invalidCheckLetter',
  invalid_date: 'identity.errors.invalidDate',
  expired: 'identity.errors.expired',
  not_applicable: 'identity.errors.notApplicable',
  generic: 'identity.errors.generic',
  unavailable: 'identity.errors.unavailable',
} as const satisfies Record<IdentityErrorReason, TranslationKey>;
