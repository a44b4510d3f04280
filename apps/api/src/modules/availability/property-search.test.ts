import { ErrorEnvelope, PropertySearchResponse, RateAndAvailabilityResponse } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { createBrand, createDailyRates, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

async function search(query: string) {
  const response = await t.get(`/apis/property_search?${query}`);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
  return PropertySearchResponse.parse(response.json());
}

async function expectFieldError(query: string, field: string) {
  const response = await t.get(`/apis/property_search?${query}`);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), query).toContain(field);
}

const ids = (response: PropertySearchResponse) => response.data.map((item) => item.id).sort((a, b) => a - b);
const stay = 'date[after]=2026-04-13&date[before]=2026-04-18';

describe('GET /apis/property_search', () => {
  it('lists exactly the direct properties bookable for a stay, each with its cheapest total', async () => {
    const found = await search(`is_zeevou_direct=true&${stay}&number_of_guests=2&limit=50`);
    expect(found.meta.total).toBe(found.data.length);
    expect(found.data.length).toBeGreaterThan(0);
    const listed = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from properties p join organizations o on o.id = p.organization_id where p.is_direct and p.is_active and o.is_active order by p.id`,
    );
    const bookable: number[] = [];
    for (const { id } of listed) {
      const response = await t.get(`/apis/rate_and_availability?property=${id}&${stay}&number_of_guests=2`);
      const answer = RateAndAvailabilityResponse.parse(response.json());
      const best = answer.data[0];
      if (!best?.bookable) continue;
      bookable.push(id);
      const item = found.data.find((entry) => entry.id === id);
      expect(item?.stayTotal).toEqual({ amountMinor: best.quote!.totalMinor, currency: answer.property.currency });
      expect(item?.cheapest).toEqual({ unitTypeId: best.unitType.id, ratePlanId: best.ratePlan.id });
    }
    expect(ids(found)).toEqual(bookable);
    // Some direct properties are not bookable that week (sold out, closed, too small).
    expect(bookable.length).toBeLessThan(listed.length);
    // Cards are the catalogue's.
    expect(found.data[0]?.images.length).toBeGreaterThan(0);
    expect(found.data[0]?.defaultBrand.urlAlias).toEqual(expect.any(String));
  });

  it('leaves out what only the exact checks reject, and picks the cheapest plan', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id });
    // Every night is open on some plan, but never on one plan for the whole stay.
    const { property: patchy, unitTypes: patchyTypes } = await createProperty(t.db, { brand, name: 'Patchy' });
    const { ratePlan: a } = await createRatePlan(t.db, { property: patchy });
    const { ratePlan: b } = await createRatePlan(t.db, { property: patchy, name: 'B' });
    await createDailyRates(t.db, { ratePlan: a, unitTypeId: patchyTypes[0]!.id, from: '2026-05-01', to: '2026-05-10', stopSell: (date) => date === '2026-05-02' });
    await createDailyRates(t.db, { ratePlan: b, unitTypeId: patchyTypes[0]!.id, from: '2026-05-01', to: '2026-05-10', stopSell: (date) => date === '2026-05-03' });
    const { property: open, unitTypes: openTypes } = await createProperty(t.db, { brand, name: 'Open' });
    const { ratePlan: dear } = await createRatePlan(t.db, { property: open, name: 'Dear' });
    const { ratePlan: cheap } = await createRatePlan(t.db, { property: open, name: 'Cheap' });
    await createDailyRates(t.db, { ratePlan: dear, unitTypeId: openTypes[0]!.id, from: '2026-05-01', to: '2026-05-10', priceMinor: 20_000 });
    await createDailyRates(t.db, { ratePlan: cheap, unitTypeId: openTypes[0]!.id, from: '2026-05-01', to: '2026-05-10', priceMinor: 15_000 });
    const found = await search(`brand_id=${brand.id}&date[after]=2026-05-01&date[before]=2026-05-04&number_of_guests=2`);
    expect(found.data.map((item) => [item.id, item.stayTotal, item.cheapest])).toEqual([
      [open.id, { amountMinor: 45_000, currency: 'EUR' }, { unitTypeId: openTypes[0]!.id, ratePlanId: cheap.id }],
    ]);
    expect(found.meta.total).toBe(1);
    const stayOpen = `brand_id=${brand.id}&date[after]=2026-05-01&date[before]=2026-05-04`;
    expect(ids(await search(`${stayOpen}&allow_for_booking_engine=true`))).toEqual([open.id]);
    await t.db.execute(sql`update rate_plans set allow_for_booking_engine = false where id = ${cheap.id}`);
    expect((await search(`${stayOpen}&allow_for_booking_engine=true`)).data[0]?.stayTotal?.amountMinor).toBe(60_000);
    await t.db.execute(sql`update properties set allow_for_booking_engine = false where id = ${open.id}`);
    expect((await search(`${stayOpen}&allow_for_booking_engine=true`)).data).toEqual([]);
    expect(ids(await search(stayOpen))).toEqual([open.id]);
    // Without dates both are listed; with too many guests neither.
    expect(ids(await search(`brand_id=${brand.id}`))).toEqual([patchy.id, open.id].sort((x, y) => x - y));
    expect((await search(`brand_id=${brand.id}&number_of_guests=3`)).data).toEqual([]);
  });

  it('keeps to the brand and leaves out excluded organizations', async () => {
    const onBrand = (await queryRows<{ id: number }>(t.db, sql`select property_id as id from property_brands where brand_id = 1`)).map((row) => row.id);
    const found = await search(`brand_id=1&${stay}&limit=50`);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((item) => onBrand.includes(item.id))).toBe(true);
    const all = await search(`is_zeevou_direct=true&${stay}&limit=50`);
    expect(all.data.some((item) => item.organizationId === 66)).toBe(true);
    const excluded = await search(`is_zeevou_direct=true&${stay}&limit=50&exclude_organization_id=66`);
    expect(excluded.data.some((item) => item.organizationId === 66)).toBe(false);
    expect(excluded.meta.total).toBe(all.meta.total - all.data.filter((item) => item.organizationId === 66).length);
  });

  it('matches city, area, country and name text without regard to case or accents', async () => {
    const plain = await search('is_zeevou_direct=true&search=belem&limit=50');
    expect(plain.data.length).toBeGreaterThan(0);
    expect(plain.data.every((item) => item.area?.name === 'Belém' || /bel[eé]m/i.test(item.name))).toBe(true);
    expect(ids(await search('is_zeevou_direct=true&search=Bel%C3%A9m&limit=50'))).toEqual(ids(plain));
    expect(ids(await search('is_zeevou_direct=true&search=BEL%C3%89M&limit=50'))).toEqual(ids(plain));
    const city = await search('is_zeevou_direct=true&search=lisbon&limit=50');
    expect(city.data.every((item) => item.city.name === 'Lisbon')).toBe(true);
    expect(city.data.length).toBeGreaterThan(plain.data.length);
    const country = await search('is_zeevou_direct=true&search=switzerland&limit=50');
    expect(country.data.every((item) => item.address.country.code === 'CH')).toBe(true);
    expect(country.data.length).toBeGreaterThan(0);
    expect((await search('is_zeevou_direct=true&search=%25')).data).toEqual([]);
    expect((await search(`is_zeevou_direct=true&search=lisbon&${stay}&limit=50`)).data.every((item) => item.city.name === 'Lisbon')).toBe(true);
  });

  it('matches a place by its name in another language', async () => {
    const english = ids(await search('is_zeevou_direct=true&search=lisbon&limit=50'));
    expect(ids(await search('is_zeevou_direct=true&search=Lissabon&limit=50'))).toEqual(english);
    expect(ids(await search('is_zeevou_direct=true&search=lisboa&limit=50'))).toEqual(english);
    const florence = ids(await search('is_zeevou_direct=true&search=florence&limit=50'));
    expect(florence.length).toBeGreaterThan(0);
    expect(ids(await search('is_zeevou_direct=true&search=Floren%C3%A7a&limit=50'))).toEqual(florence);
    expect(ids(await search(`is_zeevou_direct=true&search=lissabon&${stay}&limit=50`))).toEqual(ids(await search(`is_zeevou_direct=true&search=lisbon&${stay}&limit=50`)));
  });

  it('pages of 11 by default', async () => {
    const first = await search('is_zeevou_direct=true');
    expect(first.meta.limit).toBe(11);
    expect(first.data).toHaveLength(11);
    expect(first.meta.total).toBeGreaterThan(11);
    const all = await search('is_zeevou_direct=true&limit=50');
    const second = await search('is_zeevou_direct=true&page=2');
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(11, 22).map((item) => item.id));
    const stayFirst = await search(`is_zeevou_direct=true&${stay}`);
    const stayAll = await search(`is_zeevou_direct=true&${stay}&limit=50`);
    expect(stayFirst.data.map((item) => item.id)).toEqual(stayAll.data.slice(0, 11).map((item) => item.id));
    expect(stayFirst.meta).toMatchObject({ total: stayAll.meta.total, page: 1, limit: 11, totalIsEstimate: false });
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('', 'brand_id');
    await expectFieldError('brand_id=x', 'brand_id');
    await expectFieldError('is_zeevou_direct=true&date[after]=2026-13-01&date[before]=2026-05-02', 'date[after]');
    await expectFieldError('is_zeevou_direct=true&date[after]=2026-05-02&date[before]=2026-05-01', 'date[before]');
    await expectFieldError('is_zeevou_direct=true&date[after]=2026-05-02&date[before]=2026-09-01', 'date[before]');
    await expectFieldError('is_zeevou_direct=true&date[before]=2026-05-02', 'date[after]');
    await expectFieldError('is_zeevou_direct=true&number_of_guests=0', 'number_of_guests');
    await expectFieldError('is_zeevou_direct=true&limit=100000', 'limit');
    await expectFieldError('is_zeevou_direct=true&page=0', 'page');
    await expectFieldError('is_zeevou_direct=true&exclude_organization_id=x', 'exclude_organization_id');
    await expectFieldError(`is_zeevou_direct=true&search=${'x'.repeat(101)}`, 'search');
  });
});
