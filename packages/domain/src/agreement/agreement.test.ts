import { describe, expect, it } from 'vitest';
import { agreementContentHash, agreementHashInput } from './agreement-signature.ts';
import { fillAgreement, pickAgreementLanguage, pickAgreementVersion } from './agreement-template.ts';
import { newVerificationCode, normalizeVerificationCode, resendWaitSeconds, verificationBlocked, verificationMaxAttempts } from './email-verification.ts';

describe('fillAgreement', () => {
  it('fills known placeholders, tolerates spaces and keeps unknown ones visible', () => {
    expect(fillAgreement('{{ guestName }} at {{propertyName}} ({{unknown}})', { guestName: 'Ana', propertyName: 'Loft' })).toBe('Ana at Loft ({{unknown}})');
  });

  it('fills every occurrence and does not re-read inserted values', () => {
    expect(fillAgreement('{{guestName}} / {{guestName}}', { guestName: '{{hostName}}', hostName: 'X' })).toBe('{{hostName}} / {{hostName}}');
  });
});

describe('pickAgreementLanguage', () => {
  const versions = [{ language: 'en', id: 1 }, { language: 'de', id: 2 }];
  it('prefers the booking language, then English', () => {
    expect(pickAgreementLanguage(versions, 'de')?.id).toBe(2);
    expect(pickAgreementLanguage(versions, 'pt')?.id).toBe(1);
    expect(pickAgreementLanguage([{ language: 'pt', id: 3 }], 'de')?.id).toBe(3);
    expect(pickAgreementLanguage([], 'de')).toBeNull();
  });
});

describe('agreementContentHash', () => {
  const base = { renderedBody: 'Text', signature: { kind: 'typed' as const, text: 'Ana Silva' }, signedAt: new Date('2026-03-10T12:00:00Z'), signerEmail: 'Ana@Example.test' };
  it('is a SHA-256 hex digest that changes with every part', () => {
    const hash = agreementContentHash(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(agreementContentHash({ ...base, renderedBody: 'Text.' })).not.toBe(hash);
    expect(agreementContentHash({ ...base, signature: { kind: 'typed', text: 'Ana' } })).not.toBe(hash);
    expect(agreementContentHash({ ...base, signedAt: new Date('2026-03-10T12:00:01Z') })).not.toBe(hash);
    expect(agreementContentHash({ ...base, signerEmail: 'other@example.test' })).not.toBe(hash);
    expect(agreementContentHash({ ...base, signature: { kind: 'drawn', imageSha256: 'ab' } })).not.toBe(agreementContentHash({ ...base, signature: { kind: 'uploaded', imageSha256: 'ab' } }));
  });
  it('ignores the email’s letter case', () => {
    expect(agreementHashInput(base)).toBe(agreementHashInput({ ...base, signerEmail: 'ana@example.test' }));
  });
});

describe('email verification', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('makes six-digit codes', () => {
    for (let i = 0; i < 50; i += 1) expect(newVerificationCode()).toMatch(/^\d{6}$/);
    expect(normalizeVerificationCode(' 123-456 ')).toBe('123456');
  });
  it('blocks expired codes and used-up attempts', () => {
    expect(verificationBlocked({ attempts: 0, expiresAt: new Date(now.getTime() + 1000), verifiedAt: null }, now)).toBeNull();
    expect(verificationBlocked({ attempts: 0, expiresAt: now, verifiedAt: null }, now)).toBe('expired');
    expect(verificationBlocked({ attempts: verificationMaxAttempts, expiresAt: new Date(now.getTime() + 1000), verifiedAt: null }, now)).toBe('attempts_used');
  });
  it('limits resends to one a minute', () => {
    expect(resendWaitSeconds(null, now)).toBe(0);
    expect(resendWaitSeconds(new Date(now.getTime() - 30_000), now)).toBe(30);
    expect(resendWaitSeconds(new Date(now.getTime() - 60_000), now)).toBe(0);
  });
});

describe('pickAgreementVersion', () => {
  const versions = [
    { id: 1, language: 'en' },
    { id: 2, language: 'de' },
  ];
  it('prefers the booking language, then the default language, else none (the built-in text)', () => {
    expect(pickAgreementVersion(versions, 'de', 'en')?.id).toBe(2);
    expect(pickAgreementVersion(versions, 'pt', 'de')?.id).toBe(2);
    expect(pickAgreementVersion(versions, 'pt', 'en')?.id).toBe(1);
    expect(pickAgreementVersion([{ id: 3, language: 'en' }], 'pt', 'de')).toBeNull();
  });
});
