// Who may do what in a host's organization (PRODUCT.md "Roles"). The API checks every host
// operation against these; the console hides what a role can't do, but never decides alone.

export const hostRoles = ['owner', 'manager', 'front_desk', 'housekeeping', 'accountant'] as const;
export type HostRole = (typeof hostRoles)[number];

// One permission per kind of work, named `<area>:<read|write>` so a scope string can carry it.
export const hostPermissions = [
  'organization:read',
  'organization:write',
  'team:read',
  'team:write',
  'billing:write',
  'inventory:read',
  'inventory:write',
  'rates:read',
  'rates:write',
  'bookings:read',
  'bookings:write',
  'guests:read',
  'guests:write',
  'checkin:write',
  'messages:write',
  'housekeeping:read',
  'housekeeping:write',
  'payments:read',
  'payments:write',
  'exports:read',
  'audit:read',
  'integrations:write',
] as const;
export type HostPermission = (typeof hostPermissions)[number];

const everything = new Set<HostPermission>(hostPermissions);
const withoutTeamAndBilling = new Set<HostPermission>(hostPermissions.filter((p) => !p.startsWith('team:') && p !== 'billing:write'));

const grants: Record<HostRole, ReadonlySet<HostPermission>> = {
  owner: everything,
  // Everything but the team and billing; they may see who is on the team.
  manager: new Set<HostPermission>([...withoutTeamAndBilling, 'team:read']),
  front_desk: new Set<HostPermission>([
    'organization:read',
    'inventory:read',
    'rates:read',
    'bookings:read',
    'bookings:write',
    'guests:read',
    'guests:write',
    'checkin:write',
    'messages:write',
    'housekeeping:read',
    'housekeeping:write',
  ]),
  // Arrivals, departures and unit status; guests' names only (the API trims the rest).
  housekeeping: new Set<HostPermission>(['organization:read', 'inventory:read', 'housekeeping:read', 'housekeeping:write']),
  // Money and exports, read-only.
  accountant: new Set<HostPermission>(['organization:read', 'inventory:read', 'bookings:read', 'payments:read', 'exports:read', 'audit:read']),
};

export function roleAllows(role: HostRole, permission: HostPermission): boolean {
  return grants[role].has(permission);
}

export function permissionsOf(role: HostRole): HostPermission[] {
  return hostPermissions.filter((permission) => grants[role].has(permission));
}

export function isHostRole(value: string): value is HostRole {
  return (hostRoles as readonly string[]).includes(value);
}

// Only an owner hands out ownership; an organization always keeps at least one owner.
export function canAssignRole(actor: HostRole, role: HostRole): boolean {
  if (!roleAllows(actor, 'team:write')) return false;
  return role !== 'owner' || actor === 'owner';
}

/**
 * Whether an organization's API client may use a permission on the client-only host calls
 * (claim a deposit, export guest registration). A key made in the console carries its role's
 * permissions as scopes; a client with no scopes at all is an organization's original full-access
 * client (issue 5's, as the demo seeds them), which predates roles.
 */
export function clientMay(scopes: readonly string[], permission: HostPermission): boolean {
  return scopes.length === 0 || scopes.includes(permission);
}
