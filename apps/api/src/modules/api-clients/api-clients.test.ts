import { organizationMembers } from '@direct/db';
import { permissionsOf } from '@direct/domain/host-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { requestToken } from '../../testing/test-records.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let owner = '';
let organizationId = 0;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  owner = await signUpHost(call, t.db, { email: `keys-owner-${stamp}@example.test`, name: 'Kira Owner' });
  organizationId = (await call('POST', '/apis/host/organizations', { name: 'Keys Org', brandName: 'Keys', brandAlias: `keys-${stamp}` }, owner)).json().id;
});
afterAll(async () => t?.close());

describe('API keys', () => {
  it('makes a key with a role’s permissions, shows its secret once, and the key then acts by those permissions', async () => {
    const created = await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: 'Channel manager', role: 'accountant' }, owner);
    expect(created.status).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({ name: 'Channel manager', role: 'accountant', isActive: true, lastUsedAt: null, scopes: permissionsOf('accountant') });
    expect(key.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = (await call('GET', `/apis/host/organizations/${organizationId}/api-clients`, undefined, owner)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: key.id, clientId: key.clientId, role: 'accountant' })]);
    expect(JSON.stringify(listed)).not.toContain(key.clientSecret);

    const tool = hostCaller(t.app, await requestToken(t.app, key.clientId, key.clientSecret));
    expect((await tool('GET', `/apis/host/organizations/${organizationId}`)).status).toBe(200);
    // An accountant reads money, never the team.
    expect((await tool('GET', `/apis/host/organizations/${organizationId}/team`)).status).toBe(403);
    const used = (await call('GET', `/apis/host/organizations/${organizationId}/api-clients`, undefined, owner)).json().data[0];
    expect(used.lastUsedAt).not.toBeNull();

    const log = (await call('GET', `/apis/host/organizations/${organizationId}/audit-log?entityType=api_client`, undefined, owner)).json().data;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['api_client.create']);
    expect(JSON.stringify(log)).not.toContain(key.clientSecret);
  });

  it('the client-only calls (claim a deposit, export guest registration) follow the key’s scopes too', async () => {
    const keyFor = async (role: string) => {
      const key = (await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: `Script ${role}`, role }, owner)).json();
      return hostCaller(t.app, await requestToken(t.app, key.clientId, key.clientSecret));
    };
    const claim = (tool: HostCall) => tool('POST', '/apis/host/deposits/NOSUCH1/capture', { amount_minor: 1000, reason: 'Broken lamp' });
    const registration = (tool: HostCall) => tool('GET', '/apis/host/bookings/NOSUCH1/guest_registration?format=es_ses');
    const housekeeping = await keyFor('housekeeping');
    expect((await claim(housekeeping)).status).toBe(403);
    expect((await registration(housekeeping)).status).toBe(403);
    const accountant = await keyFor('accountant');
    expect((await registration(accountant)).status).toBe(403);
    // A manager's key passes the scope check; the booking doesn't exist.
    const manager = await keyFor('manager');
    expect((await claim(manager)).status).toBe(404);
    expect((await registration(manager)).status).toBe(404);
  });

  it('revokes a key: its existing token stops working at once and no new token is issued', async () => {
    const key = (await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: 'Old script', role: 'front_desk' }, owner)).json();
    const token = await requestToken(t.app, key.clientId, key.clientSecret);
    const tool = hostCaller(t.app, token);
    expect((await tool('GET', `/apis/host/organizations/${organizationId}`)).status).toBe(200);

    expect((await call('DELETE', `/apis/host/organizations/${organizationId}/api-clients/${key.id}`, undefined, owner)).status).toBe(204);
    const refused = await tool('GET', `/apis/host/organizations/${organizationId}`);
    expect(refused.status).toBe(401);
    expect(refused.json().error.message).toBe('This API key has been revoked.');
    const exchange = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret } });
    expect(exchange.statusCode).toBe(401);
    // Revoking again is harmless; an unknown key is 404.
    expect((await call('DELETE', `/apis/host/organizations/${organizationId}/api-clients/${key.id}`, undefined, owner)).status).toBe(204);
    expect((await call('DELETE', `/apis/host/organizations/${organizationId}/api-clients/999999`, undefined, owner)).status).toBe(404);
  });

  it('refuses bad input with the fields named; keys are managed by people, never by another key', async () => {
    const bad = await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: ' ', role: 'owner' }, owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['name', 'role']);

    // Keys are managed by people: a key can't mint or list keys (one that could would outlive its revocation).
    const manager = (await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: 'Manager tool', role: 'manager' }, owner)).json();
    const managerTool = hostCaller(t.app, await requestToken(t.app, manager.clientId, manager.clientSecret));
    expect((await managerTool('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: 'Escalation', role: 'manager' })).status).toBe(403);
    expect((await managerTool('GET', `/apis/host/organizations/${organizationId}/api-clients`)).status).toBe(403);
    expect((await managerTool('DELETE', `/apis/host/organizations/${organizationId}/api-clients/${manager.id}`)).status).toBe(403);

    // A manager (person) has integrations:write but not team:write: a manager key is within their permissions.
    const person = await signUpHost(call, t.db, { email: `keys-manager-${stamp}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, person)).json();
    await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role: 'manager' });
    expect((await call('POST', `/apis/host/organizations/${organizationId}/api-clients`, { name: 'By a manager', role: 'manager' }, person)).status).toBe(201);
  });
});
