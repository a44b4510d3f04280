import { propertyTexts, properties, seoRoutes } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPropertiesWorld, type HostPropertiesWorld } from '../../testing/host-properties-world.ts';

// A host's properties through the API: a draft with its address on the site, texts per language
// with what is missing, optimistic concurrency, unique slugs, the audit log, tenancy and the list.

let w: HostPropertiesWorld;
const base = () => `/apis/host/organizations/${w.organizationId}/properties`;
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alfama River Loft',
  propertyType: 'loft',
  cityId: w.city.id,
  areaId: w.city.areaId,
  addressLine1: 'Rua dos Remédios 12',
  postalCode: '1100-441',
  latitude: 38.7114,
  longitude: -9.1286,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const created = await w.call('POST', base(), draft(overrides), w.owner);
  expect(created.status, JSON.stringify(created.json())).toBe(201);
  return created.json();
};

// Two sign-ups (scrypt) and a migrated database: slow on a busy machine.
beforeAll(async () => {
  w = await createHostPropertiesWorld();
}, 240_000);
afterAll(async () => w?.close());

describe('creating and reading a property', () => {
  it('makes an unpublished draft on the organization’s first brand, with its address on the site', async () => {
    const property = await create();
    expect(property).toMatchObject({
      name: 'Alfama River Loft',
      version: 1,
      isPublished: false,
      isFeatured: false,
      brandIds: [w.brandId],
      checkInTime: '15:00',
      checkOutTime: '11:00',
      currency: 'EUR',
      seo: { slug: 'alfama-river-loft', completeRoute: `/stays/${w.city.slug}/alfama-river-loft`, title: 'Alfama River Loft' },
      publishProblems: ['no_active_unit', 'no_rates'],
      unitTypes: [],
    });
    expect(property.texts.map((text: { language: string; missing: string[] }) => [text.language, text.missing])).toEqual([
      ['en', ['summary', 'description', 'houseRules', 'checkinInstructions']],
      ['de', ['name', 'summary', 'description', 'houseRules', 'checkinInstructions']],
      ['pt', ['name', 'summary', 'description', 'houseRules', 'checkinInstructions']],
    ]);
    const audit = await w.lastAudit('property.created');
    expect(audit).toMatchObject({ entityType: 'property', entityId: String(property.id), actorKind: 'user' });

    const read = await w.call('GET', `${base()}/${property.id}`, undefined, w.owner);
    expect(read.status).toBe(200);
    expect(read.json()).toEqual(property);
  });

  it('makes a taken name’s slug unique, and refuses a taken slug asked for by name', async () => {
    const first = await create({ name: 'Twin House' });
    const second = await create({ name: 'Twin House' });
    expect([first.seo.slug, second.seo.slug]).toEqual(['twin-house', 'twin-house-2']);
    const taken = await w.call('POST', base(), draft({ name: 'Other', slug: 'twin-house' }), w.owner);
    expect(taken.status).toBe(409);
    expect(taken.json().error.fields).toEqual([expect.objectContaining({ field: 'slug', reason: 'taken' })]);
  });

  it('names the field of bad input and writes nothing', async () => {
    const before = (await w.db.select({ id: properties.id }).from(properties)).length;
    const invalid = await w.call('POST', base(), draft({ latitude: 123, name: '' }), w.owner);
    expect(invalid.status).toBe(400);
    expect(invalid.json().error.fields.map((field: { field: string }) => field.field).sort()).toEqual(['latitude', 'name']);
    const noCity = await w.call('POST', base(), draft({ cityId: 999_999 }), w.owner);
    expect(noCity.json().error.fields).toEqual([expect.objectContaining({ field: 'cityId', reason: 'not_found' })]);
    const foreignBrand = await w.call('POST', base(), draft({ brandIds: [w.brandId + 1000] }), w.owner);
    expect(foreignBrand.json().error.fields).toEqual([expect.objectContaining({ field: 'brandIds', reason: 'not_found' })]);
    expect((await w.db.select({ id: properties.id }).from(properties)).length).toBe(before);
  });
});

describe('texts per language', () => {
  it('writes English into the property and other languages beside it, each with what is missing', async () => {
    const property = await create({ name: 'Graça Terrace' });
    const english = await w.call('PUT', `${base()}/${property.id}/texts/en`, { version: 1, name: 'Graça Terrace', summary: 'A terrace above the city.', description: 'Sunny.' }, w.owner);
    expect(english.status).toBe(200);
    const german = await w.call('PUT', `${base()}/${property.id}/texts/de`, { version: 2, name: 'Graça-Terrasse', description: 'Sonnig.', summary: '   ' }, w.owner);
    expect(german.status).toBe(200);
    const body = german.json();
    expect(body.version).toBe(3);
    expect(body.texts.find((text: { language: string }) => text.language === 'de')).toEqual({
      language: 'de',
      name: 'Graça-Terrasse',
      summary: null,
      description: 'Sonnig.',
      houseRules: null,
      checkinInstructions: null,
      missing: ['summary', 'houseRules', 'checkinInstructions'],
    });
    const [row] = await w.db.select().from(propertyTexts).where(and(eq(propertyTexts.propertyId, property.id), eq(propertyTexts.language, 'de')));
    expect(row).toMatchObject({ organizationId: w.organizationId, name: 'Graça-Terrasse', summary: null });
    expect(await w.lastAudit('property.texts_updated')).toMatchObject({ before: expect.objectContaining({ language: 'de', name: null }), after: expect.objectContaining({ name: 'Graça-Terrasse' }) });
  });

  it('keeps an English name', async () => {
    const property = await create({ name: 'Named' });
    const cleared = await w.call('PUT', `${base()}/${property.id}/texts/en`, { version: 1, name: '' }, w.owner);
    expect(cleared.status).toBe(400);
    expect(cleared.json().error.fields).toEqual([expect.objectContaining({ field: 'name', reason: 'required' })]);
  });

  it('refuses a write based on a version someone else has changed (409, field version)', async () => {
    const property = await create({ name: 'Busy House' });
    expect((await w.call('PUT', `${base()}/${property.id}/texts/pt`, { version: 1, name: 'Casa Ocupada' }, w.owner)).status).toBe(200);
    const stale = await w.call('PUT', `${base()}/${property.id}/texts/de`, { version: 1, name: 'Volles Haus' }, w.owner);
    expect(stale.status).toBe(409);
    expect(stale.json().error.fields).toEqual([expect.objectContaining({ field: 'version', reason: 'stale' })]);
    const [row] = await w.db.select().from(propertyTexts).where(and(eq(propertyTexts.propertyId, property.id), eq(propertyTexts.language, 'de')));
    expect(row).toBeUndefined();
  });
});

describe('the rest of a property', () => {
  it('updates basics, amenities, times, featuring and the SEO route, each versioned and audited', async () => {
    const property = await create({ name: 'Everything Flat' });
    const basics = await w.call('PUT', `${base()}/${property.id}`, { version: 1, propertyType: 'apartment', cityId: w.city.id, areaId: null, addressLine1: 'Rua Nova 3', latitude: 38.7, longitude: -9.1, currency: 'GBP' }, w.owner);
    expect(basics.json()).toMatchObject({ version: 2, propertyType: 'apartment', areaId: null, addressLine1: 'Rua Nova 3', currency: 'GBP' });
    const amenities = await w.call('PUT', `${base()}/${property.id}/amenities`, { version: 2, amenityIds: [w.amenityIds[1], w.amenityIds[0], w.amenityIds[0]] }, w.owner);
    expect(amenities.json()).toMatchObject({ version: 3, amenityIds: [...w.amenityIds.slice(0, 2)].sort((a, b) => a - b) });
    const unknownAmenity = await w.call('PUT', `${base()}/${property.id}/amenities`, { version: 3, amenityIds: [999_999] }, w.owner);
    expect(unknownAmenity.json().error.fields).toEqual([expect.objectContaining({ field: 'amenityIds' })]);
    const times = await w.call('PUT', `${base()}/${property.id}/details`, { version: 3, checkInTime: '16:30', checkOutTime: '10:00', isDirect: false }, w.owner);
    expect(times.json()).toMatchObject({ version: 4, checkInTime: '16:30', checkOutTime: '10:00', isDirect: false });
    const badTime = await w.call('PUT', `${base()}/${property.id}/details`, { version: 4, checkInTime: '25:00', checkOutTime: '10:00', isDirect: false }, w.owner);
    expect(badTime.json().error.fields).toEqual([expect.objectContaining({ field: 'checkInTime' })]);
    const featured = await w.call('PUT', `${base()}/${property.id}/featured`, { version: 4, featured: true }, w.owner);
    expect(featured.json()).toMatchObject({ version: 5, isFeatured: true });
    const seo = await w.call('PUT', `${base()}/${property.id}/seo`, { version: 5, slug: 'everything-flat-lisbon', title: 'Everything Flat · Lisbon', metaDescription: 'A flat with everything.' }, w.owner);
    expect(seo.json()).toMatchObject({ version: 6, seo: { slug: 'everything-flat-lisbon', completeRoute: `/stays/${w.city.slug}/everything-flat-lisbon`, metaDescription: 'A flat with everything.', twitterDescription: null } });
    const [route] = await w.db.select().from(seoRoutes).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, property.id)));
    expect(route).toMatchObject({ urlEnding: 'everything-flat-lisbon', title: 'Everything Flat · Lisbon' });
    for (const action of ['property.updated', 'property.amenities_updated', 'property.details_updated', 'property.featured', 'property.seo_updated']) {
      expect(await w.lastAudit(action), action).toMatchObject({ entityId: String(property.id) });
    }
  });

  it('refuses another property’s slug (409 naming the field)', async () => {
    const first = await create({ name: 'Slug Owner' });
    const second = await create({ name: 'Slug Wanter' });
    const taken = await w.call('PUT', `${base()}/${second.id}/seo`, { version: 1, slug: first.seo.slug }, w.owner);
    expect(taken.status).toBe(409);
    expect(taken.json().error.fields).toEqual([expect.objectContaining({ field: 'slug', reason: 'taken' })]);
    const same = await w.call('PUT', `${base()}/${first.id}/seo`, { version: 1, slug: first.seo.slug, title: 'Kept' }, w.owner);
    expect(same.status).toBe(200);
  });

  it('deletes a property nobody has booked, with its route', async () => {
    const property = await create({ name: 'Short Lived' });
    const deleted = await w.call('DELETE', `${base()}/${property.id}`, undefined, w.owner);
    expect(deleted.status).toBe(204);
    expect(await w.db.select().from(seoRoutes).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, property.id)))).toEqual([]);
    expect(await w.lastAudit('property.deleted')).toMatchObject({ entityId: String(property.id), before: expect.objectContaining({ name: 'Short Lived' }) });
    expect((await w.call('GET', `${base()}/${property.id}`, undefined, w.owner)).status).toBe(404);
  });
});

describe('tenancy', () => {
  it('never shows or changes another organization’s property', async () => {
    const property = await create({ name: 'Mine Only' });
    const foreignOrg = await w.call('GET', `${base()}/${property.id}`, undefined, w.stranger.session);
    expect([foreignOrg.status, foreignOrg.json().error.message]).toEqual([404, 'No such organization.']);
    const ownOrgPath = `/apis/host/organizations/${w.stranger.organizationId}/properties/${property.id}`;
    expect((await w.call('GET', ownOrgPath, undefined, w.stranger.session)).status).toBe(404);
    const write = await w.call('PUT', `${ownOrgPath}/featured`, { version: 1, featured: true }, w.stranger.session);
    expect(write.status).toBe(404);
    expect((await w.call('GET', `/apis/host/organizations/${w.stranger.organizationId}/properties`, undefined, w.stranger.session)).json().meta.total).toBe(0);
  });
});

describe('the list', () => {
  it('pages, sorts, searches and filters', async () => {
    const list = (query: string) => w.call('GET', `${base()}?${query}`, undefined, w.owner).then((answer) => answer.json());
    const all = await list('limit=100');
    expect(all.meta.total).toBeGreaterThan(3);
    const names = all.data.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const page2 = await list('limit=2&page=2');
    expect(page2.data.map((item: { id: number }) => item.id)).toEqual(all.data.slice(2, 4).map((item: { id: number }) => item.id));
    expect((await list('q=twin')).data.map((item: { name: string }) => item.name)).toEqual(['Twin House', 'Twin House']);
    expect((await list('q=%25')).meta.total).toBe(0);
    const featured = await list('featured=true');
    expect(featured.data.every((item: { isFeatured: boolean }) => item.isFeatured)).toBe(true);
    expect((await list('published=true')).meta.total).toBe(0);
    const newest = await list('sort=-updated&limit=1');
    expect(newest.data[0]).toMatchObject({ city: { id: w.city.id }, units: { total: 0, active: 0 }, isPublished: false });
  });
});
