import { z } from 'zod';

// Terms & conditions (check-in step 3): the host's agreement filled with the booking's facts,
// the signer's email verified by a one-time code, then a typed, drawn or uploaded signature.
// Every call proves access with the booking code and its access token.

export const agreementSignatureKinds = ['typed', 'drawn', 'uploaded'] as const;
export type AgreementSignatureKind = (typeof agreementSignatureKinds)[number];

const AccessToken = z.string().min(10).max(300).describe('The booking’s access token (from its links)');

export const AgreementParams = z.strictObject({ bookingCode: z.string().min(3).max(40) });
export const AgreementQuery = z.strictObject({ access_token: AccessToken });

export const AgreementSignatureFacts = z
  .object({
    signedAt: z.iso.datetime({ offset: true }),
    signerName: z.string(),
    signerEmail: z.string(),
    kind: z.enum(agreementSignatureKinds),
    typedSignature: z.string().nullable(),
    contentHash: z.string().describe('SHA-256 (hex) of the text, the signature, the time and the signer email'),
    pdfAvailable: z.boolean(),
  })
  .meta({ id: 'AgreementSignatureFacts' });
export type AgreementSignatureFacts = z.infer<typeof AgreementSignatureFacts>;

// GET /apis/agreements/{bookingCode}
export const AgreementView = z
  .object({
    booking: z.object({
      code: z.string(),
      brandId: z.number().int(),
      language: z.string(),
      guestName: z.string(),
      propertyName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
    }),
    agreement: z.object({
      title: z.string(),
      version: z.number().int(),
      language: z.string(),
      body: z.string().describe('The filled text; once signed, exactly the text that was signed'),
    }),
    signer: z.object({
      email: z.string(),
      emailVerified: z.boolean(),
      codeSentAt: z.iso.datetime({ offset: true }).nullable(),
      resendInSeconds: z.number().int().min(0),
    }),
    signature: AgreementSignatureFacts.nullable(),
    limits: z.object({
      maxSignatureBytes: z.number().int(),
      maxSignatureMegabytes: z.number(),
      drawnTypes: z.array(z.string()),
      uploadedTypes: z.array(z.string()),
      codeLength: z.number().int(),
      maxAttempts: z.number().int(),
      codeMinutes: z.number().int(),
    }),
  })
  .meta({ id: 'AgreementView' });
export type AgreementView = z.infer<typeof AgreementView>;

// POST /apis/agreements/{bookingCode}/verification_code
export const AgreementCodeBody = z.strictObject({ access_token: AccessToken });
export const AgreementCodeSent = z
  .object({ sentTo: z.string(), expiresAt: z.iso.datetime({ offset: true }), resendInSeconds: z.number().int() })
  .meta({ id: 'AgreementCodeSent' });
export type AgreementCodeSent = z.infer<typeof AgreementCodeSent>;

// POST /apis/agreements/{bookingCode}/verify
export const AgreementVerifyBody = z.strictObject({
  access_token: AccessToken,
  code: z.string().trim().min(1, 'code is required').max(20),
});
export const AgreementVerified = z.object({ verified: z.literal(true) }).meta({ id: 'AgreementVerified' });

// POST /apis/agreements/{bookingCode}/sign: JSON (signature_image as base64) or multipart/form-data
// (the image as the file field signature_file; the other fields as text).
const Consent = z.union([z.literal(true), z.literal('true'), z.literal('on')], { error: 'You must accept the agreement to sign it' });
export const AgreementSignBody = z.strictObject({
  access_token: AccessToken,
  signer_name: z.string().trim().min(1, 'signer_name is required').max(120),
  kind: z.enum(agreementSignatureKinds),
  typed_signature: z.string().trim().max(120).optional().describe('Required for kind typed'),
  signature_image: z.string().max(6_000_000).optional().describe('kind drawn (PNG) or uploaded (PNG/JPEG), base64 or a data: URL (JSON requests)'),
  signature_file: z.any().optional().describe('The image as a file (multipart requests)'),
  accept_terms: Consent,
});
export type AgreementSignBody = z.infer<typeof AgreementSignBody>;
