import { compareIsoDates, isIsoDate, type IsoDate } from '../dates/iso-date.ts';
import type { TypedIdentityField } from './identity-policy.ts';

// Document details typed in instead of a scan (Spain's guest register). Spanish DNI and NIE
// numbers carry a check letter, and both have a support number (número de soporte) printed on
// the card; passports and other countries' ID cards only a number.

export const identityDocumentTypes = ['dni', 'nie', 'passport', 'id_card'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export type TypedIdentityDocument = {
  documentType: IdentityDocumentType;
  documentNumber: string;
  supportNumber: string | null;
  expiryDate: IsoDate;
  nationality: string;
};

export type TypedIdentityInput = {
  documentType?: string | null | undefined;
  documentNumber?: string | null | undefined;
  supportNumber?: string | null | undefined;
  expiryDate?: string | null | undefined;
  nationality?: string | null | undefined;
};

export type TypedIdentityProblem = {
  field: TypedIdentityField;
  reason: 'required' | 'invalid_choice' | 'invalid_format' | 'invalid_check_letter' | 'invalid_date' | 'expired' | 'not_applicable';
};

const checkLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

const normalise = (value: string | null | undefined) => (value ?? '').replace(/[\s.-]/g, '').toUpperCase();

function checkLetterOk(digits: string, letter: string): boolean {
  return checkLetters[Number(digits) % 23] === letter;
}

/** A DNI is 8 digits and a check letter; a NIE X/Y/Z, 7 digits and a check letter. */
export function spanishDocumentNumberProblem(type: 'dni' | 'nie', number: string): TypedIdentityProblem['reason'] | null {
  if (type === 'dni') {
    const match = /^(\d{8})([A-Z])$/.exec(number);
    if (!match) return 'invalid_format';
    return checkLetterOk(match[1]!, match[2]!) ? null : 'invalid_check_letter';
  }
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(number);
  if (!match) return 'invalid_format';
  const prefix = String('XYZ'.indexOf(match[1]!));
  return checkLetterOk(`${prefix}${match[2]!}`, match[3]!) ? null : 'invalid_check_letter';
}

/**
 * Checks typed document details; `today` is the check date in the property's calendar. Returns the
 * cleaned document, or every problem found (one per field at most).
 */
export function validateTypedIdentity(
  input: TypedIdentityInput,
  today: IsoDate,
): { ok: true; document: TypedIdentityDocument } | { ok: false; problems: TypedIdentityProblem[] } {
  const problems: TypedIdentityProblem[] = [];
  const type = (input.documentType ?? '').trim().toLowerCase();
  const number = normalise(input.documentNumber);
  const support = normalise(input.supportNumber);
  const expiry = (input.expiryDate ?? '').trim();
  const nationality = (input.nationality ?? '').trim().toUpperCase();

  const knownType = (identityDocumentTypes as readonly string[]).includes(type) ? (type as IdentityDocumentType) : null;
  if (!type) problems.push({ field: 'document_type', reason: 'required' });
  else if (!knownType) problems.push({ field: 'document_type', reason: 'invalid_choice' });

  if (!number) problems.push({ field: 'document_number', reason: 'required' });
  else if (knownType === 'dni' || knownType === 'nie') {
    const problem = spanishDocumentNumberProblem(knownType, number);
    if (problem) problems.push({ field: 'document_number', reason: problem });
  } else if (!/^[A-Z0-9]{3,20}$/.test(number)) problems.push({ field: 'document_number', reason: 'invalid_format' });

  const needsSupport = knownType === 'dni' || knownType === 'nie';
  if (needsSupport) {
    // DNI: three letters and six digits (ABC123456); NIE: a letter and eight digits (E12345678).
    if (!support) problems.push({ field: 'support_number', reason: 'required' });
    else if (!/^([A-Z]{3}\d{6}|[A-Z]\d{8})$/.test(support)) problems.push({ field: 'support_number', reason: 'invalid_format' });
  } else if (support && knownType) problems.push({ field: 'support_number', reason: 'not_applicable' });

  if (!expiry) problems.push({ field: 'expiry_date', reason: 'required' });
  else if (!isIsoDate(expiry)) problems.push({ field: 'expiry_date', reason: 'invalid_date' });
  else if (compareIsoDates(expiry, today) < 0) problems.push({ field: 'expiry_date', reason: 'expired' });

  if (!nationality) problems.push({ field: 'nationality', reason: 'required' });
  else if (!/^[A-Z]{2}$/.test(nationality)) problems.push({ field: 'nationality', reason: 'invalid_format' });

  if (problems.length > 0 || !knownType) return { ok: false, problems };
  return {
    ok: true,
    document: { documentType: knownType, documentNumber: number, supportNumber: needsSupport ? support : null, expiryDate: expiry, nationality },
  };
}
