import { z } from 'zod';
import { HostRoleName, OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// An organization's own API clients (API keys for integrations): OAuth2 client-credentials
// clients bound to the organization, whose scopes are host permissions taken from a role.

export const HostApiClient = z
  .object({
    id: z.number().int(),
    clientId: z.string(),
    name: z.string(),
    // The role the key was made from (its scopes are that role's permissions).
    role: HostRoleName.nullable(),
    scopes: z.array(z.string()),
    isActive: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'HostApiClient' });
export type HostApiClient = z.infer<typeof HostApiClient>;

export const HostApiClientList = z.object({ data: z.array(HostApiClient) }).meta({ id: 'HostApiClientList' });

export const CreateApiClientRequest = z
  .object({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(80, 'must be at most 80 characters'),
    // Owner is not offered: a key never manages the team or billing.
    role: z.enum(['manager', 'front_desk', 'housekeeping', 'accountant']),
  })
  .meta({ id: 'CreateApiClientRequest' });

// The secret is shown once, in this answer; only its hash is kept.
export const CreatedApiClient = HostApiClient.extend({ clientSecret: z.string() }).meta({ id: 'CreatedApiClient' });

export const ApiClientParams = OrganizationParams.extend({ apiClientId: z.coerce.number().int().min(1).max(maxInt4) });
