import { AutocompleteResponse, ErrorEnvelope, type Suggestion } from '@direct/contracts';
import { createBrand, createCity, createOrganization, createProperty } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

const lisbonStays = 1;
const alpineLodges = 2;
const sharedListing = 100;

async function suggest(query: string): Promise<Suggestion[]> {
  const response = await t.get(`/api/autocomplete?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return AutocompleteResponse.parse(response.json()).data;
}

const labels = (items: Suggestion[]) => items.map((item) => `${item.type}:${item.label}`);

describe('GET /api/autocomplete', () => {
  it('suggests a city first, with its country, properties in scope and route', async () => {
    const data = await suggest(`brand_id=${lisbonStays}&search=lis`);
    expect(data[0]).toEqual({
      type: 'city',
      id: 1,
      label: 'Lisbon',
      sublabel: 'Portugal',
      route: expect.stringMatching(/^\/destinations\//),
      numberOfProperties: 6,
    });
  });

  it('ranks prefix matches first, then similarity, cities before properties', async () => {
    const data = await suggest(`brand_id=${sharedListing}&search=porto`);
    expect(labels(data)[0]).toBe('city:Porto');
    expect(labels(data)).toContain('property:Porto Ribeira View Apartment');
    // Names starting with the search come before names that only contain it ("Budget Beds Porto …").
    const starts = data.map((item) => item.label.toLowerCase().startsWith('porto'));
    expect(starts.indexOf(false)).toBeGreaterThan(starts.lastIndexOf(true));
    const words = await suggest(`brand_id=${sharedListing}&search=alfama`);
    expect(labels(words)[0]).toBe('area:Alfama');
    expect(labels(words)).toEqual(expect.arrayContaining(['property:Alfama River Loft', 'property:Alfama Fado Guesthouse']));
    for (const item of data.filter((entry) => entry.type === 'property')) {
      expect(item).toMatchObject({ sublabel: expect.any(String), route: expect.stringMatching(/^\//), numberOfProperties: null });
    }
  });

  it('tolerates typos, accents and letter case', async () => {
    expect(labels(await suggest(`brand_id=${lisbonStays}&search=lisbn`))[0]).toBe('city:Lisbon');
    expect(labels(await suggest(`brand_id=${sharedListing}&search=florance`))[0]).toBe('city:Florence');
    expect(labels(await suggest(`brand_id=${sharedListing}&search=LISBON`))[0]).toBe('city:Lisbon');
    expect(labels(await suggest(`brand_id=${sharedListing}&search=hotting`))).toContain('property:Hötting Alpine Apartment');
    expect(labels(await suggest(`brand_id=${sharedListing}&search=${encodeURIComponent('belem')}`))).toContain('property:Belém Riverside Flat');
    expect(labels(await suggest(`brand_id=${lisbonStays}&search=${encodeURIComponent('PRÍNCIPE')}`))).toContain('property:Príncipe Real Garden House');
  });

  it('finds a place by its name in another language and suggests it by that name', async () => {
    const german = await suggest(`brand_id=${lisbonStays}&search=Lissabon`);
    expect(german[0]).toMatchObject({ type: 'city', id: 1, label: 'Lissabon', sublabel: 'Portugal', numberOfProperties: 6 });
    expect((await suggest(`brand_id=${lisbonStays}&search=lisboa`))[0]).toMatchObject({ type: 'city', id: 1, label: 'Lisboa' });
    // Accents and typos as for the English names; the English name wins when it matches too.
    expect(labels(await suggest(`brand_id=${sharedListing}&search=florenca`))[0]).toBe('city:Florença');
    expect(labels(await suggest(`brand_id=${sharedListing}&search=lissabn`))[0]).toBe('city:Lissabon');
    expect(labels(await suggest(`brand_id=${lisbonStays}&search=lisb`))[0]).toBe('city:Lisbon');
  });

  it("suggests a place by its name in the page's language where that name matches, and names cities in it", async () => {
    // "Lisbo" is in the English and the Portuguese name: the Portuguese page shows Lisboa.
    expect((await suggest(`brand_id=${lisbonStays}&search=lisbo&language=pt`))[0]).toMatchObject({ type: 'city', id: 1, label: 'Lisboa' });
    expect((await suggest(`brand_id=${lisbonStays}&search=lisbo&language=en`))[0]).toMatchObject({ type: 'city', id: 1, label: 'Lisbon' });
    expect((await suggest(`brand_id=${lisbonStays}&search=lisbo`))[0]).toMatchObject({ type: 'city', id: 1, label: 'Lisbon' });
    // What was typed still decides: the German page, "Lisbon" typed, shows Lisbon; "Lissa", Lissabon.
    expect((await suggest(`brand_id=${lisbonStays}&search=lisbon&language=de`))[0]).toMatchObject({ type: 'city', label: 'Lisbon' });
    expect((await suggest(`brand_id=${lisbonStays}&search=lissa&language=de`))[0]).toMatchObject({ type: 'city', label: 'Lissabon' });
    // A typo of the page's name, before the English one it is also like.
    expect((await suggest(`brand_id=${sharedListing}&search=lisabon&language=de`))[0]).toMatchObject({ type: 'city', label: 'Lissabon' });
    // A property's or an area's city in the page's language.
    const property = (await suggest(`brand_id=${lisbonStays}&search=principe&language=de`)).find((item) => item.type === 'property');
    expect(property).toMatchObject({ label: 'Príncipe Real Garden House', sublabel: 'Lissabon' });
    const english = (await suggest(`brand_id=${lisbonStays}&search=principe`)).find((item) => item.type === 'property');
    expect(english?.sublabel).toBe('Lisbon');
  });

  it('finds "zurich" for Zürich', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id });
    const city = await createCity(t.db, { countryId: 2, name: 'Zürich', slug: 'zurich' });
    await createProperty(t.db, { brand, cityId: city.id, name: 'Seefeld Loft' });
    await createProperty(t.db, { brand, cityId: city.id, name: 'Zürich' });
    const data = await suggest(`brand_id=${brand.id}&search=zurich`);
    // At equal score the city comes before the property of the same name.
    expect(data.map((item) => [item.type, item.label])).toEqual([
      ['city', 'Zürich'],
      ['property', 'Zürich'],
    ]);
    expect(data[0]).toMatchObject({ sublabel: 'Switzerland', numberOfProperties: 2 });
  });

  it("keeps to the brand's scope", async () => {
    const lisbon = await suggest(`brand_id=${lisbonStays}&search=chalet`);
    expect(lisbon).toEqual([]);
    expect(await suggest(`brand_id=${lisbonStays}&search=zermatt`)).toEqual([]);
    const alpine = await suggest(`brand_id=${alpineLodges}&search=chalet`);
    expect(alpine.length).toBeGreaterThan(0);
    // Inactive properties are never suggested.
    expect(labels(await suggest(`brand_id=${alpineLodges}&search=hoheweg`))).not.toContain('property:Höheweg City Studio');
  });

  it('hides excluded organizations on the shared listing and limits to one host', async () => {
    const all = await suggest(`brand_id=${sharedListing}&search=budget%20beds`);
    expect(all.some((item) => item.label.startsWith('Budget Beds'))).toBe(true);
    const without = await suggest(`brand_id=${sharedListing}&search=budget%20beds&exclude_organization_id=66`);
    expect(without.some((item) => item.label.startsWith('Budget Beds'))).toBe(false);
    const florence = await suggest(`brand_id=${sharedListing}&search=florence&exclude_organization_id=66`);
    const before = await suggest(`brand_id=${sharedListing}&search=florence`);
    const count = (items: Suggestion[]) => items.find((item) => item.type === 'city')?.numberOfProperties ?? 0;
    expect(count(florence)).toBe(count(before) - 1);
    const oneHost = await suggest(`brand_id=${sharedListing}&search=lisbon&organization_id=66`);
    expect(oneHost.find((item) => item.type === 'city')?.numberOfProperties).toBe(1);
    expect(oneHost.filter((item) => item.type === 'property').map((item) => item.label)).toEqual(['Budget Beds Lisbon Baixa']);
  });

  it('answers at most 10 suggestions', async () => {
    expect((await suggest(`brand_id=${sharedListing}&search=apartment`)).length).toBeLessThanOrEqual(10);
    expect((await suggest(`brand_id=${sharedListing}&search=a%20`)).length).toBeLessThanOrEqual(10);
  });

  it('answers an empty list for a search shorter than 2 characters', async () => {
    expect(await suggest(`brand_id=${sharedListing}&search=l`)).toEqual([]);
    expect(await suggest(`brand_id=${sharedListing}&search=%20%20l%20`)).toEqual([]);
    expect(await suggest(`brand_id=${sharedListing}&search=%25_`)).toEqual([]);
  });

  it('rejects bad parameters and unknown brands', async () => {
    for (const [query, field] of [
      ['search=lisbon', 'brand_id'],
      ['brand_id=1', 'search'],
      ['brand_id=1&search=', 'search'],
      [`brand_id=1&search=${'x'.repeat(101)}`, 'search'],
      ['brand_id=x&search=lisbon', 'brand_id'],
      ['brand_id=1&search=lisbon&language=fr', 'language'],
    ] as const) {
      const response = await t.get(`/api/autocomplete?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).error.fields.map((entry) => entry.field)).toContain(field);
    }
    const unknown = await t.get('/api/autocomplete?brand_id=9999&search=lisbon');
    expect(unknown.statusCode).toBe(404);
    expect((await t.get('/api/autocomplete?brand_id=1&search=lisbon', { token: null })).statusCode).toBe(401);
  });
});
