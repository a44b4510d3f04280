import { ErrorEnvelope, PropertyDetail, PropertyListResponse } from '@direct/contracts';
import { amenities, propertyAmenities, queryRows } from '@direct/db';
import { createBrand, createOrganization, createProperty } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;
// Seeded facts the tests lean on, read from the database rather than assumed.
let budgetPropertyId: number;
let inactivePropertyId: number;
let inactiveBrandId: number;
let notDirectPropertyId: number;

beforeAll(async () => {
  t = await createSeededTestApp();
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.db, query))[0]!.id;
  budgetPropertyId = await one(sql`select id from properties where organization_id = 66 and is_direct and is_active order by id limit 1`);
  inactivePropertyId = await one(sql`select p.id from properties p join property_brands pb on pb.property_id = p.id and pb.brand_id = 2
                                     where not p.is_active order by p.id limit 1`);
  notDirectPropertyId = await one(sql`select id from properties where not is_direct and is_active order by id limit 1`);
  const organization = await createOrganization(t.db);
  const { brand } = await createBrand(t.db, { organizationId: organization.id, isActive: false });
  await createProperty(t.db, { brand });
  inactiveBrandId = brand.id;
});
afterAll(() => t?.close());

async function detail(id: number | string, query: string) {
  const response = await t.get(`/apis/properties/${id}?${query}`);
  expect(response.statusCode, `${id}?${query}: ${response.body}`).toBe(200);
  return PropertyDetail.parse(response.json());
}

async function expectNotFound(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
  expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
}

async function expectFieldError(url: string, field: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

describe('GET /apis/properties/{id}', () => {
  it('answers the card of the lists plus the page fields', async () => {
    const property = await detail(1, 'brand_id=1');
    // Everything the explore list shows, exactly as it shows it.
    const { data } = PropertyListResponse.parse((await t.get('/apis/direct/properties?brands=1&limit=50')).json());
    const card = data.find((item) => item.id === 1);
    expect(card).toBeDefined();
    expect(property).toMatchObject(card!);

    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select summary, description, house_rules, property_type, currency, to_char(check_in_time, 'HH24:MI') as check_in
          from properties where id = 1`,
    );
    expect(property).toMatchObject({
      summary: row!['summary'],
      description: row!['description'],
      houseRules: row!['house_rules'],
      propertyType: row!['property_type'],
      currency: row!['currency'],
      checkInTime: row!['check_in'],
      checkOutTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      host: { id: 1, name: 'Lisbon Stays', route: expect.stringMatching(/^\/hosts\//) },
      seo: {
        completeRoute: property.route!.completeRoute,
        metaDescription: expect.any(String),
        twitterDescription: expect.any(String),
        facebookDescription: expect.any(String),
      },
    });
    expect(property.summary).toBeTruthy();

    const expectedAmenities = await queryRows<{ code: string; category: string }>(
      t.db,
      sql`select a.code, a.category from property_amenities pa join amenities a on a.id = pa.amenity_id where pa.property_id = 1`,
    );
    const byCategoryThenCode = (a: { code: string; category: string }, b: { code: string; category: string }) =>
      a.category === b.category ? (a.code < b.code ? -1 : 1) : a.category < b.category ? -1 : 1;
    expect(property.amenityDetails).toEqual([...expectedAmenities].sort(byCategoryThenCode));
    expect(property.amenityDetails.map((amenity) => amenity.code).sort()).toEqual([...property.amenities].sort());

    const images = await queryRows<{ image_id: number }>(t.db, sql`select image_id from property_images where property_id = 1 order by position, image_id`);
    expect(property.images.map((image) => image.id)).toEqual(images.map((image) => image.image_id));

    const unitTypes = await queryRows<{ id: number }>(t.db, sql`select id from unit_types where property_id = 1 and is_active order by id`);
    expect(property.unitTypes.map((unitType) => unitType.id)).toEqual(unitTypes.map((unitType) => unitType.id));
    expect(property.unitTypes[0]).toMatchObject({ name: expect.any(String), maxOccupancy: expect.any(Number), bedrooms: expect.any(Number) });
  });

  it('lists active unit types only, with their sizes, and formats the times as HH:MM', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id });
    const { property, unitTypes } = await createProperty(t.db, {
      brand,
      checkInTime: '16:30',
      checkOutTime: '10:00:00',
      summary: null,
      unitTypes: [
        { name: 'Loft', sizeM2: 55, petsAllowed: true, maxOccupancy: 4, maxAdults: 4, maxChildren: 2, bathrooms: 2, beds: 3, bedrooms: 2 },
        { name: 'Closed', isActive: false },
      ],
    });
    const [pool, wifi] = await t.db
      .insert(amenities)
      .values([
        { code: `zz-pool-${property.id}`, category: 'outdoor' },
        { code: `aa-wifi-${property.id}`, category: 'internet' },
      ])
      .returning();
    await t.db.insert(propertyAmenities).values([
      { organizationId: property.organizationId, propertyId: property.id, amenityId: pool!.id },
      { organizationId: property.organizationId, propertyId: property.id, amenityId: wifi!.id },
    ]);
    const page = await detail(property.id, `brand_id=${brand.id}`);
    expect(page).toMatchObject({ checkInTime: '16:30', checkOutTime: '10:00', summary: null, seo: null, route: null, images: [] });
    expect(page.host).toEqual({ id: organization.id, name: organization.name, route: null });
    expect(page.unitTypes).toEqual([
      {
        id: unitTypes[0]!.id,
        name: 'Loft',
        description: null,
        maxOccupancy: 4,
        maxAdults: 4,
        maxChildren: 2,
        bedrooms: 2,
        bathrooms: 2,
        beds: 3,
        sizeM2: 55,
        petsAllowed: true,
      },
    ]);
    expect(page.amenityDetails).toEqual([
      { code: `aa-wifi-${property.id}`, category: 'internet' },
      { code: `zz-pool-${property.id}`, category: 'outdoor' },
    ]);
  });

  it("answers 404 for another brand's property, a missing one and an inactive one", async () => {
    await detail(11, 'brand_id=2');
    await expectNotFound('/apis/properties/11?brand_id=1');
    await expectNotFound('/apis/properties/999999?brand_id=1');
    await expectNotFound(`/apis/properties/${inactivePropertyId}?brand_id=2`);
    await expectNotFound(`/apis/properties/${inactivePropertyId}?brand_id=100`);
  });

  it('answers 404 for an unknown or inactive brand', async () => {
    await expectNotFound('/apis/properties/1?brand_id=999999');
    const [own] = await queryRows<{ id: number }>(t.db, sql`select property_id as id from property_brands where brand_id = ${inactiveBrandId}`);
    await expectNotFound(`/apis/properties/${own!.id}?brand_id=${inactiveBrandId}`);
  });

  it('shows the shared listing direct properties of every host, minus the excluded organizations', async () => {
    expect((await detail(1, 'brand_id=100')).id).toBe(1);
    expect((await detail(11, 'brand_id=100')).organizationId).toBe(2);
    await expectNotFound(`/apis/properties/${notDirectPropertyId}?brand_id=100`);
    // Organization 66 is excluded by configuration, whatever the client sends; its own brand shows it.
    await expectNotFound(`/apis/properties/${budgetPropertyId}?brand_id=100`);
    expect((await detail(budgetPropertyId, 'brand_id=66')).organizationId).toBe(66);
    // The client may leave out more.
    await expectNotFound('/apis/properties/1?brand_id=100&exclude_organization_id=1');
    await expectNotFound('/apis/properties/1?brand_id=100&exclude_organization_id=66&exclude_organization_id=1');
    expect((await detail(1, 'brand_id=100&exclude_organization_id=66')).id).toBe(1);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/properties/abc?brand_id=1', 'id');
    await expectFieldError('/apis/properties/0?brand_id=1', 'id');
    await expectFieldError('/apis/properties/1', 'brand_id');
    await expectFieldError('/apis/properties/1?brand_id=x', 'brand_id');
    await expectFieldError('/apis/properties/1?brand_id=1&exclude_organization_id=x', 'exclude_organization_id');
    await expectFieldError('/apis/properties/1?brand_id=1&brands=1', 'brands');
  });

  it('needs a token', async () => {
    expect((await t.get('/apis/properties/1?brand_id=1', { token: null })).statusCode).toBe(401);
  });
});
