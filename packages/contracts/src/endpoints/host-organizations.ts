import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  AuditPage,
  AuditQuery,
  ChangeRoleRequest,
  CreateOrganizationRequest,
  HostOrganization,
  HostTokenRequest,
  InvitationParams,
  InvitationPreview,
  InviteRequest,
  MemberParams,
  OrganizationParams,
  TeamInvitation,
  TeamResponse,
} from '../host-accounts.ts';

// Host organizations: creating one, its team and invitations, and its audit log. A signed-in
// host calls them through the console; an organization's own client may call those whose
// permission is among its scopes.

const tags = ['host accounts'] as const;

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
