import { describe, expect, it } from 'vitest';
import { identityPolicyFor, identityRetainUntil, isIdentitySatisfied, requiredIdentityGuests } from './identity-policy.ts';
import { spanishDocumentNumberProblem, validateTypedIdentity } from './typed-document.ts';

describe('identity policy', () => {
  it('picks Spain’s typed rule by country, and the document + selfie default elsewhere', () => {
    expect(identityPolicyFor('es')).toMatchObject({ rule: 'typed_document_fields', reason: 'country_rule', countryCode: 'ES', appliesTo: 'every_adult', files: [] });
    for (const country of ['PT', 'IT', 'CH', null]) {
      const policy = identityPolicyFor(country);
      expect(policy).toMatchObject({ rule: 'document_and_selfie', reason: 'default_rule', appliesTo: 'booker', typedFields: [] });
      expect(policy.files.map((file) => [file.kind, file.maxBytes])).toEqual([
        ['id_document', 10 * 1024 * 1024],
        ['selfie', 10 * 1024 * 1024],
      ]);
    }
    expect(identityPolicyFor('PT').files[0]?.mimeTypes).toContain('application/pdf');
    expect(identityPolicyFor('PT').files[1]?.mimeTypes).not.toContain('application/pdf');
  });

  it('needs the booker’s files by default, and every adult’s typed details in Spain', () => {
    const pt = identityPolicyFor('PT');
    expect(requiredIdentityGuests(pt, 3)).toEqual([1]);
    expect(isIdentitySatisfied(pt, 3, [{ guest: 1, files: ['id_document'], typed: false }])).toBe(false);
    expect(isIdentitySatisfied(pt, 3, [{ guest: 1, files: ['selfie', 'id_document'], typed: false }])).toBe(true);
    const es = identityPolicyFor('ES');
    expect(requiredIdentityGuests(es, 2)).toEqual([1, 2]);
    expect(isIdentitySatisfied(es, 2, [{ guest: 1, files: [], typed: true }])).toBe(false);
    expect(isIdentitySatisfied(es, 2, [{ guest: 1, files: [], typed: true }, { guest: 2, files: [], typed: true }])).toBe(true);
  });

  it('keeps identity data until the end of check-out day plus the retention days', () => {
    expect(identityRetainUntil('2026-05-04', 30).toISOString()).toBe('2026-06-03T23:59:59.999Z');
    expect(identityRetainUntil('2026-05-04', 0).toISOString()).toBe('2026-05-04T23:59:59.999Z');
  });
});

describe('typed document details (Spain)', () => {
  const valid = { documentType: 'dni', documentNumber: '12345678Z', supportNumber: 'ABC123456', expiryDate: '2030-01-31', nationality: 'es' };

  it('accepts a DNI with its check letter and support number, cleaning the input', () => {
    const result = validateTypedIdentity({ ...valid, documentNumber: '12.345.678-z' }, '2026-03-10');
    expect(result).toEqual({ ok: true, document: { documentType: 'dni', documentNumber: '12345678Z', supportNumber: 'ABC123456', expiryDate: '2030-01-31', nationality: 'ES' } });
  });

  it('checks DNI and NIE check letters', () => {
    expect(spanishDocumentNumberProblem('dni', '12345678Z')).toBeNull();
    expect(spanishDocumentNumberProblem('dni', '12345678A')).toBe('invalid_check_letter');
    expect(spanishDocumentNumberProblem('dni', '1234567Z')).toBe('invalid_format');
    expect(spanishDocumentNumberProblem('nie', 'X1234567L')).toBeNull();
    expect(spanishDocumentNumberProblem('nie', 'X1234567A')).toBe('invalid_check_letter');
  });

  it('reports every problem: missing, past or impossible expiry, support number rules', () => {
    const empty = validateTypedIdentity({}, '2026-03-10');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.problems.map((p) => `${p.field}:${p.reason}`)).toEqual(['document_type:required', 'document_number:required', 'expiry_date:required', 'nationality:required']);
    const bad = validateTypedIdentity({ ...valid, supportNumber: '', expiryDate: '2026-03-09', nationality: 'Spain' }, '2026-03-10');
    if (!bad.ok) expect(bad.problems.map((p) => `${p.field}:${p.reason}`)).toEqual(['support_number:required', 'expiry_date:expired', 'nationality:invalid_format']);
    const impossible = validateTypedIdentity({ ...valid, expiryDate: '2030-02-30' }, '2026-03-10');
    if (!impossible.ok) expect(impossible.problems).toEqual([{ field: 'expiry_date', reason: 'invalid_date' }]);
    expect(validateTypedIdentity({ ...valid, expiryDate: '2026-03-10' }, '2026-03-10').ok).toBe(true);
    const passport = validateTypedIdentity({ documentType: 'passport', documentNumber: 'PA1234567', supportNumber: 'ABC123456', expiryDate: '2030-01-01', nationality: 'GB' }, '2026-03-10');
    if (!passport.ok) expect(passport.problems).toEqual([{ field: 'support_number', reason: 'not_applicable' }]);
    expect(validateTypedIdentity({ documentType: 'passport', documentNumber: 'PA1234567', expiryDate: '2030-01-01', nationality: 'GB' }, '2026-03-10').ok).toBe(true);
    expect(validateTypedIdentity({ ...valid, documentType: 'library_card' }, '2026-03-10').ok).toBe(false);
  });
});
