import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  AcceptedResponse,
  AuditPage,
  AuditQuery,
  ChangeRoleRequest,
  CreateOrganizationRequest,
  HostEmailRequest,
  HostMe,
  HostOrganization,
  HostPasswordConfirmation,
  HostPasswordResetRequest,
  HostSessionResponse,
  HostSignInRequest,
  HostSignInResponse,
  HostSignUpRequest,
  HostSignUpResponse,
  HostTokenRequest,
  HostTwoFactorCode,
  HostTwoFactorSetup,
  HostTwoFactorSignInRequest,
  InvitationParams,
  InvitationPreview,
  InviteRequest,
  MemberParams,
  OrganizationParams,
  TeamInvitation,
  TeamResponse,
} from '../host-accounts.ts';

// Host accounts (sign-up, sign-in, second factor, password reset), the signed-in host, their
// organizations, team and audit log. Called by the console's server with its own client token;
// the account calls answer the same to a known and an unknown email where telling them apart
// would let anyone probe who has an account.

const tags = ['host accounts'] as const;

export const hostSignUp = defineEndpoint({
  operationId: 'hostSignUp',
  method: 'POST',
  path: '/apis/host/auth/sign-up',
  tags,
  summary: 'Create a host account; a confirmation link is emailed',
  body: HostSignUpRequest,
  responses: { 201: HostSignUpResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostVerifyEmail = defineEndpoint({
  operationId: 'hostVerifyEmail',
  method: 'POST',
  path: '/apis/host/auth/verify-email',
  tags,
  summary: 'Confirm the email with the emailed token, and sign in',
  body: HostTokenRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostResendVerification = defineEndpoint({
  operationId: 'hostResendVerification',
  method: 'POST',
  path: '/apis/host/auth/verify-email/resend',
  tags,
  summary: 'Send the confirmation link again (answers the same for any email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostSignIn = defineEndpoint({
  operationId: 'hostSignIn',
  method: 'POST',
  path: '/apis/host/auth/sign-in',
  tags,
  summary: 'Sign in with email and password',
  description: 'Answers a session, or a challenge to complete with the second factor. Limited per account and per client.',
  body: HostSignInRequest,
  responses: { 200: HostSignInResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostSignInTwoFactor = defineEndpoint({
  operationId: 'hostSignInTwoFactor',
  method: 'POST',
  path: '/apis/host/auth/sign-in/two-factor',
  tags,
  summary: 'Complete a sign-in with the authenticator code or a backup code',
  body: HostTwoFactorSignInRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'expired', 'rate_limited'],
});

export const hostRequestMagicLink = defineEndpoint({
  operationId: 'hostRequestMagicLink',
  method: 'POST',
  path: '/apis/host/auth/magic-link',
  tags,
  summary: 'Email a sign-in link (also creates the account of a new email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostSignInWithMagicLink = defineEndpoint({
  operationId: 'hostSignInWithMagicLink',
  method: 'POST',
  path: '/apis/host/auth/magic-link/verify',
  tags,
  summary: 'Sign in with the emailed link’s token',
  body: HostTokenRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostRequestPasswordReset = defineEndpoint({
  operationId: 'hostRequestPasswordReset',
  method: 'POST',
  path: '/apis/host/auth/password-reset',
  tags,
  summary: 'Email a password reset link (answers the same for any email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostResetPassword = defineEndpoint({
  operationId: 'hostResetPassword',
  method: 'POST',
  path: '/apis/host/auth/password-reset/confirm',
  tags,
  summary: 'Set a new password with the emailed token; other sessions end',
  body: HostPasswordResetRequest,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostSignOut = defineEndpoint({
  operationId: 'hostSignOut',
  method: 'POST',
  path: '/apis/host/auth/sign-out',
  tags,
  summary: 'End the current session',
  hostAccess: 'session',
  responses: { 204: z.undefined() },
  errors: ['unauthorized'],
});

export const hostMe = defineEndpoint({
  operationId: 'hostMe',
  method: 'GET',
  path: '/apis/host/me',
  tags,
  summary: 'The signed-in host and the organizations they belong to',
  hostAccess: 'session',
  responses: { 200: HostMe },
  errors: ['unauthorized'],
});

export const hostStartTwoFactor = defineEndpoint({
  operationId: 'hostStartTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor',
  tags,
  summary: 'Start turning on the second factor: the authenticator secret and backup codes',
  hostAccess: 'session',
  body: HostPasswordConfirmation,
  responses: { 200: HostTwoFactorSetup },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostConfirmTwoFactor = defineEndpoint({
  operationId: 'hostConfirmTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor/confirm',
  tags,
  summary: 'Turn the second factor on with a first code from the app',
  description: 'The session is renewed: use the returned session from now on.',
  hostAccess: 'session',
  body: HostTwoFactorCode,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostDisableTwoFactor = defineEndpoint({
  operationId: 'hostDisableTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor/disable',
  tags,
  summary: 'Turn the second factor off (needs the password)',
  description: 'The session is renewed: use the returned session from now on.',
  hostAccess: 'session',
  body: HostPasswordConfirmation,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostCreateOrganization = defineEndpoint({
  operationId: 'hostCreateOrganization',
  method: 'POST',
  path: '/apis/host/organizations',
  tags,
  summary: 'Create an organization and its first brand; the caller becomes its owner',
  hostAccess: 'session',
  body: CreateOrganizationRequest,
  responses: { 201: HostOrganization },
  errors: ['validation_failed', 'unauthorized', 'conflict'],
});

export const hostGetOrganization = defineEndpoint({
  operationId: 'hostGetOrganization',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId',
  tags,
  summary: 'An organization the caller belongs to, with its brands',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: OrganizationParams,
  responses: { 200: HostOrganization },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostListTeam = defineEndpoint({
  operationId: 'hostListTeam',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/team',
  tags,
  summary: 'Members and pending invitations',
  hostAccess: 'organization',
  permission: 'team:read',
  params: OrganizationParams,
  responses: { 200: TeamResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostInvite = defineEndpoint({
  operationId: 'hostInvite',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/invitations',
  tags,
  summary: 'Invite someone by email with a role',
  hostAccess: 'organization',
  permission: 'team:write',
  params: OrganizationParams,
  body: InviteRequest,
  responses: { 201: TeamInvitation },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited'],
});

export const hostRevokeInvitation = defineEndpoint({
  operationId: 'hostRevokeInvitation',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/invitations/:invitationId',
  tags,
  summary: 'Withdraw a pending invitation',
  hostAccess: 'organization',
  permission: 'team:write',
  params: InvitationParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostChangeMemberRole = defineEndpoint({
  operationId: 'hostChangeMemberRole',
  method: 'PATCH',
  path: '/apis/host/organizations/:organizationId/team/:userId',
  tags,
  summary: 'Change a member’s role (an organization keeps at least one owner)',
  hostAccess: 'organization',
  permission: 'team:write',
  params: MemberParams,
  body: ChangeRoleRequest,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostRemoveMember = defineEndpoint({
  operationId: 'hostRemoveMember',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/team/:userId',
  tags,
  summary: 'Remove a member (not the last owner)',
  hostAccess: 'organization',
  permission: 'team:write',
  params: MemberParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostPreviewInvitation = defineEndpoint({
  operationId: 'hostPreviewInvitation',
  method: 'POST',
  path: '/apis/host/invitations/preview',
  tags,
  summary: 'What an emailed invitation offers (before signing in or up)',
  body: HostTokenRequest,
  responses: { 200: InvitationPreview },
  errors: ['validation_failed', 'not_found', 'expired', 'rate_limited'],
});

export const hostAcceptInvitation = defineEndpoint({
  operationId: 'hostAcceptInvitation',
  method: 'POST',
  path: '/apis/host/invitations/accept',
  tags,
  summary: 'Join the organization of an invitation sent to the signed-in host’s email',
  hostAccess: 'session',
  body: HostTokenRequest,
  responses: { 200: HostOrganization },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'expired', 'conflict'],
});

export const hostAuditLog = defineEndpoint({
  operationId: 'hostAuditLog',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/audit-log',
  tags,
  summary: 'Every host write in the organization, newest first',
  hostAccess: 'organization',
  permission: 'audit:read',
  params: OrganizationParams,
  query: AuditQuery,
  responses: { 200: AuditPage },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
