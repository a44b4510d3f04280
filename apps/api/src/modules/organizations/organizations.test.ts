import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, latestEmailTo, signUpHost, tokenIn, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;
const organization = (alias: string) => ({ name: `Org ${alias}`, brandName: `Brand ${alias}`, brandAlias: alias, currency: 'EUR', languages: ['en', 'de'], defaultLanguage: 'en' });

beforeAll(async () => {
  t = await createTestApp({ env: { CONSOLE_ORIGIN: 'http://console.test:3001', PLATFORM_DOMAIN: 'direct.test', BRAND_SITE_URL: 'https://{host}/' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
});
afterAll(async () => t?.close());

describe('creating an organization', () => {
  it('makes the organization, its first brand on its subdomain, and the creator its owner; the alias is unique', async () => {
    const session = await signUpHost(call, t.db, { email: `${unique('olga')}@example.test` });
    const alias = unique('olga-homes');
    const created = await call('POST', '/apis/host/organizations', { ...organization(alias), brandAlias: ` ${alias.toUpperCase()} ` }, session);
    expect(created.status).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: `Org ${alias}`, role: 'owner', brands: [{ id: expect.any(Number), name: `Brand ${alias}`, alias, siteUrl: `https://${alias}.direct.test/` }] });
    const me = await call('GET', '/apis/host/me', undefined, session);
    expect(me.json().memberships).toEqual([{ organizationId: created.json().id, organizationName: `Org ${alias}`, role: 'owner', permissions: expect.arrayContaining(['team:write', 'inventory:write']) }]);

    // The new brand answers on its subdomain at once.
    const brand = await call('GET', `/apis/brands/resolve?hostname=${alias}.direct.test`);
    expect(brand.status).toBe(200);
    expect(brand.json()).toMatchObject({ name: `Brand ${alias}` });

    const taken = await call('POST', '/apis/host/organizations', organization(alias), session);
    expect(taken.status).toBe(409);
    expect(taken.json().error.fields).toEqual([{ field: 'brandAlias', message: expect.any(String), reason: 'taken' }]);
    const bad = await call('POST', '/apis/host/organizations', { ...organization('-bad alias-'), name: '' }, session);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['brandAlias', 'name']);

    const log = await call('GET', `/apis/host/organizations/${created.json().id}/audit-log`, undefined, session);
    expect(log.status).toBe(200);
    expect(log.json().data).toEqual([expect.objectContaining({ action: 'organization.created', entity: { type: 'organization', id: String(created.json().id) }, actor: expect.objectContaining({ kind: 'user' }) })]);
  });
});

describe('the team', () => {
  it('invites by email, lets only the invited address join once, changes roles and keeps an owner', async () => {
    const ownerEmail = `${unique('pia')}@example.test`;
    const owner = await signUpHost(call, t.db, { email: ownerEmail, name: 'Pia Owner' });
    const org = (await call('POST', '/apis/host/organizations', organization(unique('pia-stays')), owner)).json();
    const inviteeEmail = `${unique('quim')}@example.test`;

    const invited = await call('POST', `/apis/host/organizations/${org.id}/invitations`, { email: inviteeEmail, role: 'manager', language: 'pt' }, owner);
    expect(invited.status).toBe(201);
    expect(invited.json()).toMatchObject({ email: inviteeEmail, role: 'manager', invitedBy: 'Pia Owner' });
    const message = await latestEmailTo(t.db, inviteeEmail);
    expect(message?.subject).toBe(`Pia Owner convidou-o para ${org.name} em Direct`);
    expect(message?.textBody).toContain('como gestor');
    const token = tokenIn(message!.textBody);

    const preview = await call('POST', '/apis/host/invitations/preview', { token });
    expect(preview.json()).toMatchObject({ organizationName: org.name, role: 'manager', email: inviteeEmail, invitedBy: 'Pia Owner' });

    const intruder = await signUpHost(call, t.db, { email: `${unique('intruder')}@example.test` });
    expect((await call('POST', '/apis/host/invitations/accept', { token }, intruder)).status).toBe(403);

    const invitee = await signUpHost(call, t.db, { email: inviteeEmail, name: 'Quim Manager' });
    const accepted = await call('POST', '/apis/host/invitations/accept', { token }, invitee);
    expect(accepted.status).toBe(200);
    expect(accepted.json()).toMatchObject({ id: org.id, role: 'manager' });
    expect((await call('POST', '/apis/host/invitations/accept', { token }, invitee)).status).toBe(404);

    const team = await call('GET', `/apis/host/organizations/${org.id}/team`, undefined, invitee);
    expect(team.status).toBe(200);
    expect(team.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [ownerEmail, 'owner'],
      [inviteeEmail, 'manager'],
    ]);
    // A manager sees the team but does not change it.
    expect((await call('POST', `/apis/host/organizations/${org.id}/invitations`, { email: `${unique('x')}@example.test`, role: 'accountant' }, invitee)).status).toBe(403);

    const quimId = team.json().members[1].userId;
    const ownerId = team.json().members[0].userId;
    expect((await call('PATCH', `/apis/host/organizations/${org.id}/team/${quimId}`, { role: 'accountant' }, owner)).status).toBe(204);
    const lastOwner = await call('PATCH', `/apis/host/organizations/${org.id}/team/${ownerId}`, { role: 'manager' }, owner);
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.json().error.message).toMatch(/at least one owner/);
    expect((await call('DELETE', `/apis/host/organizations/${org.id}/team/${ownerId}`, undefined, owner)).status).toBe(409);

    const second = await call('POST', `/apis/host/organizations/${org.id}/invitations`, { email: `${unique('rui')}@example.test`, role: 'front_desk' }, owner);
    expect((await call('DELETE', `/apis/host/organizations/${org.id}/invitations/${second.json().id}`, undefined, owner)).status).toBe(204);
    expect((await call('DELETE', `/apis/host/organizations/${org.id}/invitations/${second.json().id}`, undefined, owner)).status).toBe(404);
    expect((await call('POST', `/apis/host/organizations/${org.id}/invitations`, { email: inviteeEmail, role: 'front_desk' }, owner)).status).toBe(409);

    expect((await call('DELETE', `/apis/host/organizations/${org.id}/team/${quimId}`, undefined, owner)).status).toBe(204);
    const log = (await call('GET', `/apis/host/organizations/${org.id}/audit-log?limit=100`, undefined, owner)).json();
    expect(log.data.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      'organization.created',
      'invitation.created',
      'member.joined',
      'member.role_changed',
      'invitation.created',
      'invitation.revoked',
      'member.removed',
    ]);
    const roleChange = log.data.find((entry: { action: string }) => entry.action === 'member.role_changed');
    expect(roleChange).toMatchObject({ before: { role: 'manager' }, after: { role: 'accountant' }, actor: { kind: 'user', name: 'Pia Owner' } });
  });

  it('refuses an expired, withdrawn or made-up invitation', async () => {
    expect((await call('POST', '/apis/host/invitations/preview', { token: 'y'.repeat(43) })).status).toBe(404);
  });
});
