import { Brand, ErrorEnvelope } from '@direct/contracts';
import { brands, globalImages } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBrand, insertBrandDomain, insertClient, insertOrganization, requestToken } from '../../testing/test-records.ts';

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_DOMAIN: 'stays.test', DEFAULT_BRAND_ALIAS: 'lisbon-stays', SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: '66,70' } });
  const host = await insertOrganization(t.db, { name: 'Lisbon Hosts' });
  const budget = await insertOrganization(t.db, { id: 66, name: 'Budget Beds' });
  const lisbon = await insertBrand(t.db, { organizationId: host.id, urlAlias: 'lisbon-stays', languages: ['en', 'pt', 'fr'], defaultLanguage: 'pt' });
  const alpine = await insertBrand(t.db, { organizationId: host.id, urlAlias: 'alpine-lodges' });
  const shared = await insertBrand(t.db, { organizationId: host.id, urlAlias: 'collection', isSharedListing: true });
  const closed = await insertBrand(t.db, { organizationId: budget.id, urlAlias: 'closed-brand', isActive: false });
  Object.assign(ids, { lisbon: lisbon.id, alpine: alpine.id, shared: shared.id, closed: closed.id, host: host.id });
  await insertBrandDomain(t.db, { brandId: lisbon.id, hostname: 'book.lisbon-example.com', isPrimary: true });
  await insertBrandDomain(t.db, { brandId: lisbon.id, hostname: 'www.lisbon-example.pt' });
  // A custom domain inside the platform domain wins over the alias rule.
  await insertBrandDomain(t.db, { brandId: alpine.id, hostname: 'direct.stays.test' });
  await insertBrandDomain(t.db, { brandId: closed.id, hostname: 'closed.example.com', isPrimary: true });
  const [logo] = await t.db
    .insert(globalImages)
    .values({ organizationId: host.id, storageKey: 'logos/alpine-lodges.svg', mimeType: 'image/svg+xml', width: 480, height: 160, sizeBytes: 900 })
    .returning();
  await t.db.update(brands).set({ logoImageId: logo!.id }).where(eq(brands.id, alpine.id));
  ids.alpineLogo = logo!.id;
  await insertClient(t.db, { clientId: 'site', secret: 'site-secret' });
  token = await requestToken(t.app, 'site', 'site-secret');
});
afterAll(() => t?.close());

const resolve = (hostname: string) =>
  t.app.inject({
    method: 'GET',
    url: '/apis/brands/resolve',
    query: { hostname },
    headers: { authorization: `Bearer ${token}` },
  });

async function resolvedId(hostname: string): Promise<number> {
  const response = await resolve(hostname);
  expect(response.statusCode, `${hostname}: ${response.body}`).toBe(200);
  return Brand.parse(response.json()).id;
}

async function expectUnregistered(hostname: string) {
  const response = await resolve(hostname);
  expect(response.statusCode, hostname).toBe(404);
  expect(ErrorEnvelope.parse(response.json()).error.code).toBe('unregistered_domain');
}

describe('GET /apis/brands/resolve', () => {
  it('answers the full brand for a custom domain, with its primary host name', async () => {
    const response = await resolve('www.lisbon-example.pt');
    expect(response.statusCode).toBe(200);
    expect(Brand.parse(response.json())).toEqual({
      id: ids['lisbon'],
      organizationId: ids['host'],
      name: 'lisbon stays',
      urlAlias: 'lisbon-stays',
      tagline: null,
      taglines: {},
      theme: { primaryColor: '#0b5', accentColor: '#f80', backgroundColor: '#fff', textColor: '#111', logoText: 'lisbon-stays' },
      logoUrl: null,
      // Languages the contract doesn't know are left out.
      defaultLanguage: 'pt',
      languages: ['en', 'pt'],
      currency: 'EUR',
      isSharedListing: false,
      contactEmail: null,
      contactPhone: null,
      postalAddress: null,
      primaryHostname: 'book.lisbon-example.com',
      excludedOrganizationIds: [],
      analytics: { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null },
    });
  });

  it('matches custom domains case-insensitively, ignoring a port and a trailing dot', async () => {
    expect(await resolvedId('BOOK.Lisbon-Example.com')).toBe(ids['lisbon']);
    expect(await resolvedId('book.lisbon-example.com:8443')).toBe(ids['lisbon']);
    expect(await resolvedId('book.lisbon-example.com.')).toBe(ids['lisbon']);
  });

  it('prefers a custom domain over the platform subdomain rule', async () => {
    expect(await resolvedId('direct.stays.test')).toBe(ids['alpine']);
  });

  it('resolves <alias>.<PLATFORM_DOMAIN> by url alias', async () => {
    expect(await resolvedId('alpine-lodges.stays.test')).toBe(ids['alpine']);
    const lisbon = Brand.parse((await resolve('lisbon-stays.stays.test:3000')).json());
    expect(lisbon.id).toBe(ids['lisbon']);
    // A brand without a primary custom domain has no primary host name.
    expect(Brand.parse((await resolve('alpine-lodges.stays.test')).json()).primaryHostname).toBeNull();
  });

  it('serves the default brand on the bare platform domain, localhost and 127.0.0.1', async () => {
    for (const hostname of ['stays.test', 'localhost', '127.0.0.1', 'localhost:3000']) {
      expect(await resolvedId(hostname)).toBe(ids['lisbon']);
    }
  });

  it('lists the configured excluded organizations for a shared-listing brand only', async () => {
    const shared = Brand.parse((await resolve('collection.stays.test')).json());
    expect(shared).toMatchObject({ id: ids['shared'], isSharedListing: true, excludedOrganizationIds: [66, 70] });
    expect(Brand.parse((await resolve('alpine-lodges.stays.test')).json()).excludedOrganizationIds).toEqual([]);
  });

  it('answers 404 unregistered_domain for unknown hosts and inactive brands', async () => {
    await expectUnregistered('unknown.example.com');
    await expectUnregistered('nobody.stays.test');
    await expectUnregistered('deep.alpine-lodges.stays.test');
    await expectUnregistered('closed.example.com');
    await expectUnregistered('closed-brand.stays.test');
    await expectUnregistered('localhost.example.com');
  });

  it('rejects a missing or malformed host name with a field error', async () => {
    for (const query of ['', '?hostname=', '?hostname=http%3A%2F%2Fexample.com', '?hostname=exa%20mple.com', '?hostname=a&hostname=b']) {
      const response = await t.app.inject({ method: 'GET', url: `/apis/brands/resolve${query}`, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, query).toBe(400);
      const envelope = ErrorEnvelope.parse(response.json());
      expect(envelope.error.code).toBe('validation_failed');
      expect(envelope.error.fields.map((field) => field.field)).toEqual(['hostname']);
    }
  });

  it("gives the brand's logo as an image path the site can serve on its own domain", async () => {
    const alpine = Brand.parse((await resolve('alpine-lodges.stays.test')).json());
    expect(alpine.logoUrl).toBe(`/apis/image/${ids.alpineLogo}/alpine-lodges.svg`);
    const lisbon = Brand.parse((await resolve('book.lisbon-example.com')).json());
    expect(lisbon.logoUrl).toBeNull();
  });
});
