import { describe, expect, it } from 'vitest';
import { canAssignRole, clientMay, hostPermissions, hostRoles, isHostRole, permissionsOf, roleAllows } from './roles.ts';

describe('host roles', () => {
  it('gives the owner everything', () => {
    expect(permissionsOf('owner')).toEqual([...hostPermissions]);
  });

  it('gives the manager everything but the team and billing', () => {
    expect(roleAllows('manager', 'inventory:write')).toBe(true);
    expect(roleAllows('manager', 'team:read')).toBe(true);
    expect(roleAllows('manager', 'team:write')).toBe(false);
    expect(roleAllows('manager', 'billing:write')).toBe(false);
  });

  it('keeps the front desk to bookings, check-in, guests and messages', () => {
    expect(roleAllows('front_desk', 'bookings:write')).toBe(true);
    expect(roleAllows('front_desk', 'checkin:write')).toBe(true);
    expect(roleAllows('front_desk', 'inventory:write')).toBe(false);
    expect(roleAllows('front_desk', 'rates:write')).toBe(false);
    expect(roleAllows('front_desk', 'payments:read')).toBe(false);
  });

  it('keeps housekeeping away from guests and money', () => {
    expect(permissionsOf('housekeeping')).toEqual(['organization:read', 'inventory:read', 'housekeeping:read', 'housekeeping:write']);
    expect(roleAllows('housekeeping', 'guests:read')).toBe(false);
    expect(roleAllows('housekeeping', 'bookings:read')).toBe(false);
  });

  it('lets the accountant read money and exports, and write nothing', () => {
    expect(roleAllows('accountant', 'payments:read')).toBe(true);
    expect(roleAllows('accountant', 'exports:read')).toBe(true);
    expect(permissionsOf('accountant').filter((p) => p.endsWith(':write'))).toEqual([]);
  });

  it('lets only owners hand out ownership, and only team writers assign roles', () => {
    expect(canAssignRole('owner', 'owner')).toBe(true);
    expect(canAssignRole('owner', 'accountant')).toBe(true);
    for (const role of hostRoles.filter((r) => r !== 'owner')) {
      expect(canAssignRole(role, 'front_desk')).toBe(false);
      expect(canAssignRole(role, 'owner')).toBe(false);
    }
  });

  it('recognises role names', () => {
    expect(isHostRole('front_desk')).toBe(true);
    expect(isHostRole('admin')).toBe(false);
  });
});

describe('clientMay', () => {
  it('lets a key act only by its scopes; a scope-less original client keeps full access', () => {
    expect(clientMay(permissionsOf('housekeeping'), 'payments:write')).toBe(false);
    expect(clientMay(permissionsOf('manager'), 'payments:write')).toBe(true);
    expect(clientMay(permissionsOf('housekeeping'), 'guests:read')).toBe(false);
    expect(clientMay([], 'guests:read')).toBe(true);
  });
});
