import { createBrandDomainsRepository } from './brand-domains.repository.ts';
import { createBrandDomainsService } from './brand-domains.service.ts';
import type { TxtResolver } from './dns-txt.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let owner = '';
let stranger = '';
let base = '';
let strangerBase = '';
const stamp = Date.now().toString(36);

// A stand-in DNS: name → TXT records; a missing name answers like NXDOMAIN.
const zone = new Map<string, string[][]>();
const standInResolver: TxtResolver = async (name) => {
  const records = zone.get(name);
  if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return records;
};

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_DOMAIN: 'direct.test' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  owner = await signUpHost(call, t.db, { email: `domains-${stamp}@example.test` });
  stranger = await signUpHost(call, t.db, { email: `domains-other-${stamp}@example.test` });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Domain Org', brandName: 'Domain Stays', brandAlias: `dom-${stamp}`, languages: ['en'] }, owner)).json();
  const other = (await call('POST', '/apis/host/organizations', { name: 'Other Org', brandName: 'Other Stays', brandAlias: `oth-${stamp}`, languages: ['en'] }, stranger)).json();
  base = `/apis/host/organizations/${organization.id}/brands/${organization.brands[0].id}/domains`;
  strangerBase = `/apis/host/organizations/${other.id}/brands/${other.brands[0].id}/domains`;
});
afterAll(async () => t?.close());

const service = () =>
  createBrandDomainsService({ repository: createBrandDomainsRepository(t.db), resolveTxt: standInResolver, platformDomain: 'direct.test', edgeHostname: 'sites.direct.test', now: () => new Date() });
const resolve = (hostname: string) => call('GET', `/apis/brands/resolve?hostname=${hostname}`);

describe('custom domains', () => {
  it('gives the DNS records to set; the job verifies a matching TXT record and only then the domain serves the brand', async () => {
    const hostname = `www.${stamp}-good.example`;
    const added = await call('POST', base, { hostname: `  WWW.${stamp}-GOOD.example ` }, owner);
    expect(added.status).toBe(201);
    const domain = added.json();
    expect(domain).toMatchObject({ hostname, status: 'pending', verifiedAt: null });
    expect(domain.records).toEqual([
      { type: 'CNAME', name: hostname, value: 'sites.direct.test' },
      { type: 'TXT', name: `_direct-verify.${hostname}`, value: expect.stringMatching(/^direct-verify=[\w-]{24}$/) },
    ]);
    // Not verified: the host name doesn't reach the brand.
    expect((await resolve(hostname)).json().error.code).toBe('unregistered_domain');

    zone.set(`_direct-verify.${hostname}`, [['unrelated'], [domain.records[1].value.slice(0, 10), domain.records[1].value.slice(10)]]);
    const counts = await service().verifyPending();
    expect(counts.verified).toBeGreaterThanOrEqual(1);
    const listed = (await call('GET', base, undefined, owner)).json().data.find((d: { id: number }) => d.id === domain.id);
    expect(listed).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    const brand = await resolve(hostname);
    expect(brand.status).toBe(200);
    expect(brand.json()).toMatchObject({ name: 'Domain Stays', urlAlias: `dom-${stamp}` });
    const log = (await call('GET', `${base.replace(/\/brands\/.*$/, '')}/audit-log?action=brand_domain.`, undefined, owner)).json().data;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['brand_domain.verified', 'brand_domain.added']);
    expect(log[0].actor).toMatchObject({ kind: 'system' });
  });

  it('keeps a domain pending on a wrong token or NXDOMAIN, and never serves it', async () => {
    const wrong = (await call('POST', base, { hostname: `${stamp}-wrong.example` }, owner)).json();
    const absent = (await call('POST', base, { hostname: `${stamp}-absent.example` }, owner)).json();
    zone.set(`_direct-verify.${stamp}-wrong.example`, [['direct-verify=someone-elses-token']]);
    await service().verifyPending();
    const listed = (await call('GET', base, undefined, owner)).json().data;
    for (const id of [wrong.id, absent.id]) {
      expect(listed.find((d: { id: number }) => d.id === id)).toMatchObject({ status: 'pending', verifiedAt: null, lastCheckedAt: expect.any(String) });
    }
    expect((await resolve(`${stamp}-wrong.example`)).status).toBe(404);
    expect((await resolve(`${stamp}-absent.example`)).status).toBe(404);
  });

  it('refuses bad, platform-owned and taken host names, naming the field', async () => {
    for (const hostname of ['not a domain', 'localhost', '-bad.example', 'http://x.example']) {
      const bad = await call('POST', base, { hostname }, owner);
      expect(bad.status, hostname).toBe(400);
      expect(bad.json().error.fields[0].field).toBe('hostname');
    }
    const platform = await call('POST', base, { hostname: `shop.direct.test` }, owner);
    expect(platform.json().error.fields[0]).toMatchObject({ field: 'hostname', reason: 'platform_domain' });
    expect((await call('POST', base, { hostname: `dup-${stamp}.example` }, owner)).status).toBe(201);
    const taken = await call('POST', strangerBase, { hostname: `dup-${stamp}.example` }, stranger);
    expect(taken.status).toBe(409);
    expect(taken.json().error.fields[0]).toMatchObject({ field: 'hostname', reason: 'taken' });
  });

  it('keeps one host out of another host’s domains, and removes a domain', async () => {
    const domain = (await call('POST', base, { hostname: `rm-${stamp}.example` }, owner)).json();
    const foreign = `${strangerBase}/${domain.id}`;
    expect((await call('DELETE', foreign, undefined, stranger)).status).toBe(404);
    expect((await call('POST', `${foreign}/check`, undefined, stranger)).status).toBe(404);
    expect((await call('GET', base, undefined, stranger)).status).toBe(404);
    expect((await call('POST', base, { hostname: `x-${stamp}.example` }, stranger)).status).toBe(404);
    expect((await call('GET', base, undefined, owner)).json().data.some((d: { id: number }) => d.id === domain.id)).toBe(true);

    expect((await call('DELETE', `${base}/${domain.id}`, undefined, owner)).status).toBe(204);
    expect((await call('GET', base, undefined, owner)).json().data.some((d: { id: number }) => d.id === domain.id)).toBe(false);
    expect((await call('DELETE', `${base}/${domain.id}`, undefined, owner)).status).toBe(404);
  });
});
