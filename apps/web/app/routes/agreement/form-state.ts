import type { AgreementSignatureKind } from '@direct/contracts';

// What the agreement page's actions answer (the fetcher-less <Form>'s action data): each form
// gets back its own state, and the sign form keeps what the guest typed.

export type CodeProblem = 'invalid_code' | 'code_expired' | 'attempts_exhausted' | 'no_code' | 'generic';
export type SignField = 'signer_name' | 'typed_signature' | 'signature' | 'accept_terms' | 'form';
export type SignProblem = 'required' | 'too_large' | 'wrong_type' | 'not_verified' | 'already_signed' | 'generic';
export type SignValues = { signerName: string; typedSignature: string; kind: AgreementSignatureKind };

export type AgreementActionState =
  | { intent: 'send-code'; status: 'sent' }
  | { intent: 'send-code'; status: 'rate_limited'; seconds: number }
  | { intent: 'send-code'; status: 'error' }
  | { intent: 'verify'; status: 'verified' }
  | { intent: 'verify'; status: 'invalid'; problem: CodeProblem }
  | { intent: 'sign'; status: 'invalid'; values: SignValues; problems: Partial<Record<SignField, SignProblem>> };

export const signFields: readonly SignField[] = ['signer_name', 'typed_signature', 'signature', 'accept_terms', 'form'];
