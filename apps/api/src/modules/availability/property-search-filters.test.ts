import { ErrorEnvelope, PropertySearchResponse } from '@direct/contracts';
import { amenities, areas, propertyAmenities } from '@direct/db';
import { createBrand, createCity, createDailyRates, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

// Filters, facets and paging of GET /apis/property_search on a host of our own (today is
// 2026-03-10, so a card's price is the average of 2026-03-10..04-08).

let t: SeededTestApp;
let brandId: number;
let trapBrandId: number;
let cityId: number;
let areaIds: [number, number];
const idOf = new Map<string, number>();
const stay = 'date[after]=2026-05-04&date[before]=2026-05-06';

async function search(query: string) {
  const response = await t.get(`/apis/property_search?${query}`);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
  return PropertySearchResponse.parse(response.json());
}

const names = (response: PropertySearchResponse) => response.data.map((item) => item.name);

async function expectFieldError(query: string, field: string) {
  const response = await t.get(`/apis/property_search?${query}`);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(400);
  expect(ErrorEnvelope.parse(response.json()).error.fields.map((entry) => entry.field), query).toContain(field);
}

beforeAll(async () => {
  t = await createSeededTestApp();
  const organization = await createOrganization(t.db);
  ({ brand: { id: brandId } } = await createBrand(t.db, { organizationId: organization.id }));
  const brand = { id: brandId, organizationId: organization.id };
  const city = await createCity(t.db, { timezone: 'Europe/Lisbon' });
  cityId = city.id;
  const made = await t.db
    .insert(areas)
    .values([
      { cityId, name: 'Upper Town', slug: 'upper-town' },
      { cityId, name: 'Riverside', slug: 'riverside' },
    ])
    .returning();
  areaIds = [made[0]!.id, made[1]!.id];
  const codes = await t.db.select().from(amenities).where(inArray(amenities.code, ['wifi', 'pool', 'parking']));
  const amenityId = (code: string) => codes.find((row) => row.code === code)!.id;
  // Whole-stay prices equal the nightly price: no fees or taxes.
  const listings = [
    { name: 'Filter A 80', priceMinor: 8_000, area: 0, codes: ['wifi', 'pool'] },
    { name: 'Filter B 120', priceMinor: 12_000, area: 0, codes: ['wifi'] },
    { name: 'Filter C 150.50', priceMinor: 15_050, area: 1, codes: ['pool', 'parking'] },
    { name: 'Filter D no rates', priceMinor: null, area: 1, codes: ['wifi'] },
  ];
  for (const listing of listings) {
    const { property, unitTypes } = await createProperty(t.db, { brand, name: listing.name, cityId, areaId: areaIds[listing.area] });
    idOf.set(listing.name, property.id);
    await t.db.insert(propertyAmenities).values(listing.codes.map((code) => ({ organizationId: property.organizationId, propertyId: property.id, amenityId: amenityId(code) })));
    const { ratePlan } = await createRatePlan(t.db, { property });
    if (listing.priceMinor !== null) {
      await createDailyRates(t.db, { ratePlan, unitTypeId: unitTypes[0]!.id, from: '2026-03-01', to: '2026-06-01', priceMinor: listing.priceMinor });
    }
  }

  // Properties the SQL can't price itself (a derived plan with rows of its own in the stay):
  // the domain finds the "trap" ones stop-sold on 2026-05-05 and the "odd" one bookable.
  const trapHost = await createOrganization(t.db);
  const { brand: trapBrand } = await createBrand(t.db, { organizationId: trapHost.id });
  trapBrandId = trapBrand.id;
  for (const name of ['Stay A', 'Stay B trap', 'Stay C', 'Stay D trap', 'Stay E odd', 'Stay F trap', 'Stay G']) {
    const { property, unitTypes } = await createProperty(t.db, { brand: trapBrand, name, cityId });
    idOf.set(name, property.id);
    const unitTypeId = unitTypes[0]!.id;
    const { ratePlan: base } = await createRatePlan(t.db, { property, isActive: !name.includes('trap') && !name.includes('odd') });
    await createDailyRates(t.db, { ratePlan: base, unitTypeId, from: '2026-03-01', to: '2026-06-01' });
    if (name.includes('trap') || name.includes('odd')) {
      const { ratePlan: derived } = await createRatePlan(t.db, { property, name: 'Member', parentRatePlanId: base.id, derivedPercent: '-10.00' });
      await createDailyRates(t.db, { ratePlan: derived, unitTypeId, from: '2026-05-05', to: '2026-05-06', priceMinor: 5_000, stopSell: name.includes('trap') });
    }
  }
}, 120_000);
afterAll(() => t?.close());

describe('GET /apis/property_search filters', () => {
  it('filters on the card price without dates, bounds included, and ranges before the price filter', async () => {
    const all = await search(`brand_id=${brandId}`);
    expect(names(all)).toEqual(['Filter A 80', 'Filter B 120', 'Filter C 150.50', 'Filter D no rates']);
    expect(all.data.map((item) => item.averageNightlyPrice?.amountMinor ?? null)).toEqual([8_000, 12_000, 15_050, null]);
    expect(all.meta).toMatchObject({ total: 4, totalIsEstimate: false, priceRange: { min: 80, max: 151, currency: 'EUR' } });
    expect(names(await search(`brand_id=${brandId}&price[gte]=80`))).toEqual(['Filter A 80', 'Filter B 120', 'Filter C 150.50']);
    expect(names(await search(`brand_id=${brandId}&price[gte]=81`))).toEqual(['Filter B 120', 'Filter C 150.50']);
    expect(names(await search(`brand_id=${brandId}&price[lte]=80`))).toEqual(['Filter A 80']);
    expect(names(await search(`brand_id=${brandId}&price[lte]=150`))).toEqual(['Filter A 80', 'Filter B 120']);
    const narrow = await search(`brand_id=${brandId}&price[gte]=150&price[lte]=151`);
    expect(names(narrow)).toEqual(['Filter C 150.50']);
    expect(narrow.meta).toMatchObject({ total: 1, priceRange: { min: 80, max: 151, currency: 'EUR' } });
    expect((await search(`brand_id=${brandId}&price[lte]=79`)).meta.total).toBe(0);
  });

  it('filters on the stay total per night with dates, bounds included', async () => {
    const all = await search(`brand_id=${brandId}&${stay}`);
    expect(names(all)).toEqual(['Filter A 80', 'Filter B 120', 'Filter C 150.50']);
    expect(all.data.map((item) => item.stayTotal)).toEqual([
      { amountMinor: 16_000, currency: 'EUR' },
      { amountMinor: 24_000, currency: 'EUR' },
      { amountMinor: 30_100, currency: 'EUR' },
    ]);
    expect(all.meta).toMatchObject({ total: 3, totalIsEstimate: false, priceRange: { min: 80, max: 151, currency: 'EUR' } });
    expect(names(await search(`brand_id=${brandId}&${stay}&price[gte]=80&price[lte]=120`))).toEqual(['Filter A 80', 'Filter B 120']);
    expect(names(await search(`brand_id=${brandId}&${stay}&price[gte]=121`))).toEqual(['Filter C 150.50']);
    expect(names(await search(`brand_id=${brandId}&${stay}&price[lte]=150`))).toEqual(['Filter A 80', 'Filter B 120']);
    expect((await search(`brand_id=${brandId}&${stay}&price[gte]=151`)).meta).toMatchObject({ total: 0, priceRange: { min: 80, max: 151 } });
  });

  it('keeps properties with every amenity asked for, and counts amenities before that filter', async () => {
    for (const dates of ['', `&${stay}`]) {
      const all = await search(`brand_id=${brandId}${dates}`);
      expect(all.meta.amenityCounts).toMatchObject({ wifi: dates ? 2 : 3, pool: 2, parking: 1, hot_tub: 0 });
      const wifi = await search(`brand_id=${brandId}${dates}&amenities[]=wifi`);
      expect(names(wifi)).toEqual(dates ? ['Filter A 80', 'Filter B 120'] : ['Filter A 80', 'Filter B 120', 'Filter D no rates']);
      // Without dates the counts leave out the amenity filter; with a stay they are not known.
      expect(wifi.meta.amenityCounts).toEqual(dates ? null : all.meta.amenityCounts);
      expect(wifi.meta.priceRange).toEqual({ min: 80, max: 120, currency: 'EUR' });
      expect(names(await search(`brand_id=${brandId}${dates}&amenities[]=wifi&amenities[]=pool`))).toEqual(['Filter A 80']);
      expect(names(await search(`brand_id=${brandId}${dates}&amenities[]=pool&amenities[]=parking&amenities[]=wifi`))).toEqual([]);
      // Counts follow the price filter.
      expect((await search(`brand_id=${brandId}${dates}&price[lte]=100`)).meta.amenityCounts).toMatchObject({ wifi: 1, pool: 1, parking: 0 });
    }
    await expectFieldError(`brand_id=${brandId}&amenities[]=wifi&amenities[]=jacuzzi_on_the_roof`, 'amenities[]');
    await expectFieldError(`brand_id=${brandId}&amenities[]=Wi-Fi`, 'amenities[]');
  });

  it('keeps to a city or an area picked from the suggestions', async () => {
    for (const dates of ['', `&${stay}`]) {
      expect(names(await search(`is_zeevou_direct=true&city=${cityId}&limit=50${dates}`)).filter((name) => name.startsWith('Filter'))).toEqual(
        dates ? ['Filter A 80', 'Filter B 120', 'Filter C 150.50'] : ['Filter A 80', 'Filter B 120', 'Filter C 150.50', 'Filter D no rates'],
      );
      expect(names(await search(`is_zeevou_direct=true&area=${areaIds[0]}${dates}`))).toEqual(['Filter A 80', 'Filter B 120']);
      expect(names(await search(`brand_id=${brandId}&city=${cityId}&area=${areaIds[1]}${dates}`))).toEqual(dates ? ['Filter C 150.50'] : ['Filter C 150.50', 'Filter D no rates']);
      const lisbon = await search(`is_zeevou_direct=true&city=1&limit=50${dates}`);
      expect(lisbon.data.length).toBeGreaterThan(0);
      expect(lisbon.data.every((item) => item.city.id === 1)).toBe(true);
    }
  });

  it('pages across filters without repeating or skipping', async () => {
    for (const dates of ['', `&${stay}`]) {
      const filters = `brand_id=${brandId}${dates}&price[gte]=80&amenities[]=wifi&limit=1`;
      const pages = [await search(`${filters}&page=1`), await search(`${filters}&page=2`), await search(`${filters}&page=3`)];
      expect(pages.map(names)).toEqual([['Filter A 80'], ['Filter B 120'], []]);
      expect(pages.map((page) => page.meta.total)).toEqual([2, 2, 2]);
    }
  });

  it('never lists what only the domain rejects, and pages around it', async () => {
    const undated = await search(`brand_id=${trapBrandId}`);
    expect(undated.meta.total).toBe(7);
    const stayQuery = `brand_id=${trapBrandId}&${stay}&limit=2`;
    const pages = [await search(`${stayQuery}&page=1`), await search(`${stayQuery}&page=2`), await search(`${stayQuery}&page=3`)];
    expect(pages.map(names)).toEqual([['Stay A', 'Stay C'], ['Stay E odd', 'Stay G'], []]);
    expect(pages.map((page) => page.meta)).toEqual(pages.map(() => expect.objectContaining({ total: 4, totalIsEstimate: false })));
    // The odd one is priced by the domain: its own row (50.00) on 05-05, 90.00 derived on 05-04.
    expect(pages[1]!.data[0]?.stayTotal).toEqual({ amountMinor: 14_000, currency: 'EUR' });
    expect(pages[0]!.meta.priceRange).toEqual({ min: 70, max: 100, currency: 'EUR' });
    expect(names(await search(`${stayQuery}&price[lte]=70`))).toEqual(['Stay E odd']);
  });

  it('rejects bad filter values with the field as sent', async () => {
    await expectFieldError('is_zeevou_direct=true&price[gte]=abc', 'price[gte]');
    await expectFieldError('is_zeevou_direct=true&price[gte]=-5', 'price[gte]');
    await expectFieldError('is_zeevou_direct=true&price[lte]=12.5', 'price[lte]');
    await expectFieldError('is_zeevou_direct=true&price[lte]=1000001', 'price[lte]');
    await expectFieldError('is_zeevou_direct=true&price[gte]=100&price[lte]=99', 'price[lte]');
    await expectFieldError('is_zeevou_direct=true&city=x', 'city');
    await expectFieldError('is_zeevou_direct=true&area=0', 'area');
    await expectFieldError(`is_zeevou_direct=true&${Array.from({ length: 31 }, () => 'amenities[]=wifi').join('&')}`, 'amenities[]');
    const equal = await search('is_zeevou_direct=true&price[gte]=100&price[lte]=100');
    expect(equal.meta.page).toBe(1);
  });
});
