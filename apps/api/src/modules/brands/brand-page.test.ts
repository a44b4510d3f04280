import { brands, organizationMembers } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The brand page's fields beyond the colours: taglines per language, the postal address, fonts,
// languages and currency, the logo's removal; who may change them and that nobody else's brand is reachable.

let t: TestApp;
let call: HostCall;
let owner = '';
let base = '';
let alias = '';
let organizationId = 0;
let other = { owner: '', base: '' };
const stamp = Date.now().toString(36);

async function member(role: 'manager' | 'front_desk' | 'housekeeping' | 'accountant'): Promise<string> {
  const session = await signUpHost(call, t.db, { email: `brand-${role}-${stamp}@example.test` });
  const me = (await call('GET', '/apis/host/me', undefined, session)).json();
  await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role });
  return session;
}

async function organization(name: string, brandAlias: string, session: string) {
  const created = (await call('POST', '/apis/host/organizations', { name, brandName: `${name} Stays`, brandAlias, languages: ['en', 'de', 'pt'] }, session)).json();
  return { id: created.id as number, base: `/apis/host/organizations/${created.id}/brands/${created.brands[0].id}` };
}

const versionOf = async () => (await call('GET', base, undefined, owner)).json().version as number;
const resolve = async () => (await call('GET', `/apis/brands/resolve?hostname=${alias}.direct.test`)).json();
const fields = (answer: { json: () => { error?: { fields?: { field: string; reason: string }[] } } }) =>
  (answer.json().error?.fields ?? []).map((field) => `${field.field}:${field.reason}`).sort();

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_DOMAIN: 'direct.test' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  alias = `page-${stamp}`;
  owner = await signUpHost(call, t.db, { email: `page-${stamp}@example.test` });
  const mine = await organization('Page', alias, owner);
  organizationId = mine.id;
  base = mine.base;
  const otherOwner = await signUpHost(call, t.db, { email: `page-other-${stamp}@example.test` });
  other = { owner: otherOwner, base: (await organization('Other', `page-other-${stamp}`, otherOwner)).base };
});
afterAll(async () => t?.close());

describe('the brand page', () => {
  it('keeps a tagline per language; the default language’s is the fallback the site gets as `tagline`', async () => {
    const saved = await call('PATCH', base, { version: await versionOf(), taglines: { en: ' Homes by the river ', de: 'Wohnen am Fluss', pt: '' } }, owner);
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ tagline: 'Homes by the river', taglines: { en: 'Homes by the river', de: 'Wohnen am Fluss' } });
    expect(saved.json().taglines).not.toHaveProperty('pt');
    expect(await resolve()).toMatchObject({ tagline: 'Homes by the river', taglines: { en: 'Homes by the river', de: 'Wohnen am Fluss' } });

    // A new default language makes its tagline the fallback.
    const german = await call('PATCH', base, { version: saved.json().version, defaultLanguage: 'de' }, owner);
    expect(german.json()).toMatchObject({ defaultLanguage: 'de', tagline: 'Wohnen am Fluss' });
    // Onboarding's single tagline writes the default language's and leaves the others.
    const single = await call('PATCH', base, { version: german.json().version, tagline: 'Zuhause am Fluss', defaultLanguage: 'de' }, owner);
    expect(single.json()).toMatchObject({ tagline: 'Zuhause am Fluss', taglines: { en: 'Homes by the river', de: 'Zuhause am Fluss' } });
    const back = await call('PATCH', base, { version: single.json().version, defaultLanguage: 'en' }, owner);
    expect(back.json()).toMatchObject({ defaultLanguage: 'en', tagline: 'Homes by the river' });

    const long = await call('PATCH', base, { version: back.json().version, taglines: { de: 'x'.repeat(161), fr: 'Maison' } }, owner);
    expect(long.status).toBe(400);
    expect(fields(long)).toEqual(expect.arrayContaining(['taglines.de:too_big']));
  });

  it('shows a brand’s older single tagline (the seed’s) as its default language’s, and keeps it when another is added', async () => {
    const brandId = Number(base.split('/').pop());
    await t.db.update(brands).set({ tagline: 'Older tagline', taglines: {} }).where(eq(brands.id, brandId));
    const brand = (await call('GET', base, undefined, owner)).json();
    expect(brand.taglines).toEqual({ en: 'Older tagline' });
    expect((await resolve()).taglines).toEqual({ en: 'Older tagline' });
    const saved = await call('PATCH', base, { version: brand.version, tagline: 'Older tagline', defaultLanguage: 'en', languages: ['en', 'de', 'pt'] }, owner);
    expect(saved.json()).toMatchObject({ tagline: 'Older tagline', taglines: { en: 'Older tagline' } });
  });

  it('keeps a validated postal address, normalised, and shows it on the site; null removes it', async () => {
    const version = await versionOf();
    const bad = await call('PATCH', base, { version, postalAddress: { street: ' ', postcode: '11001', city: 'Lisboa', country: 'PT' } }, owner);
    expect(bad.status).toBe(400);
    expect(fields(bad).map((f) => f.split(':')[0])).toEqual(['postalAddress.postcode', 'postalAddress.street']);
    const country = await call('PATCH', base, { version, postalAddress: { street: 'Rua A 1', postcode: '1100', city: 'Lisboa', country: 'XX' } }, owner);
    expect(fields(country).map((f) => f.split(':')[0])).toEqual(['postalAddress.country']);
    expect(await versionOf()).toBe(version);

    const saved = await call('PATCH', base, { version, postalAddress: { street: ' Rua dos Remédios 12 ', postcode: '1100-148', city: 'Lisboa', country: 'pt' } }, owner);
    expect(saved.status).toBe(200);
    const address = { street: 'Rua dos Remédios 12', postcode: '1100-148', city: 'Lisboa', country: 'PT' };
    expect(saved.json().postalAddress).toEqual(address);
    expect((await resolve()).postalAddress).toEqual(address);
    const uk = await call('PATCH', base, { version: version + 1, postalAddress: { street: '1 High St', postcode: 'sw1a 1aa', city: 'London', country: 'GB' } }, owner);
    expect(uk.json().postalAddress).toMatchObject({ postcode: 'SW1A 1AA', country: 'GB' });
    const removed = await call('PATCH', base, { version: version + 2, postalAddress: null }, owner);
    expect(removed.json().postalAddress).toBeNull();
    expect((await resolve()).postalAddress).toBeNull();
  });

  it('chooses heading and body fonts from the curated list only', async () => {
    const current = (await call('GET', base, undefined, owner)).json();
    const theme = { ...current.theme, headingFont: 'playfair-display', bodyFont: 'inter' };
    const saved = await call('PATCH', base, { version: current.version, theme }, owner);
    expect(saved.status).toBe(200);
    expect(saved.json().theme).toMatchObject({ headingFont: 'playfair-display', bodyFont: 'inter' });
    expect((await resolve()).theme).toMatchObject({ headingFont: 'playfair-display', bodyFont: 'inter' });
    // Onboarding's look form has no font fields: the fonts stay.
    const { headingFont: _heading, bodyFont: _body, ...withoutFonts } = theme;
    const colours = await call('PATCH', base, { version: saved.json().version, theme: { ...withoutFonts, primaryColor: '#0b6e4f' } }, owner);
    expect(colours.json().theme).toMatchObject({ primaryColor: '#0b6e4f', headingFont: 'playfair-display', bodyFont: 'inter' });
    const unknown = await call('PATCH', base, { version: colours.json().version, theme: { ...theme, headingFont: 'Comic Sans' } }, owner);
    expect(unknown.status).toBe(400);
    expect(fields(unknown).map((f) => f.split(':')[0])).toEqual(['theme.headingFont']);
  });

  it('offers only known languages and currencies, one default among them, naming the field', async () => {
    const version = await versionOf();
    const none = await call('PATCH', base, { version, languages: [] }, owner);
    expect(fields(none).map((f) => f.split(':')[0])).toEqual(['languages']);
    const french = await call('PATCH', base, { version, languages: ['en', 'fr'] }, owner);
    expect(fields(french).map((f) => f.split(':')[0])).toEqual(['languages.1']);
    const yen = await call('PATCH', base, { version, currency: 'JPY' }, owner);
    expect(fields(yen).map((f) => f.split(':')[0])).toEqual(['currency']);
    const without = await call('PATCH', base, { version, languages: ['de', 'pt'] }, owner);
    expect(fields(without)).toEqual(['defaultLanguage:not_in_languages']);

    const saved = await call('PATCH', base, { version, languages: ['pt', 'en', 'pt'], defaultLanguage: 'pt', currency: 'GBP' }, owner);
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ languages: ['pt', 'en'], defaultLanguage: 'pt', currency: 'GBP' });
    expect(await resolve()).toMatchObject({ languages: ['pt', 'en'], defaultLanguage: 'pt', currency: 'GBP' });
  });

  it('removes the logo (twice is fine), audited', async () => {
    const first = await call('DELETE', `${base}/logo`, undefined, owner);
    expect(first.status).toBe(204);
    expect((await call('DELETE', `${base}/logo`, undefined, owner)).status).toBe(204);
    expect((await call('GET', base, undefined, owner)).json().logoUrl).toBeNull();
    const log = (await call('GET', `/apis/host/organizations/${organizationId}/audit-log?entityType=brand`, undefined, owner)).json().data;
    expect(log[0]).toMatchObject({ action: 'brand.logo_removed' });
  });

  it('lets owners and managers change the brand; front desk, housekeeping and accountants only read it', async () => {
    for (const role of ['manager', 'front_desk', 'housekeeping', 'accountant'] as const) {
      const session = await member(role);
      expect((await call('GET', base, undefined, session)).status).toBe(200);
      const version = await versionOf();
      const edit = await call('PATCH', base, { version, taglines: { de: `Von ${role}` } }, session);
      const removal = await call('DELETE', `${base}/logo`, undefined, session);
      if (role === 'manager') {
        expect(edit.status).toBe(200);
        expect(removal.status).toBe(204);
      } else {
        expect(edit.status).toBe(403);
        expect(removal.status).toBe(403);
        expect(await versionOf()).toBe(version);
      }
    }
  });

  it('never reaches another organization’s brand: its id answers 404 and nothing changes', async () => {
    const theirs = (await call('GET', other.base, undefined, other.owner)).json();
    const foreignBrand = base.replace(/\d+$/, String(theirs.id));
    expect((await call('GET', foreignBrand, undefined, owner)).status).toBe(404);
    expect((await call('PATCH', foreignBrand, { version: theirs.version, taglines: { en: 'Mine now' } }, owner)).status).toBe(404);
    expect((await call('DELETE', `${foreignBrand}/logo`, undefined, owner)).status).toBe(404);
    // Their own organization's path with my session: not a member.
    expect([403, 404]).toContain((await call('PATCH', other.base, { version: theirs.version, taglines: { en: 'Mine now' } }, owner)).status);
    expect((await call('GET', other.base, undefined, other.owner)).json()).toMatchObject({ version: theirs.version, taglines: {} });
  });
});
