import { ActiveCitiesResponse, AddOnsResponse, CityDetail, PropertyDetail, PropertySearchResponse, RateAndAvailabilityResponse } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

// The demo's host texts in the page's language (issue 14 §3, decision 0032): city and area
// names, alt texts, rate plan, fee and add-on names, each with the language it is really in, so
// the site can mark an English fallback lang="en".

let t: SeededTestApp;
let lisbonId: number;

beforeAll(async () => {
  t = await createSeededTestApp();
  lisbonId = (await queryRows<{ id: number }>(t.db, sql`select id from cities where name = 'Lisbon'`))[0]!.id;
});
afterAll(() => t?.close());

async function ok(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('host texts in the page’s language', () => {
  it('names the city, area and country and describes the photos in German, English where untranslated', async () => {
    const german = PropertyDetail.parse(await ok('/apis/properties/1?brand_id=1&language=de'));
    expect(german.city).toEqual({ id: lisbonId, name: 'Lissabon', nameLanguage: 'de' });
    expect(german.address.city).toBe('Lissabon');
    expect(german.area).toMatchObject({ name: 'Alfama', nameLanguage: 'de' });
    expect(german.images[0]).toMatchObject({ altLanguage: 'de', alt: expect.stringContaining('Außenansicht') });
    expect(german.textLanguages).toMatchObject({ summary: 'de', description: 'de', houseRules: 'de' });

    const portuguese = PropertyDetail.parse(await ok('/apis/properties/1?brand_id=1&language=pt'));
    expect(portuguese.city.name).toBe('Lisboa');
    expect(portuguese.address.country.name).toBe('Portugal');

    const english = PropertyDetail.parse(await ok('/apis/properties/1?brand_id=1'));
    expect(english.city).toEqual({ id: lisbonId, name: 'Lisbon', nameLanguage: 'en' });
    expect(english.images[0]?.altLanguage).toBe('en');

    // A photo not described in Portuguese: the English alt text, marked en.
    const imageId = portuguese.images[1]!.id;
    await t.db.execute(sql`update images set alt_translations = alt_translations - 'pt' where id = ${imageId}`);
    const fallback = PropertyDetail.parse(await ok('/apis/properties/1?brand_id=1&language=pt'));
    expect(fallback.images[1]).toMatchObject({ alt: english.images[1]!.alt, altLanguage: 'en' });
  });

  it('lists destinations and search results with their names in the page’s language', async () => {
    const cities = ActiveCitiesResponse.parse(await ok('/apis/active_cities?brands=1&language=pt'));
    expect(cities.data.find((city) => city.id === lisbonId)).toMatchObject({ name: 'Lisboa', nameLanguage: 'pt' });
    const city = CityDetail.parse(await ok(`/apis/active_cities/${lisbonId}?brands=1&language=de`));
    expect(city).toMatchObject({ name: 'Lissabon', nameLanguage: 'de' });
    expect(city.images[0]?.altLanguage).toBe('de');

    const results = PropertySearchResponse.parse(await ok(`/apis/property_search?brand_id=1&city=${lisbonId}&language=de`));
    expect(results.data.length).toBeGreaterThan(0);
    for (const card of results.data) expect(card.city).toMatchObject({ name: 'Lissabon', nameLanguage: 'de' });
  });

  it('names rate plans, fee lines and add-ons in the page’s language', async () => {
    const stay = 'property=1&brand_id=1&date[after]=2026-09-14&date[before]=2026-09-17&number_of_guests=2';
    const german = RateAndAvailabilityResponse.parse(await ok(`/apis/rate_and_availability?${stay}&language=de`));
    const names = german.data.map((option) => [option.ratePlan.name, option.ratePlan.nameLanguage]);
    expect(names).toContainEqual(['Flexibel', 'de']);
    expect(names).toContainEqual(['Nicht erstattbar', 'de']);
    const fees = german.data.flatMap((option) => option.quote?.lines ?? []).filter((line) => line.kind === 'fee');
    expect(fees.length).toBeGreaterThan(0);
    for (const line of fees) expect(line.labelLanguage).toBe('de');
    expect(fees.map((line) => line.label)).toContain('Endreinigung');

    const english = RateAndAvailabilityResponse.parse(await ok(`/apis/rate_and_availability?${stay}`));
    expect(english.data.map((option) => [option.ratePlan.name, option.ratePlan.nameLanguage])).toContainEqual(['Flexible', 'en']);

    const addOns = AddOnsResponse.parse(await ok('/apis/properties/1/add_ons?brand_id=1&language=pt'));
    expect(addOns.data.map((addOn) => [addOn.label, addOn.labelLanguage])).toContainEqual(['Check-in antecipado a partir das 12:00', 'pt']);
  });

  it('names the booking quote’s rate plan, fees and extras in the guest’s language (overlay, terminal, email)', async () => {
    const stay = 'property=1&brand_id=1&date[after]=2026-09-14&date[before]=2026-09-17&number_of_guests=2';
    const option = RateAndAvailabilityResponse.parse(await ok(`/apis/rate_and_availability?${stay}`)).data.find((item) => item.bookable)!;
    const extra = AddOnsResponse.parse(await ok('/apis/properties/1/add_ons?brand_id=1')).data.find((addOn) => addOn.kind === 'extra')!;
    const selection = { brand: 1, property: 1, unit_type: option.unitType.id, rate_plan: option.ratePlan.id, check_in: '2026-09-14', check_out: '2026-09-17', adults: 2, add_ons: [{ id: extra.id, quantity: 1 }] };
    const quote = async (language?: string) => {
      const response = await t.post('/apis/booking_quotes', language ? { ...selection, language } : selection);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ lines: { kind: string; label: string }[] }>();
    };
    const german = await quote('de');
    const english = await quote();
    expect(german.lines.find((line) => line.kind === 'fee')?.label).toBe('Endreinigung');
    const germanExtra = german.lines.find((line) => line.kind === 'add_on')?.label;
    const englishExtra = english.lines.find((line) => line.kind === 'add_on')?.label;
    expect(englishExtra).toBe(extra.label);
    expect(germanExtra).toBeTruthy();
    expect(germanExtra).not.toBe(englishExtra);
  });

  it('lists the page language’s blog posts and the English ones, each saying its language', async () => {
    const german = (await ok('/apis/contents?brand=1&type=blog&limit=50&language=de')).data as { language?: string }[];
    expect(german.some((post) => post.language === 'de')).toBe(true);
    expect(new Set(german.map((post) => post.language))).toEqual(new Set(['de', 'en']));
    const english = (await ok('/apis/contents?brand=1&type=blog&limit=50&language=en')).data as { language?: string }[];
    expect(new Set(english.map((post) => post.language))).toEqual(new Set(['en']));
  });

  it('refuses a language the product doesn’t speak, naming the key', async () => {
    const response = await t.get('/apis/rate_and_availability?property=1&language=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((field: { field: string }) => field.field)).toContain('language');
  });
});
