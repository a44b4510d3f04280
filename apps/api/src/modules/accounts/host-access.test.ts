import { endpoints, type EndpointDefinition } from '@direct/contracts';
import { organizationMembers } from '@direct/db';
import { hostRoles, roleAllows, type HostPermission, type HostRole } from '@direct/domain/host-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { samples } from '../../testing/host-samples/index.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every host operation on an organization, as every role of one organization and as a stranger
// from another: allowed exactly when the role's permissions say so, and another organization's
// data is never found. A new operation without a sample call (testing/host-samples/) fails the test.

const organizationOperations = Object.values(endpoints as Record<string, EndpointDefinition>).filter((endpoint) => endpoint.hostAccess === 'organization');

// Operations without :organizationId in the path (the bulk ARI API) name it in the query or body.
const namesOrganizationInPath = (endpoint: EndpointDefinition) => endpoint.path.includes(':organizationId');

function urlOf(endpoint: EndpointDefinition, organizationId: number): string {
  const params: Record<string, string | number> = { organizationId, ...samples[endpoint.operationId]?.params };
  const sampleQuery = samples[endpoint.operationId]?.query;
  const query = !namesOrganizationInPath(endpoint) && endpoint.method === 'GET' ? { ...sampleQuery, organizationId: String(organizationId) } : sampleQuery;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

function bodyOf(endpoint: EndpointDefinition, organizationId: number): unknown {
  const body = samples[endpoint.operationId]!.body;
  return namesOrganizationInPath(endpoint) || body === undefined ? body : { ...(body as object), organizationId };
}

let t: TestApp;
let call: HostCall;
const sessions = new Map<HostRole, string>();
let organizationA = 0;
let organizationB = 0;

beforeAll(async () => {
  t = await createTestApp();
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = Date.now().toString(36);
  const owner = await signUpHost(call, t.db, { email: `owner-${stamp}@example.test` });
  sessions.set('owner', owner);
  organizationA = (await call('POST', '/apis/host/organizations', { name: 'Org A', brandName: 'Brand A', brandAlias: `matrix-a-${stamp}` }, owner)).json().id;
  const other = await signUpHost(call, t.db, { email: `other-${stamp}@example.test` });
  organizationB = (await call('POST', '/apis/host/organizations', { name: 'Org B', brandName: 'Brand B', brandAlias: `matrix-b-${stamp}` }, other)).json().id;
  for (const role of hostRoles.filter((r) => r !== 'owner')) {
    const session = await signUpHost(call, t.db, { email: `${role.replace('_', '-')}-${stamp}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json();
    await t.db.insert(organizationMembers).values({ organizationId: organizationA, userId: me.user.id, role });
    sessions.set(role, session);
  }
});
afterAll(async () => t?.close());

describe('every organization operation, every role', () => {
  it('has a sample call for each operation', () => {
    expect(organizationOperations.length).toBeGreaterThan(0);
    expect(organizationOperations.map((endpoint) => endpoint.operationId).filter((id) => !(id in samples))).toEqual([]);
  });

  for (const role of hostRoles) {
    it(`${role}: allowed exactly by the role's permissions in its organization, never in another`, async () => {
      const session = sessions.get(role)!;
      for (const endpoint of organizationOperations) {
        const own = await call(endpoint.method, urlOf(endpoint, organizationA), bodyOf(endpoint, organizationA), session);
        const allowed = roleAllows(role, endpoint.permission as HostPermission);
        const tenantRefusal = own.status === 404 && own.json().error.message === 'No such organization.';
        expect({ operation: endpoint.operationId, refused: own.status === 403 || own.status === 401 || tenantRefusal }).toEqual({ operation: endpoint.operationId, refused: !allowed });

        const foreign = await call(endpoint.method, urlOf(endpoint, organizationB), bodyOf(endpoint, organizationB), session);
        expect({ operation: endpoint.operationId, status: foreign.status, message: foreign.json().error?.message }).toEqual({
          operation: endpoint.operationId,
          status: 404,
          message: 'No such organization.',
        });
      }
    });
  }

  it('without a session every operation is 401', async () => {
    for (const endpoint of organizationOperations) {
      const answer = await call(endpoint.method, urlOf(endpoint, organizationA), bodyOf(endpoint, organizationA));
      expect({ operation: endpoint.operationId, status: answer.status }).toEqual({ operation: endpoint.operationId, status: 401 });
    }
  });

  it('an organization’s own client acts by its scopes in its organization only', async () => {
    await insertClient(t.db, { clientId: 'org-a-tool', secret: 'org-a-tool-secret', organizationId: organizationA, scopes: ['team:read', 'organization:read'] });
    const tool = hostCaller(t.app, await requestToken(t.app, 'org-a-tool', 'org-a-tool-secret'));
    expect((await tool('GET', `/apis/host/organizations/${organizationA}/team`)).status).toBe(200);
    expect((await tool('GET', `/apis/host/organizations/${organizationA}/audit-log`)).status).toBe(403);
    expect((await tool('GET', `/apis/host/organizations/${organizationB}/team`)).status).toBe(404);
    expect((await tool('GET', '/apis/host/me')).status).toBe(403);
  });
});
