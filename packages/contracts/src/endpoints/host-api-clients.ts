import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import { ApiClientParams, CreateApiClientRequest, CreatedApiClient, HostApiClientList } from '../host-api-clients.ts';

// API keys: an organization's own OAuth2 clients for integrations (channel managers, pricing
// tools, its own scripts). They exchange id and secret at POST /oauth/token and then call the host
// operations their scopes allow, in their organization only.

const tags = ['host integrations'] as const;

export const hostListApiClients = defineEndpoint({
  operationId: 'hostListApiClients',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/api-clients',
  tags,
  summary: 'The organization’s API keys (never their secrets)',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: OrganizationParams,
  responses: { 200: HostApiClientList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateApiClient = defineEndpoint({
  operationId: 'hostCreateApiClient',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/api-clients',
  tags,
  summary: 'Create an API key with the permissions of a role; the secret is in this answer only',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: OrganizationParams,
  body: CreateApiClientRequest,
  responses: { 201: CreatedApiClient },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostRevokeApiClient = defineEndpoint({
  operationId: 'hostRevokeApiClient',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/api-clients/:apiClientId',
  tags,
  summary: 'Revoke an API key: new tokens are refused and tokens already issued stop working at once',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: ApiClientParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
