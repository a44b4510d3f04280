import { addDays, type IsoDate } from '../dates/iso-date.ts';

// Which proof of identity a host's property asks of its guests (online check-in, step 4). The rule
// follows the property's country: most countries' hosts keep a scan of the ID and a selfie of the
// booker; Spain's guest register (parte de viajeros) takes the document's details typed in for
// every adult instead, so no copy of the document is kept there.

export const identityFileKinds = ['id_document', 'selfie'] as const;
export type IdentityFileKind = (typeof identityFileKinds)[number];

export const megabyte = 1024 * 1024;

export type IdentityFileRequirement = {
  kind: IdentityFileKind;
  // MIME types read from the file's content (never its name).
  mimeTypes: readonly string[];
  // The same formats as people name them, for messages and hints.
  formats: readonly string[];
  maxBytes: number;
};

export const typedIdentityFields = ['document_type', 'document_number', 'support_number', 'expiry_date', 'nationality'] as const;
export type TypedIdentityField = (typeof typedIdentityFields)[number];

export type IdentityRule = 'document_and_selfie' | 'typed_document_fields';
// Why this rule: the property's country has its own rule, or none (the default applies).
export type IdentityRuleReason = 'country_rule' | 'default_rule';

export type IdentityPolicy = {
  rule: IdentityRule;
  reason: IdentityRuleReason;
  // ISO 3166-1 alpha-2 of the property, as the rule was picked for it (null: unknown).
  countryCode: string | null;
  // Whose proof is needed: the booker only, or every adult of the booking.
  appliesTo: 'booker' | 'every_adult';
  files: readonly IdentityFileRequirement[];
  typedFields: readonly TypedIdentityField[];
};

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
const imageFormats = ['JPEG', 'PNG', 'WebP', 'HEIC'] as const;

export const defaultIdentityFiles: readonly IdentityFileRequirement[] = [
  { kind: 'id_document', mimeTypes: [...imageTypes, 'application/pdf'], formats: [...imageFormats, 'PDF'], maxBytes: 10 * megabyte },
  { kind: 'selfie', mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], formats: ['JPEG', 'PNG', 'WebP'], maxBytes: 10 * megabyte },
];

// Countries whose own rule replaces the default. Adding one is adding a line here.
const countryRules: Readonly<Record<string, Omit<IdentityPolicy, 'countryCode' | 'reason'>>> = {
  ES: { rule: 'typed_document_fields', appliesTo: 'every_adult', files: [], typedFields: typedIdentityFields },
};

const defaultRule: Omit<IdentityPolicy, 'countryCode' | 'reason'> = {
  rule: 'document_and_selfie',
  appliesTo: 'booker',
  files: defaultIdentityFiles,
  typedFields: [],
};

/** The identity rule for a property in this country (ISO alpha-2, any letter case; null → default). */
export function identityPolicyFor(countryCode: string | null): IdentityPolicy {
  const code = countryCode ? countryCode.trim().toUpperCase() : null;
  const own = code ? countryRules[code] : undefined;
  return own ? { ...own, countryCode: code, reason: 'country_rule' } : { ...defaultRule, countryCode: code, reason: 'default_rule' };
}

/** The guests (1-based, adults in booking order; 1 is the booker) whose proof the policy needs. */
export function requiredIdentityGuests(policy: IdentityPolicy, adults: number): number[] {
  if (policy.appliesTo === 'booker') return [1];
  return Array.from({ length: Math.max(1, adults) }, (_, index) => index + 1);
}

export type ProvidedIdentity = { guest: number; files: readonly IdentityFileKind[]; typed: boolean };

/** Whether everything the policy asks of this booking is provided. */
export function isIdentitySatisfied(policy: IdentityPolicy, adults: number, provided: readonly ProvidedIdentity[]): boolean {
  return requiredIdentityGuests(policy, adults).every((guest) => {
    const given = provided.find((entry) => entry.guest === guest);
    if (!given) return false;
    if (policy.typedFields.length > 0 && !given.typed) return false;
    return policy.files.every((file) => given.files.includes(file.kind));
  });
}

/** Identity files and details are kept until the end of check-out day plus the host's retention days (UTC). */
export function identityRetainUntil(checkOut: IsoDate, retentionDays: number): Date {
  return new Date(`${addDays(checkOut, Math.max(0, retentionDays))}T23:59:59.999Z`);
}
