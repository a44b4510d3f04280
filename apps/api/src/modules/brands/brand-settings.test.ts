import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let owner = '';
let base = '';
let alias = '';

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_DOMAIN: 'direct.test' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = Date.now().toString(36);
  alias = `look-${stamp}`;
  owner = await signUpHost(call, t.db, { email: `look-${stamp}@example.test` });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Look Org', brandName: 'Look Stays', brandAlias: alias, languages: ['en', 'de'] }, owner)).json();
  base = `/apis/host/organizations/${organization.id}/brands/${organization.brands[0].id}`;
});
afterAll(async () => t?.close());

const theme = { primaryColor: '#0b6e4f', accentColor: '#f2c14e', backgroundColor: '#fffdf7', textColor: '#1d2a22', logoText: 'Look' };

describe('brand settings', () => {
  it('reads the brand with how its colours read, changes its look, and the guest site sees it at once', async () => {
    const brand = (await call('GET', base, undefined, owner)).json();
    expect(brand).toMatchObject({ name: 'Look Stays', alias, languages: ['en', 'de'], defaultLanguage: 'en', currency: 'EUR', version: 1, logoUrl: null });
    expect(brand.contrast.map((c: { pair: string }) => c.pair)).toEqual(['text', 'links', 'buttons', 'highlights']);

    const saved = await call('PATCH', base, { version: 1, theme, tagline: 'Green homes by the river' }, owner);
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ theme, tagline: 'Green homes by the river', version: 2 });
    expect(saved.json().contrast.every((c: { passes: boolean }) => c.passes)).toBe(true);

    const resolved = (await call('GET', `/apis/brands/resolve?hostname=${alias}.direct.test`)).json();
    expect(resolved).toMatchObject({ theme, tagline: 'Green homes by the river' });

    const log = (await call('GET', `${base.replace(/\/brands\/\d+$/, '')}/audit-log?entityType=brand`, undefined, owner)).json().data;
    expect(log[0]).toMatchObject({ action: 'brand.update', before: { tagline: null }, after: { tagline: 'Green homes by the river', theme } });
  });

  it('refuses unreadable text, bad colours and a default language the brand lacks, naming the field', async () => {
    const { version } = (await call('GET', base, undefined, owner)).json();
    const grey = await call('PATCH', base, { version, theme: { ...theme, textColor: '#bbbbbb', backgroundColor: '#ffffff' } }, owner);
    expect(grey.status).toBe(400);
    expect(grey.json().error.fields).toEqual([{ field: 'theme.textColor', reason: 'low_contrast', message: expect.stringMatching(/^Contrast 1\.\d+:1 is below the 4\.5:1/) }]);
    const named = await call('PATCH', base, { version, theme: { ...theme, primaryColor: 'red', accentColor: 'url(x)' } }, owner);
    expect(named.status).toBe(400);
    expect(named.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['theme.accentColor', 'theme.primaryColor']);
    const language = await call('PATCH', base, { version, defaultLanguage: 'pt' }, owner);
    expect(language.status).toBe(400);
    expect(language.json().error.fields[0]).toMatchObject({ field: 'defaultLanguage', reason: 'not_in_languages' });
    // Nothing was written by the refusals.
    expect((await call('GET', base, undefined, owner)).json().version).toBe(version);
  });

  it('sets the contact details the site shows in its footer, refusing a bad email or phone by field', async () => {
    const { version } = (await call('GET', base, undefined, owner)).json();
    const bad = await call('PATCH', base, { version, contactEmail: 'not-an-email', contactPhone: 'call me' }, owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['contactEmail', 'contactPhone']);
    const saved = await call('PATCH', base, { version, contactEmail: ' Hello@Look.example ', contactPhone: '+351 912 345 678' }, owner);
    expect(saved.json()).toMatchObject({ contactEmail: 'hello@look.example', contactPhone: '+351 912 345 678' });
    const resolved = (await call('GET', `/apis/brands/resolve?hostname=${alias}.direct.test`)).json();
    expect(resolved).toMatchObject({ contactEmail: 'hello@look.example', contactPhone: '+351 912 345 678' });
    const cleared = await call('PATCH', base, { version: version + 1, contactPhone: null }, owner);
    expect(cleared.json()).toMatchObject({ contactEmail: 'hello@look.example', contactPhone: null });
  });

  it('refuses an edit based on an older version instead of overwriting the newer one', async () => {
    const { version } = (await call('GET', base, undefined, owner)).json();
    expect((await call('PATCH', base, { version, name: 'Look Stays Lisboa' }, owner)).status).toBe(200);
    const stale = await call('PATCH', base, { version, name: 'Look Stays Porto' }, owner);
    expect(stale.status).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'conflict', fields: [{ field: 'version', reason: 'stale' }] });
    expect((await call('GET', base, undefined, owner)).json().name).toBe('Look Stays Lisboa');
  });
});
