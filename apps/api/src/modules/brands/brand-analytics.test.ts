import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A brand's measurement ids (decision 0033): set on the brand page, checked per field, public to
// the site through the brand's resolve answer.

let t: TestApp;
let call: HostCall;
let owner = '';
let base = '';
let alias = '';

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_DOMAIN: 'direct.test' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = Date.now().toString(36);
  alias = `measure-${stamp}`;
  owner = await signUpHost(call, t.db, { email: `measure-${stamp}@example.test` });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Measure Org', brandName: 'Measure Stays', brandAlias: alias, languages: ['en'] }, owner)).json();
  base = `/apis/host/organizations/${organization.id}/brands/${organization.brands[0].id}`;
});
afterAll(async () => t?.close());

const resolve = async () => (await call('GET', `/apis/brands/resolve?hostname=${alias}.direct.test`)).json();
const none = { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null };

describe('brand analytics', () => {
  it('starts with none, saves the three ids (tidied), shows them to the site, and removes one with an empty field', async () => {
    const brand = (await call('GET', base, undefined, owner)).json();
    expect(brand.analytics).toEqual(none);
    expect((await resolve()).analytics).toEqual(none);

    const saved = await call('PATCH', base, { version: brand.version, ga4MeasurementId: ' g-2xk4q9m7tb ', gtmContainerId: 'GTM-5JQ8RWN', metaPixelId: '123456789012345' }, owner);
    expect(saved.status).toBe(200);
    const ids = { ga4MeasurementId: 'G-2XK4Q9M7TB', gtmContainerId: 'GTM-5JQ8RWN', metaPixelId: '123456789012345' };
    expect(saved.json().analytics).toEqual(ids);
    expect((await resolve()).analytics).toEqual(ids);

    const cleared = await call('PATCH', base, { version: saved.json().version, gtmContainerId: '', metaPixelId: null }, owner);
    expect(cleared.status).toBe(200);
    expect(cleared.json().analytics).toEqual({ ...none, ga4MeasurementId: 'G-2XK4Q9M7TB' });
    expect((await resolve()).analytics).toEqual({ ...none, ga4MeasurementId: 'G-2XK4Q9M7TB' });
  });

  it('refuses ids of the wrong shape, naming each field, and writes nothing', async () => {
    const { version, analytics } = (await call('GET', base, undefined, owner)).json();
    const bad = await call('PATCH', base, { version, ga4MeasurementId: 'UA-12345-1', gtmContainerId: 'GTM-<script>', metaPixelId: 'fb123' }, owner);
    expect(bad.status).toBe(400);
    const fields = bad.json().error.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(['ga4MeasurementId', 'gtmContainerId', 'metaPixelId']);
    expect(fields.find((f) => f.field === 'ga4MeasurementId')!.message).toMatch(/G-2XK4Q9M7TB/);
    expect(fields.find((f) => f.field === 'metaPixelId')!.message).toMatch(/digits/);
    const after = (await call('GET', base, undefined, owner)).json();
    expect(after).toMatchObject({ version, analytics });
  });
});
