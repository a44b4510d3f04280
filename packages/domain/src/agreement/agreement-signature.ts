import { createHash } from 'node:crypto';

// What a signature is made of, and the hash that seals a signed agreement: SHA-256 over the exact
// text, the signature (typed text, or the image's own SHA-256), the signing time and the signer's
// email, each on its own labelled line so no two different inputs share a hash input.

export const signatureKinds = ['typed', 'drawn', 'uploaded'] as const;
export type SignatureKind = (typeof signatureKinds)[number];

export const signatureImageMaxBytes = 2 * 1024 * 1024;
export const signatureImageMaxMegabytes = signatureImageMaxBytes / (1024 * 1024);
// Drawn signatures come from a canvas (PNG); uploads may also be photos (JPEG).
export const drawnSignatureTypes = ['image/png'] as const;
export const uploadedSignatureTypes = ['image/png', 'image/jpeg'] as const;

export type SignatureEvidence = { kind: 'typed'; text: string } | { kind: 'drawn' | 'uploaded'; imageSha256: string };

export type SealInput = { renderedBody: string; signature: SignatureEvidence; signedAt: Date; signerEmail: string };

export function agreementHashInput(input: SealInput): string {
  const signature = input.signature.kind === 'typed' ? `typed:${input.signature.text}` : `${input.signature.kind}:sha256:${input.signature.imageSha256}`;
  return [
    'agreement-v1',
    `signed-at:${input.signedAt.toISOString()}`,
    `signer-email:${input.signerEmail.toLowerCase()}`,
    `signature:${signature}`,
    'text:',
    input.renderedBody,
  ].join('\n');
}

export function agreementContentHash(input: SealInput): string {
  return createHash('sha256').update(agreementHashInput(input), 'utf8').digest('hex');
}
