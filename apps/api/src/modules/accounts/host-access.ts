import { isHostRole, roleAllows, type HostPermission, type HostRole } from '@direct/domain/host-access';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { HostActor, OrganizationMemberships } from './accounts-ports.ts';
import type { AccountsService } from './accounts.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    // From the endpoint object (routeOf): which host operations need a signed-in host or a member.
    hostAccess?: 'session' | 'organization';
    permission?: string;
  }
  interface FastifyRequest {
    // The host (a signed-in person or an organization's own client) on host operations; else null.
    hostActor: HostActor | null;
    // The caller's role in the path's organization (people only; clients act by their scopes).
    hostRole: HostRole | null;
  }
}

export const hostSessionHeader = 'x-direct-host-session';

const signInAgain = () => new AppError('unauthorized', 'Your session has ended. Please sign in again.');
// Another organization's data is "not found" rather than "forbidden": its existence is not ours to tell.
const notFound = () => new AppError('not_found', 'No such organization.');

// The path's :organizationId; operations without one in the path (the bulk ARI API) take it from
// the query or the body, where an API key may leave it out (its own organization is meant).
function organizationIdOf(request: FastifyRequest): number | null {
  for (const source of [request.params, request.query, request.body]) {
    const value = (source as { organizationId?: unknown } | undefined)?.organizationId;
    if (typeof value === 'number') return value;
  }
  return null;
}

// Runs after validation (so :organizationId is a number) on every route whose endpoint names
// hostAccess: who the host is, and whether they may do this here.
export function registerHostAccess(app: ApiInstance, deps: { auth: AuthService; accounts: AccountsService; organizations: OrganizationMemberships }): void {
  app.decorateRequest('hostActor', null);
  app.decorateRequest('hostRole', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.hostAccess || !route.schema) return;
    route.schema = { ...route.schema, security: [{ bearerAuth: [], hostSession: [] }, { oauth2: [] }] };
  });

  app.addHook('preHandler', async (request) => {
    const { hostAccess, permission } = request.routeOptions.config;
    if (!hostAccess) return;
    const identity = request.identity;
    if (!identity) throw new AppError('unauthorized', 'A bearer token is required.');

    if (identity.organizationId !== null) {
      // An organization's own API client: its scopes are its permissions, its organization its only one.
      if (hostAccess === 'session') throw new AppError('forbidden', 'This operation is for a signed-in person, not an API client.');
      if (!(await deps.auth.clientIsActive(identity.clientId))) throw new AppError('unauthorized', 'This API key has been revoked.');
      const organizationId = organizationIdOf(request) ?? identity.organizationId;
      if (organizationId !== identity.organizationId) throw notFound();
      if (permission && !identity.scopes.includes(permission)) throw new AppError('forbidden', `This client's scopes do not include ${permission}.`);
      request.hostActor = { kind: 'client', clientId: identity.clientId, organizationId, scopes: identity.scopes };
      return;
    }

    if (!deps.auth.isConsole(identity)) throw new AppError('forbidden', 'Host operations are called by the console or by an organization’s own client.');
    const header = request.headers[hostSessionHeader];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token || token.length > 1024) throw signInAgain();
    const user = await deps.accounts.sessionUser(token);
    if (!user) throw signInAgain();
    request.hostActor = { kind: 'user', userId: user.id, name: user.name, email: user.email, language: user.language, twoFactorEnabled: user.twoFactorEnabled, sessionToken: token };
    if (hostAccess === 'session') return;

    const organizationId = organizationIdOf(request);
    if (organizationId === null) {
      throw new AppError('validation_failed', 'Say which organization this is for.', { fields: [{ field: 'organizationId', message: 'Required with a signed-in host', reason: 'required' }] });
    }
    const role = await deps.organizations.roleOf(organizationId, user.id);
    if (!role || !isHostRole(role)) throw notFound();
    if (permission && !roleAllows(role, permission as HostPermission)) throw new AppError('forbidden', 'Your role in this organization does not allow this.');
    request.hostRole = role;
  });
}
