import { endpoints, type EndpointDefinition } from '@direct/contracts';
import { hostPermissions, type HostPermission } from '@direct/domain/host-access';
import { describe, expect, it } from 'vitest';

// The role matrix (host-access.test.ts) walks every endpoint that declares hostAccess; this makes
// sure none escapes it: an operation on an organization's path without hostAccess 'organization'
// and a known permission would be neither checked by the API nor tested by the matrix.

const all = Object.values(endpoints as Record<string, EndpointDefinition>);
const organizationPath = /^\/apis\/host\/organizations\/:organizationId(\/|$)/;

// Host paths that are not an organization's operations, each with the reason it needs no role.
const withoutHostAccess: Record<string, string> = {
  hostSignUp: 'before any account',
  hostSignIn: 'before any session',
  hostSignInTwoFactor: 'before any session',
  hostSignInWithMagicLink: 'before any session',
  hostRequestMagicLink: 'before any session',
  hostRequestPasswordReset: 'before any session',
  hostResetPassword: 'proved by the emailed token',
  hostVerifyEmail: 'proved by the emailed token',
  hostResendVerification: 'before the email is confirmed',
  hostPreviewInvitation: 'proved by the invitation token',
  // The first host API (issue 5): an organization's own client only, the organization taken from its token.
  captureDeposit: 'organization client only; its scopes must include payments:write (deposits.routes.ts)',
  exportGuestRegistration: 'organization client only; its scopes must include guests:read (checkin.routes.ts)',
};

// Organization-scoped operations whose path has no :organizationId, each with where the
// organization comes from instead (host-access.ts reads it there).
const organizationOutsidePath: Record<string, string> = {
  hostGetAri: 'the query’s organizationId, or the API key’s organization',
  hostPutAri: 'the body’s organizationId, or the API key’s organization',
};

describe('every host operation has an access rule', () => {
  it('each operation on an organization’s path needs a member with a known permission', () => {
    const loose = all
      .filter((endpoint) => organizationPath.test(endpoint.path))
      .filter((endpoint) => endpoint.hostAccess !== 'organization' || !hostPermissions.includes(endpoint.permission as HostPermission))
      .map((endpoint) => `${endpoint.operationId} (${endpoint.method} ${endpoint.path})`);
    expect(loose).toEqual([]);
    expect(all.filter((endpoint) => organizationPath.test(endpoint.path)).length).toBeGreaterThan(100);
  });

  it('an organization-scoped rule is only on a path that names the organization', () => {
    const misplaced = all.filter((endpoint) => endpoint.hostAccess === 'organization' && !organizationPath.test(endpoint.path)).map((endpoint) => endpoint.operationId);
    expect(misplaced.sort()).toEqual(Object.keys(organizationOutsidePath).sort());
  });

  it('every other host path declares a session, or is one of the few that need none, for a stated reason', () => {
    const unruled = all
      .filter((endpoint) => endpoint.path.startsWith('/apis/host/') && !endpoint.hostAccess)
      .map((endpoint) => endpoint.operationId)
      .sort();
    expect(unruled).toEqual(Object.keys(withoutHostAccess).sort());
  });
});
