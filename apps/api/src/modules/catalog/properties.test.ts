import { ErrorEnvelope, FavoritePropertiesResponse, PropertyCard, PropertyListResponse } from '@direct/contracts';
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

async function list(query: string) {
  const response = await t.get(`/apis/direct/properties?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return PropertyListResponse.parse(response.json());
}

async function allIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await list(`${query}&limit=50&page=${page}&properties[]=name`);
    ids.push(...data.map((item) => item.id));
    if (ids.length >= meta.total || data.length === 0) return ids;
  }
}

const idsWhere = async (condition: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.db, sql`select p.id from properties p where ${condition} order by p.id`)).map((row) => row.id);

async function expectFieldError(url: string, field: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

describe('GET /apis/direct/properties', () => {
  it('answers a page of 12 full cards with meta by default', async () => {
    const { data, meta } = await list('brands=1');
    const onBrand = await idsWhere(sql`exists (select 1 from property_brands pb where pb.property_id = p.id and pb.brand_id = 1)`);
    expect(meta).toEqual({ total: onBrand.length, page: 1, limit: 12 });
    expect(data).toHaveLength(Math.min(12, onBrand.length));
    const card = PropertyCard.parse(data[0]);
    expect(card.images.length).toBeGreaterThanOrEqual(4);
    expect(card.images[0]?.url).toMatch(new RegExp(`^/apis/image/${card.images[0]?.id}/[^/]+$`));
    expect(card.route?.completeRoute).toMatch(/^\/stays\//);
    expect(card.defaultBrand).toEqual({ id: 1, name: expect.any(String), urlAlias: 'lisbon-stays' });
    expect(card.amenities.length).toBeGreaterThanOrEqual(3);
  });

  it('shows a brand only its own properties, by id or url alias', async () => {
    const onBrand = await idsWhere(sql`exists (select 1 from property_brands pb where pb.property_id = p.id and pb.brand_id = 1)`);
    expect((await allIds('brands=1')).sort((a, b) => a - b)).toEqual(onBrand);
    expect((await allIds('brands.url_alias=lisbon-stays')).sort((a, b) => a - b)).toEqual(onBrand);
    expect(await allIds('brands.url_alias=nobody')).toEqual([]);
  });

  it('lists direct properties of every host on the shared listing, minus excluded organizations', async () => {
    const direct = await idsWhere(sql`p.is_direct`);
    const budget = await idsWhere(sql`p.is_direct and p.organization_id = 66`);
    expect(budget.length).toBeGreaterThan(0);
    expect((await allIds('is_zeevou_direct=true')).sort((a, b) => a - b)).toEqual(direct);
    const excluded = await allIds('is_zeevou_direct=true&exclude_organization_id=66');
    expect(excluded).toHaveLength(direct.length - budget.length);
    expect(excluded.some((id) => budget.includes(id))).toBe(false);
    const twice = await allIds('is_zeevou_direct=true&exclude_organization_id=66&exclude_organization_id=1');
    expect(twice.some((id) => budget.includes(id))).toBe(false);
    expect((await list('is_zeevou_direct=true&exclude_organization_id=66&exclude_organization_id=1&limit=50')).data.every((p) => p.organizationId !== 1)).toBe(true);
  });

  it('filters by activity and by the number of active units', async () => {
    const [withoutUnits] = await idsWhere(
      sql`p.is_active and not exists (select 1 from units u join unit_types ut on ut.id = u.unit_type_id where u.property_id = p.id and u.is_active and ut.is_active)`,
    );
    const inactive = await idsWhere(sql`not p.is_active and p.is_direct`);
    expect(withoutUnits).toBeDefined();
    expect(inactive.length).toBeGreaterThan(0);
    const everything = await allIds('is_zeevou_direct=true');
    expect(everything).toContain(withoutUnits);
    expect(await allIds('is_zeevou_direct=true&unit_count[gt]=0')).not.toContain(withoutUnits);
    const active = await allIds('is_zeevou_direct=true&is_active=true');
    expect(active.some((id) => inactive.includes(id))).toBe(false);
    expect((await allIds('is_zeevou_direct=true&is_active=false')).sort((a, b) => a - b)).toEqual(inactive);
  });

  it('orders featured first, then by name, and honours explicit orders', async () => {
    const { data } = await list('is_zeevou_direct=true&limit=50&properties[]=isFeatured&properties[]=name');
    const keys = data.map((item) => `${item.isFeatured ? 0 : 1}|${item.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data[0]?.isFeatured).toBe(true);
    const explicit = await list('is_zeevou_direct=true&limit=50&order[featured]=desc&order[name]=asc&properties[]=name');
    expect(explicit.data.map((item) => item.id)).toEqual(data.map((item) => item.id));
    const byName = (await list('is_zeevou_direct=true&limit=50&order[name]=DESC&properties[]=name')).data.map((item) => item.name ?? '');
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it('pages through the same order', async () => {
    const all = await list('is_zeevou_direct=true&limit=50&properties[]=name');
    const second = await list('is_zeevou_direct=true&limit=5&page=2&properties[]=name');
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, limit: 5 });
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
    const beyond = await list('is_zeevou_direct=true&page=99');
    expect(beyond).toEqual({ data: [], meta: { total: all.meta.total, page: 99, limit: 12 } });
  });

  it('answers only the fields of a sparse fieldset, plus id', async () => {
    const { data } = await list('brands=2&properties[]=name&properties[]=images&limit=3');
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'images', 'name']);
    const single = await list('brands=2&properties[]=reviewAverage&limit=1');
    expect(Object.keys(single.data[0] ?? {}).sort()).toEqual(['id', 'reviewAverage']);
    const idOnly = await list('brands=2&properties[]=id&limit=1');
    expect(Object.keys(idOnly.data[0] ?? {})).toEqual(['id']);
  });

  it('lists nothing for an inactive brand', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id, isActive: false });
    await createProperty(t.db, { brand });
    expect(await list(`brands=${brand.id}`)).toEqual({ data: [], meta: { total: 0, page: 1, limit: 12 } });
  });

  it('gives a plausible average nightly price in the property currency', async () => {
    const { data } = await list('brands=2&limit=50&properties[]=averageNightlyPrice&is_active=true&unit_count[gt]=0');
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(item.averageNightlyPrice?.currency).toBe('CHF');
      expect(item.averageNightlyPrice?.amountMinor).toBeGreaterThan(2_000);
      expect(item.averageNightlyPrice?.amountMinor).toBeLessThan(500_000);
    }
  });

  it('averages the cheapest base plan over the next 30 nights, leaving out stop-sold nights', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id });
    const { property, unitTypes } = await createProperty(t.db, { brand });
    const unitTypeId = unitTypes[0]!.id;
    const { ratePlan } = await createRatePlan(t.db, { property });
    const { ratePlan: dearer } = await createRatePlan(t.db, { property, name: 'Breakfast' });
    const { ratePlan: derived } = await createRatePlan(t.db, { property, name: 'Non-refundable', parentRatePlanId: ratePlan.id, derivedPercent: '-10' });
    // Today is 2026-03-10: 03-10..03-19 at 100.00 (03-15 stop-sold at 999.99), 03-20..04-08 at 200.00.
    await createDailyRates(t.db, {
      ratePlan,
      unitTypeId,
      from: '2026-03-01',
      to: '2026-04-20',
      priceMinor: (date) => (date < '2026-03-10' || date >= '2026-04-09' ? 100 : date === '2026-03-15' ? 99_999 : date < '2026-03-20' ? 10_000 : 20_000),
      stopSell: (date) => date === '2026-03-15',
    });
    // Per night the cheapest open base plan counts: the dearer plan would price 03-15 unless it is stop-sold too.
    await createDailyRates(t.db, { ratePlan: dearer, unitTypeId, from: '2026-03-01', to: '2026-04-20', priceMinor: 30_000, stopSell: (date) => date === '2026-03-15' });
    await createDailyRates(t.db, { ratePlan: derived, unitTypeId, from: '2026-03-01', to: '2026-04-20', priceMinor: 500 });
    const { data } = await list(`brands=${brand.id}&properties[]=averageNightlyPrice`);
    expect(data).toEqual([{ id: property.id, averageNightlyPrice: { amountMinor: Math.round((9 * 10_000 + 20 * 20_000) / 29), currency: 'EUR' } }]);
    const { property: unpriced } = await createProperty(t.db, { brand });
    const again = await list(`brands=${brand.id}&properties[]=averageNightlyPrice&order[name]=asc`);
    expect(again.data.find((item) => item.id === unpriced.id)?.averageNightlyPrice).toBeNull();
  });

  it('rejects bad parameters with the field as sent', async () => {
    const base = '/apis/direct/properties?is_zeevou_direct=true&';
    await expectFieldError('/apis/direct/properties', 'brands');
    await expectFieldError('/apis/direct/properties?brands=abc', 'brands');
    await expectFieldError(`${base}page=0`, 'page');
    await expectFieldError(`${base}limit=1000`, 'limit');
    await expectFieldError(`${base}limit=ten`, 'limit');
    await expectFieldError(`${base}order[foo]=asc`, 'order[foo]');
    await expectFieldError(`${base}order[name]=sideways`, 'order[name]');
    await expectFieldError(`${base}is_active=maybe`, 'is_active');
    await expectFieldError(`${base}unit_count[gt]=-1`, 'unit_count[gt]');
    await expectFieldError(`${base}exclude_organization_id=x`, 'exclude_organization_id');
    await expectFieldError(`${base}properties[]=name&properties[]=secret`, 'properties[]');
    await expectFieldError('/apis/direct/properties?is_zeevou_direct=yes', 'is_zeevou_direct');
    await expectFieldError('/apis/direct/properties?brands=99999999999', 'brands');
  });

  it("lists one city's or one host's properties with the same order and paging", async () => {
    const inCity = await idsWhere(sql`p.is_direct and p.city_id = 1`);
    expect(inCity.length).toBeGreaterThan(2);
    expect((await allIds('is_zeevou_direct=true&city=1')).sort((a, b) => a - b)).toEqual(inCity);
    const ofHost = await idsWhere(sql`p.is_direct and p.organization_id = 2`);
    expect((await allIds('is_zeevou_direct=true&organization=2')).sort((a, b) => a - b)).toEqual(ofHost);
    // They narrow the scope, never widen it.
    expect(await allIds('brands=1&organization=2')).toEqual([]);
    expect(await allIds('brands=2&city=1')).toEqual([]);
    expect(await allIds('is_zeevou_direct=true&organization=66&exclude_organization_id=66')).toEqual([]);
    const both = await idsWhere(sql`p.city_id = 1 and p.organization_id = 1`);
    expect((await allIds('brands=1&city=1&organization=1')).sort((a, b) => a - b)).toEqual(both);
    const whole = await list('is_zeevou_direct=true&city=1&limit=50&properties[]=name');
    const second = await list('is_zeevou_direct=true&city=1&limit=2&page=2&properties[]=name');
    expect(second.meta).toEqual({ total: inCity.length, page: 2, limit: 2 });
    expect(second.data.map((item) => item.id)).toEqual(whole.data.slice(2, 4).map((item) => item.id));
  });

  it('rejects a bad city or organization with the field as sent', async () => {
    await expectFieldError('/apis/direct/properties?is_zeevou_direct=true&city=lisbon', 'city');
    await expectFieldError('/apis/direct/properties?is_zeevou_direct=true&organization=0', 'organization');
    // A city alone is no scope: it would mix every host's catalogue.
    await expectFieldError('/apis/direct/properties?city=1', 'brands');
  });

  it('needs a token', async () => {
    const response = await t.get('/apis/direct/properties?brands=1', { token: null });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /apis/favorite_properties', () => {
  async function favorites(query: string) {
    const response = await t.get(`/apis/favorite_properties?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return FavoritePropertiesResponse.parse(response.json()).data;
  }

  it('answers the five best rated, by average, then count, then name', async () => {
    const top = await favorites('is_zeevou_direct=true&is_active=true&exclude_organization_id=66');
    expect(top).toHaveLength(5);
    const longer = await favorites('is_zeevou_direct=true&is_active=true&exclude_organization_id=66&limit=50');
    expect(top.map((item) => item.id)).toEqual(longer.slice(0, 5).map((item) => item.id));
    const cards = longer.map((item) => PropertyCard.parse(item));
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1]!, cards[i]!];
      const ordered =
        a.reviewAverage! > b.reviewAverage! ||
        (a.reviewAverage === b.reviewAverage && (a.reviewCount > b.reviewCount || (a.reviewCount === b.reviewCount && a.name <= b.name)));
      expect(ordered, `${a.name} before ${b.name}`).toBe(true);
    }
    expect(cards.every((card) => card.reviewCount > 0 && card.organizationId !== 66)).toBe(true);
    expect(cards[0]?.reviewAverage).toBe(Math.round(cards[0]!.reviewAverage! * 10) / 10);
  });

  it('keeps to the brand', async () => {
    const top = await favorites('brands=2&limit=50&properties[]=organizationId');
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((item) => item.organizationId === 2)).toBe(true);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/favorite_properties?brands=1&limit=51', 'limit');
    await expectFieldError('/apis/favorite_properties?brands=x', 'brands');
    await expectFieldError('/apis/favorite_properties?brands=1&page=2', 'page');
    await expectFieldError('/apis/favorite_properties', 'brands');
  });
});
