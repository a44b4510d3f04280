import { z } from 'zod';
import { maxInt4 } from './numbers.ts';

// Host accounts: the people who run an organization in the console, and the organizations they
// belong to. Sessions are opaque tokens the console's server keeps in an HttpOnly cookie and
// sends back in the X-Direct-Host-Session header.

export const hostRoleValues = ['owner', 'manager', 'front_desk', 'housekeeping', 'accountant'] as const;
export const HostRoleName = z.enum(hostRoleValues).meta({ id: 'HostRole' });
export type HostRoleName = z.infer<typeof HostRoleName>;

export const hostLanguageValues = ['en', 'de', 'pt'] as const;
export const HostLanguage = z.enum(hostLanguageValues);

const email = z.email().max(254).transform((value) => value.trim().toLowerCase());
// Long enough to resist guessing; the upper bound keeps hashing cheap to call.
export const passwordMinLength = 10;
export const passwordMaxLength = 128;
const password = z.string().min(passwordMinLength).max(passwordMaxLength);
const oneTimeToken = z.string().min(16).max(512);

export const HostSignUpRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email,
    password,
    // The language of the emails we send and of the console at first.
    language: HostLanguage.default('en'),
  })
  .meta({ id: 'HostSignUpRequest' });

export const HostSignUpResponse = z
  .object({ email: z.string(), verificationSent: z.literal(true) })
  .meta({ id: 'HostSignUpResponse' });

export const HostSession = z
  .object({
    token: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'HostSession' });
export type HostSession = z.infer<typeof HostSession>;

export const HostSignInRequest = z.object({ email, password: z.string().min(1).max(passwordMaxLength) }).meta({ id: 'HostSignInRequest' });

// A password that was right for an account with a second factor gives a short-lived challenge
// to send with the code, not a session.
export const HostSignInResponse = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('session'), session: HostSession }),
    z.object({ kind: z.literal('two_factor'), challenge: z.string() }),
  ])
  .meta({ id: 'HostSignInResponse' });
export type HostSignInResponse = z.infer<typeof HostSignInResponse>;

export const HostTwoFactorSignInRequest = z
  .object({
    challenge: z.string().min(1).max(2048),
    // Six digits from the authenticator app, or one of the backup codes.
    code: z.string().trim().min(6).max(32),
  })
  .meta({ id: 'HostTwoFactorSignInRequest' });

export const HostSessionResponse = z.object({ session: HostSession }).meta({ id: 'HostSessionResponse' });

export const HostEmailRequest = z.object({ email, language: HostLanguage.optional() }).meta({ id: 'HostEmailRequest' });
export const HostTokenRequest = z.object({ token: oneTimeToken }).meta({ id: 'HostTokenRequest' });
export const HostPasswordResetRequest = z.object({ token: oneTimeToken, password }).meta({ id: 'HostPasswordResetRequest' });
export const AcceptedResponse = z.object({ accepted: z.literal(true) }).meta({ id: 'AcceptedResponse' });

export const HostMembership = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    role: HostRoleName,
    permissions: z.array(z.string()),
  })
  .meta({ id: 'HostMembership' });
export type HostMembership = z.infer<typeof HostMembership>;

export const HostMe = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      language: HostLanguage,
      twoFactorEnabled: z.boolean(),
    }),
    memberships: z.array(HostMembership),
  })
  .meta({ id: 'HostMe' });
export type HostMe = z.infer<typeof HostMe>;

export const HostPasswordConfirmation = z.object({ password: z.string().min(1).max(passwordMaxLength) }).meta({ id: 'HostPasswordConfirmation' });

export const HostTwoFactorSetup = z
  .object({
    // otpauth:// URI for the authenticator app (shown as a QR code and as text).
    totpUri: z.string(),
    backupCodes: z.array(z.string()),
  })
  .meta({ id: 'HostTwoFactorSetup' });

export const HostTwoFactorCode = z.object({ code: z.string().trim().min(6).max(32) }).meta({ id: 'HostTwoFactorCode' });

// Sign-up makes a person; the onboarding's first step makes their organization and its first brand.
export const brandAliasPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const CreateOrganizationRequest = z
  .object({
    name: z.string().trim().min(2).max(120),
    brandName: z.string().trim().min(2).max(120),
    // The brand's platform subdomain: <alias>.<platform domain>.
    brandAlias: z
      .string()
      .trim()
      .toLowerCase()
      .regex(brandAliasPattern, 'Use 1–40 lower-case letters, digits and hyphens, not at the start or end.'),
    currency: z.enum(['EUR', 'GBP', 'USD', 'CHF']).default('EUR'),
    languages: z.array(HostLanguage).min(1).default(['en']),
    defaultLanguage: HostLanguage.default('en'),
  })
  .meta({ id: 'CreateOrganizationRequest' });

export const HostOrganization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: HostRoleName,
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), alias: z.string(), siteUrl: z.string() })),
  })
  .meta({ id: 'HostOrganization' });

export const OrganizationParams = z.object({ organizationId: z.coerce.number().int().min(1).max(maxInt4) });

export const TeamMember = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: HostRoleName,
    joinedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TeamMember' });

export const TeamInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: HostRoleName,
    expiresAt: z.iso.datetime({ offset: true }),
    invitedBy: z.string(),
  })
  .meta({ id: 'TeamInvitation' });

export const TeamResponse = z.object({ members: z.array(TeamMember), invitations: z.array(TeamInvitation) }).meta({ id: 'TeamResponse' });

export const InviteRequest = z.object({ email, role: HostRoleName, language: HostLanguage.optional() }).meta({ id: 'InviteRequest' });

export const MemberParams = OrganizationParams.extend({ userId: z.string().min(1).max(100) });
export const InvitationParams = OrganizationParams.extend({ invitationId: z.coerce.number().int().min(1).max(maxInt4) });
export const ChangeRoleRequest = z.object({ role: HostRoleName }).meta({ id: 'ChangeRoleRequest' });

export const InvitationPreview = z
  .object({ organizationName: z.string(), role: HostRoleName, email: z.string(), invitedBy: z.string(), expiresAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'InvitationPreview' });

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ kind: z.enum(['user', 'client', 'system']), id: z.string(), name: z.string() }),
    action: z.string(),
    entity: z.object({ type: z.string(), id: z.string() }),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  entityType: z.string().trim().max(50).optional(),
  // Who did it: a user's id, an API client's id or "system".
  actorId: z.string().trim().max(100).optional(),
  // An exact action ("brand.update") or a family ending in a dot ("member.").
  action: z.string().trim().max(80).optional(),
  // Calendar days, inclusive, in UTC.
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z
  .object({ data: z.array(AuditEntry), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'AuditPage' });
