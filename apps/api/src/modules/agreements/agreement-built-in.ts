import { pickAgreementVersion } from '@direct/domain';
import { agreementTextsFor } from './agreement-texts.ts';
import type { AgreementVersionRow } from './agreements.repository.ts';

// Which text a guest signs: the host's newest version in the guest's language, else in the
// property's default language (the brand's), else the platform's built-in text in the guest's
// language. A built-in text has no version row: version 0, and the signature keeps its language.

export type ResolvedAgreement = { id: number | null; version: number; language: string; body: string };

export const builtInVersion = 0;

export function builtInAgreement(language: string): ResolvedAgreement {
  const { texts, locale } = agreementTextsFor(language);
  return { id: null, version: builtInVersion, language: locale, body: texts.builtIn.body };
}

export function builtInTitle(language: string): string {
  return agreementTextsFor(language).texts.builtIn.title;
}

export function resolveAgreement(versions: readonly AgreementVersionRow[], language: string, defaultLanguage: string): ResolvedAgreement {
  return pickAgreementVersion(versions, language, defaultLanguage) ?? builtInAgreement(language);
}
