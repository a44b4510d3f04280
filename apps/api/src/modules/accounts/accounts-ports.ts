import type { HostMembership } from '@direct/contracts';
import type { HostRole } from '@direct/domain/host-access';

// What accounts needs from organizations: whom a person works for.
export type OrganizationMemberships = {
  membershipsOf(userId: string): Promise<HostMembership[]>;
  roleOf(organizationId: number, userId: string): Promise<HostRole | null>;
};

// Who is calling a host operation (set on the request by host-access.ts).
export type HostActor =
  | { kind: 'user'; userId: string; name: string; email: string; language: string; twoFactorEnabled: boolean; sessionToken: string }
  | { kind: 'client'; clientId: string; organizationId: number; scopes: readonly string[] };
