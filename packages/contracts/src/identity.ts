import { z } from 'zod';

// Online check-in, step 4: proof of identity. The rule follows the property's country
// (packages/domain identity policy); files are checked by content, stored encrypted and never
// served back, so answers say what was provided, never where it is.

export const identityRules = ['document_and_selfie', 'typed_document_fields'] as const;
export const identityFileKinds = ['id_document', 'selfie'] as const;
export const identityDocumentTypes = ['dni', 'nie', 'passport', 'id_card'] as const;
export const typedIdentityFieldNames = ['document_type', 'document_number', 'support_number', 'expiry_date', 'nationality'] as const;

export const IdentityFileKind = z.enum(identityFileKinds);
export type IdentityFileKind = z.infer<typeof IdentityFileKind>;

export const IdentityFileRequirement = z
  .object({
    kind: IdentityFileKind,
    mimeTypes: z.array(z.string()).describe('Accepted content types, detected from the bytes'),
    formats: z.array(z.string()).describe('The same formats as people name them (JPEG, PNG, …)'),
    maxBytes: z.number().int(),
    maxMegabytes: z.number().int(),
  })
  .meta({ id: 'IdentityFileRequirement' });
export type IdentityFileRequirement = z.infer<typeof IdentityFileRequirement>;

export const IdentityPolicyView = z
  .object({
    rule: z.enum(identityRules),
    reason: z.enum(['country_rule', 'default_rule']).describe('country_rule: the property’s country has its own rule; default_rule: it has none'),
    countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2 of the property'),
    appliesTo: z.enum(['booker', 'every_adult']),
    files: z.array(IdentityFileRequirement),
    typedFields: z.array(z.enum(typedIdentityFieldNames)),
    documentTypes: z.array(z.enum(identityDocumentTypes)).describe('Choices of document_type (typed rule)'),
  })
  .meta({ id: 'IdentityPolicy' });
export type IdentityPolicyView = z.infer<typeof IdentityPolicyView>;

export const IdentityGuestState = z
  .object({
    guest: z.number().int().min(1).describe('1-based among the adults; 1 is the booker'),
    name: z.string().nullable(),
    isBooker: z.boolean(),
    files: z.array(z.object({ kind: IdentityFileKind, uploadedAt: z.iso.datetime({ offset: true }) })),
    typedProvided: z.boolean(),
    complete: z.boolean(),
  })
  .meta({ id: 'IdentityGuestState' });
export type IdentityGuestState = z.infer<typeof IdentityGuestState>;

// GET /apis/identity/{bookingCode}/{accessToken}
export const IdentityStatus = z
  .object({
    booking: z.object({ code: z.string(), brandId: z.number().int(), status: z.string().describe('Changes are taken for confirmed bookings only'), propertyName: z.string(), checkIn: z.string(), checkOut: z.string(), language: z.string() }),
    required: z.boolean().describe('Whether the host requires this step for the property'),
    policy: IdentityPolicyView,
    guests: z.array(IdentityGuestState),
    complete: z.boolean(),
    retainUntil: z.iso.datetime({ offset: true }).describe('When the files and details are deleted'),
  })
  .meta({ id: 'IdentityStatus' });
export type IdentityStatus = z.infer<typeof IdentityStatus>;

// POST …/documents answer (multipart in: kind, guest?, file).
export const IdentityUploadResult = z
  .object({
    kind: IdentityFileKind,
    guest: z.number().int(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    status: IdentityStatus,
  })
  .meta({ id: 'IdentityUploadResult' });
export type IdentityUploadResult = z.infer<typeof IdentityUploadResult>;

// POST …/typed (Spain)
export const TypedIdentityBody = z
  .strictObject({
    guest: z.coerce.number().int().min(1).max(50).default(1),
    document_type: z.string().max(20).optional(),
    document_number: z.string().max(40).optional(),
    support_number: z.string().max(40).optional(),
    expiry_date: z.string().max(20).optional().describe('YYYY-MM-DD, not in the past'),
    nationality: z.string().max(60).optional().describe('ISO 3166-1 alpha-2'),
  })
  .meta({ id: 'TypedIdentityBody' });
export type TypedIdentityBody = z.infer<typeof TypedIdentityBody>;
