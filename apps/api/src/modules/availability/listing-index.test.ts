import { PropertySearchResponse } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { createBrand, createCity, createDailyRates, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// Decision 0047: search's candidates come from an in-process listing per scope, kept in step by
// listing_changes stamps that migration 0034's triggers write for every listing write. Each test
// writes behind the API's back (as another process, the console or psql would) and expects the
// very next search to follow. Searches run once before each write, so the list is in memory.

let t: TestApp;
let token: string;
let organizationId: number;
let brandId: number;
let wifiId: number;
const properties: Record<'alpha' | 'beta' | 'gamma', number> = { alpha: 0, beta: 0, gamma: 0 };
let otherCityId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T12:00:00Z') });
  await insertClient(t.db, { clientId: 'listing-site', secret: 'listing-secret' });
  token = await requestToken(t.app, 'listing-site', 'listing-secret');
  const organization = await createOrganization(t.db);
  organizationId = organization.id;
  const { brand } = await createBrand(t.db, { organizationId });
  brandId = brand.id;
  for (const name of ['alpha', 'beta', 'gamma'] as const) {
    const { property, unitTypes } = await createProperty(t.db, { brand, name: `Listing ${name}` });
    properties[name] = property.id;
    // Bookable for the stays searched below.
    const { ratePlan } = await createRatePlan(t.db, { property });
    await createDailyRates(t.db, { ratePlan, unitTypeId: unitTypes[0]!.id, from: '2026-03-10', to: '2026-05-01' });
  }
  otherCityId = (await createCity(t.db)).id;
  await t.db.execute(sql`insert into amenities (code) values ('wifi') on conflict (code) do nothing`);
  [{ id: wifiId }] = (await queryRows<{ id: number }>(t.db, sql`select id from amenities where code = 'wifi'`)) as [{ id: number }];
});
afterAll(() => t?.close());

async function listed(query: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/apis/property_search?${query}&limit=50`, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const answer = PropertySearchResponse.parse(response.json());
  expect(answer.meta.total).toBe(answer.data.length);
  return answer.data.map((card) => card.id);
}
const shared = 'is_zeevou_direct=true';
const onBrand = () => `brand_id=${brandId}`;
const all = () => [properties.alpha, properties.beta, properties.gamma];

describe('the listing index follows every listing write', () => {
  it('lists in list order from the start', async () => {
    expect(await listed(shared)).toEqual(all());
    expect(await listed(onBrand())).toEqual(all());
  });

  it('publish and unpublish (active, shared listing, booking engine)', async () => {
    expect(await listed(shared)).toEqual(all());
    await t.db.execute(sql`update properties set is_active = false where id = ${properties.beta}`);
    expect(await listed(shared)).toEqual([properties.alpha, properties.gamma]);
    await t.db.execute(sql`update properties set is_active = true where id = ${properties.beta}`);
    expect(await listed(shared)).toEqual(all());
    await t.db.execute(sql`update properties set is_direct = false where id = ${properties.alpha}`);
    expect(await listed(shared)).toEqual([properties.beta, properties.gamma]);
    expect(await listed(onBrand())).toEqual(all());
    await t.db.execute(sql`update properties set is_direct = true where id = ${properties.alpha}`);
    await t.db.execute(sql`update properties set allow_for_booking_engine = false where id = ${properties.gamma}`);
    expect(await listed(`${shared}&allow_for_booking_engine=true`)).toEqual([properties.alpha, properties.beta]);
    expect(await listed(shared)).toEqual(all());
    await t.db.execute(sql`update properties set allow_for_booking_engine = true where id = ${properties.gamma}`);
    expect(await listed(`${shared}&allow_for_booking_engine=true`)).toEqual(all());
  });

  it('brand membership and the brand switched off', async () => {
    expect(await listed(onBrand())).toEqual(all());
    await t.db.execute(sql`delete from property_brands where property_id = ${properties.alpha} and brand_id = ${brandId}`);
    expect(await listed(onBrand())).toEqual([properties.beta, properties.gamma]);
    await t.db.execute(sql`insert into property_brands (organization_id, property_id, brand_id) values (${organizationId}, ${properties.alpha}, ${brandId})`);
    expect(await listed(onBrand())).toEqual(all());
    await t.db.execute(sql`update brands set is_active = false where id = ${brandId}`);
    expect(await listed(onBrand())).toEqual([]);
    await t.db.execute(sql`update brands set is_active = true where id = ${brandId}`);
    expect(await listed(onBrand())).toEqual(all());
  });

  it('amenities', async () => {
    expect(await listed(`${shared}&amenities[]=wifi`)).toEqual([]);
    await t.db.execute(sql`insert into property_amenities (organization_id, property_id, amenity_id) values (${organizationId}, ${properties.beta}, ${wifiId})`);
    expect(await listed(`${shared}&amenities[]=wifi`)).toEqual([properties.beta]);
    await t.db.execute(sql`delete from property_amenities where property_id = ${properties.beta}`);
    expect(await listed(`${shared}&amenities[]=wifi`)).toEqual([]);
  });

  it('capacity: unit types and units', async () => {
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual(all());
    await t.db.execute(sql`update unit_types set max_adults = 1 where property_id = ${properties.alpha}`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual([properties.beta, properties.gamma]);
    await t.db.execute(sql`update unit_types set max_adults = 2 where property_id = ${properties.alpha}`);
    await t.db.execute(sql`update units set is_active = false where property_id = ${properties.gamma}`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual([properties.alpha, properties.beta]);
    await t.db.execute(sql`update units set is_active = true where property_id = ${properties.gamma}`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual(all());
  });

  // A search with a stay leaves out, before pricing, the candidates the scope's kept facts say
  // can't host the party or lack an amenity: those facts must follow the same writes.
  it('with a stay, after a search without dates kept the facts: capacity and amenities', async () => {
    const stay = `${shared}&date[after]=2026-04-01&date[before]=2026-04-04`;
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual(all());
    expect(await listed(`${stay}&number_of_guests=2`)).toEqual(all());
    await t.db.execute(sql`update unit_types set max_adults = 1 where property_id = ${properties.alpha}`);
    expect(await listed(`${stay}&number_of_guests=2`)).toEqual([properties.beta, properties.gamma]);
    await t.db.execute(sql`update unit_types set max_adults = 2 where property_id = ${properties.alpha}`);
    expect(await listed(`${stay}&number_of_guests=2`)).toEqual(all());
    expect(await listed(`${stay}&amenities[]=wifi`)).toEqual([]);
    await t.db.execute(sql`insert into property_amenities (organization_id, property_id, amenity_id) values (${organizationId}, ${properties.gamma}, ${wifiId})`);
    expect(await listed(`${stay}&amenities[]=wifi`)).toEqual([properties.gamma]);
    await t.db.execute(sql`delete from property_amenities where property_id = ${properties.gamma}`);
    expect(await listed(`${stay}&amenities[]=wifi`)).toEqual([]);
  });

  it('the same search twice answers alike, and a write in between is seen', async () => {
    const first = await listed(`${shared}&number_of_guests=2`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual(first);
    await t.db.execute(sql`update units set is_active = false where property_id = ${properties.beta}`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual([properties.alpha, properties.gamma]);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual([properties.alpha, properties.gamma]);
    await t.db.execute(sql`update units set is_active = true where property_id = ${properties.beta}`);
    expect(await listed(`${shared}&number_of_guests=2`)).toEqual(first);
  });

  it('city, name and featured: the place and the order', async () => {
    expect(await listed(`${shared}&city=${otherCityId}`)).toEqual([]);
    await t.db.execute(sql`update properties set city_id = ${otherCityId} where id = ${properties.gamma}`);
    expect(await listed(`${shared}&city=${otherCityId}`)).toEqual([properties.gamma]);
    await t.db.execute(sql`update properties set name = 'Listing aardvark' where id = ${properties.gamma}`);
    expect(await listed(shared)).toEqual([properties.gamma, properties.alpha, properties.beta]);
    await t.db.execute(sql`update properties set is_featured = true where id = ${properties.beta}`);
    expect(await listed(shared)).toEqual([properties.beta, properties.gamma, properties.alpha]);
    expect(await listed(`${shared}&search=aardvark`)).toEqual([properties.gamma]);
    await t.db.execute(sql`update properties set is_featured = false, name = 'Listing beta' where id = ${properties.beta}`);
    await t.db.execute(sql`update properties set name = 'Listing gamma' where id = ${properties.gamma}`);
    expect(await listed(shared)).toEqual(all());
  });

  it('a new property, and the host switched off', async () => {
    const [brand] = await queryRows<{ id: number; organizationId: number }>(t.db, sql`select id, organization_id as "organizationId" from brands where id = ${brandId}`);
    const { property } = await createProperty(t.db, { brand: brand!, name: 'Listing omega' });
    expect(await listed(shared)).toEqual([...all(), property.id]);
    await t.db.execute(sql`update organizations set is_active = false where id = ${organizationId}`);
    expect(await listed(shared)).toEqual([]);
    expect(await listed(onBrand())).toEqual([]);
    await t.db.execute(sql`update organizations set is_active = true where id = ${organizationId}`);
    await t.db.execute(sql`delete from properties where id = ${property.id}`);
    expect(await listed(shared)).toEqual(all());
  });

  it('stamps the host when the transaction commits, not before', async () => {
    const generation = async () => Number((await queryRows<{ generation: string }>(t.db, sql`select generation from listing_changes where organization_id = ${organizationId}`))[0]?.generation ?? 0);
    const before = await generation();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set name = name where organization_id = ${organizationId}`);
      await tx.execute(sql`update unit_types set name = name where organization_id = ${organizationId}`);
      const inside = await queryRows<{ generation: string }>(tx, sql`select generation from listing_changes where organization_id = ${organizationId}`);
      expect(Number(inside[0]?.generation ?? 0)).toBe(before);
    });
    const after = await generation();
    expect(after).toBeGreaterThan(before);
    expect(await queryRows(t.db, sql`select * from listing_changes_pending`)).toEqual([]);
  });
});
