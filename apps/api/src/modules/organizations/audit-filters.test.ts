import { auditLog } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let owner = '';
let ownerId = '';
let log = '';
let organizationId = 0;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  owner = await signUpHost(call, t.db, { email: `audit-${stamp}@example.test` });
  ownerId = (await call('GET', '/apis/host/me', undefined, owner)).json().user.id;
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Audit Org', brandName: 'Audit Stays', brandAlias: `aud-${stamp}`, languages: ['en'] }, owner)).json();
  organizationId = organization.id;
  log = `/apis/host/organizations/${organizationId}/audit-log`;
  const brand = `/apis/host/organizations/${organizationId}/brands/${organization.brands[0].id}`;
  await call('PATCH', brand, { version: 1, tagline: 'One' }, owner);
  await call('POST', `/apis/host/organizations/${organizationId}/invitations`, { email: `invitee-${stamp}@example.test`, role: 'manager' }, owner);
  // A system write dated last year, to filter by actor and date.
  await t.db.insert(auditLog).values({ organizationId, actorKind: 'system', actorId: 'system', actorName: 'Jobs', action: 'brand_domain.verified', entityType: 'brand_domain', entityId: '1', createdAt: new Date('2025-06-15T12:00:00Z') });
});
afterAll(async () => t?.close());

const actions = async (query: string) => {
  const answer = await call('GET', `${log}?${query}`, undefined, owner);
  expect(answer.status, query).toBe(200);
  return answer.json().data.map((entry: { action: string }) => entry.action);
};

describe('audit log filters', () => {
  it('filters by actor, exact action, action family, entity type and date range (days inclusive)', async () => {
    expect(await actions(`actorId=${ownerId}`)).toEqual(['invitation.created', 'brand.update', 'organization.created']);
    expect(await actions('actorId=system')).toEqual(['brand_domain.verified']);
    expect(await actions('action=brand.update')).toEqual(['brand.update']);
    expect(await actions('action=brand')).toEqual([]);
    expect(await actions('action=brand_domain.')).toEqual(['brand_domain.verified']);
    expect(await actions('entityType=invitation')).toEqual(['invitation.created']);
    expect(await actions('from=2025-06-15&to=2025-06-15')).toEqual(['brand_domain.verified']);
    expect(await actions('from=2025-06-16&to=2025-12-31')).toEqual([]);
    expect(await actions(`actorId=${ownerId}&entityType=brand`)).toEqual(['brand.update']);
    // LIKE wildcards in the family are plain text.
    expect(await actions('action=%25.')).toEqual([]);
  });

  it('refuses a backwards range and a date that is not one, naming the field', async () => {
    const backwards = await call('GET', `${log}?from=2025-06-16&to=2025-06-15`, undefined, owner);
    expect(backwards.status).toBe(400);
    expect(backwards.json().error.fields[0]).toMatchObject({ field: 'to', reason: 'before_from' });
    const bad = await call('GET', `${log}?from=2025-13-01`, undefined, owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('from');
  });

  it('never shows another organization’s entries', async () => {
    const other = await signUpHost(call, t.db, { email: `audit-other-${stamp}@example.test` });
    const theirs = (await call('POST', '/apis/host/organizations', { name: 'Other', brandName: 'Other', brandAlias: `audo-${stamp}`, languages: ['en'] }, other)).json();
    const answer = (await call('GET', `/apis/host/organizations/${theirs.id}/audit-log?actorId=${ownerId}`, undefined, other)).json();
    expect(answer.data).toEqual([]);
    expect((await call('GET', `${log}?actorId=system`, undefined, other)).status).toBe(404);
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.actorId, 'system')));
    expect(rows).toHaveLength(1);
  });
});
