import { randomBytes } from 'node:crypto';
import type { HostApiClient } from '@direct/contracts';
import { hashSecret } from '@direct/domain';
import { hostRoles, permissionsOf, type HostRole } from '@direct/domain/host-access';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { ApiClientRow, ApiClientsRepository } from './api-clients.repository.ts';

export type ApiClientsService = ReturnType<typeof createApiClientsService>;

// A key's scopes are a role's permissions; which role is read back from them (a key made before a
// role changed its permissions shows no role rather than a wrong one).
function roleOfScopes(scopes: readonly string[]): HostRole | null {
  const given = [...scopes].sort().join(' ');
  return hostRoles.find((role) => [...permissionsOf(role)].sort().join(' ') === given) ?? null;
}

function view(row: ApiClientRow): HostApiClient {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    role: roleOfScopes(row.scopes),
    scopes: row.scopes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function createApiClientsService(options: { repository: ApiClientsRepository }) {
  const { repository } = options;
  return {
    async list(organizationId: number): Promise<HostApiClient[]> {
      return (await repository.list(organizationId)).map(view);
    },

    // The creator can't hand a key more than they may do themselves (a manager makes no owner key).
    async create(
      organizationId: number,
      creatorRole: HostRole | null,
      actor: AuditActor,
      input: { name: string; role: Exclude<HostRole, 'owner'> },
      requestId?: string,
    ): Promise<HostApiClient & { clientSecret: string }> {
      const scopes = permissionsOf(input.role);
      const creatorPermissions: readonly string[] = creatorRole ? permissionsOf(creatorRole) : [];
      const beyond = scopes.filter((scope) => !creatorPermissions.includes(scope));
      if (beyond.length > 0) {
        throw new AppError('forbidden', 'An API key can’t be given permissions you don’t have yourself.', {
          fields: [{ field: 'role', message: `Beyond your own permissions: ${beyond.join(', ')}`, reason: 'beyond_own_permissions' }],
        });
      }
      const clientId = `org${organizationId}_${randomBytes(9).toString('base64url')}`;
      const clientSecret = randomBytes(32).toString('base64url');
      const row = await repository.create(
        organizationId,
        { clientId, secretHash: await hashSecret(clientSecret), name: input.name, scopes },
        { actor, role: input.role, ...(requestId ? { requestId } : {}) },
      );
      return { ...view(row), clientSecret };
    },

    async revoke(organizationId: number, id: number, actor: AuditActor, requestId?: string): Promise<void> {
      const found = await repository.revoke(organizationId, id, { actor, ...(requestId ? { requestId } : {}) });
      if (!found) throw new AppError('not_found', 'There is no such API key.');
    },
  };
}
