import type { AuditActor } from '@direct/db';
import type { FastifyRequest } from 'fastify';
import type { HostMembership } from '@direct/contracts';
import type { HostRole } from '@direct/domain/host-access';
import { AppError } from '../../http/app-error.ts';

// What accounts needs from organizations: whom a person works for.
export type OrganizationMemberships = {
  membershipsOf(userId: string): Promise<HostMembership[]>;
  roleOf(organizationId: number, userId: string): Promise<HostRole | null>;
};

// Who is calling a host operation (set on the request by host-access.ts).
export type HostActor =
  | { kind: 'user'; userId: string; name: string; email: string; language: string; twoFactorEnabled: boolean; sessionToken: string }
  | { kind: 'client'; clientId: string; organizationId: number; scopes: readonly string[] };

// Who the audit log names for a host request: the signed-in person, or the organization's client.
export function auditActorOf(request: FastifyRequest): AuditActor & { userId: string | null } {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name, userId: actor.userId };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId, userId: null };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

// The signed-in person behind a request, for operations an API client may not do.
export function signedInPersonOf(request: FastifyRequest): Extract<HostActor, { kind: 'user' }> {
  const actor = request.hostActor;
  if (actor?.kind !== 'user') throw new AppError('forbidden', 'This operation is for a signed-in person, not an API client.');
  return actor;
}
