import { ActiveCitiesResponse, CityDetail, Destination, ErrorEnvelope, HostDetail, HostListResponse } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

async function fetchJson(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as unknown;
}

async function expectFieldError(url: string, field: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

// Active properties per organization or city, as the lists should count them.
const counts = (key: SQL, where: SQL) =>
  queryRows<{ key: number; n: number }>(
    t.db,
    sql`select ${key} as key, count(*)::int as n from properties p join organizations o on o.id = p.organization_id
        where p.is_active and o.is_active and ${where} group by 1`,
  );

describe('GET /apis/hosts', () => {
  it('pages through the listed hosts with active properties, by name, 12 at a time', async () => {
    const expected = await counts(sql`p.organization_id`, sql`o.is_listed_host`);
    const first = HostListResponse.parse(await fetchJson('/apis/hosts'));
    expect(first.meta).toEqual({ total: expected.length, page: 1, limit: 12 });
    expect(expected.length).toBeGreaterThan(12);
    expect(first.data).toHaveLength(12);
    const second = HostListResponse.parse(await fetchJson('/apis/hosts?page=2'));
    expect(second.data).toHaveLength(expected.length - 12);
    const hosts = [...first.data, ...second.data];
    const names = hosts.map((host) => host.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const host of hosts) {
      expect(host.numberOfProperties, host.name).toBe(expected.find((row) => row.key === host.id)?.n);
    }
    expect(hosts.some((host) => host.id === 100)).toBe(false);
    const lisbon = hosts.find((host) => host.id === 1);
    expect(lisbon).toMatchObject({
      logo: { url: expect.stringMatching(/^\/apis\/image\/\d+\/[^/]+$/), alt: expect.any(String) },
      route: { completeRoute: expect.stringMatching(/^\/hosts\//) },
      brand: { id: 1, urlAlias: 'lisbon-stays', hostname: 'lisbon-stays.localhost' },
    });
  });

  it('leaves out excluded organizations and keeps to a brand or the shared listing', async () => {
    const all = HostListResponse.parse(await fetchJson('/apis/hosts?limit=50'));
    expect(all.data.some((host) => host.id === 66)).toBe(true);
    const without = HostListResponse.parse(await fetchJson('/apis/hosts?limit=50&exclude_organization_id=66'));
    expect(without.meta.total).toBe(all.meta.total - 1);
    expect(without.data.some((host) => host.id === 66)).toBe(false);
    const brand = HostListResponse.parse(await fetchJson('/apis/hosts?brands=2'));
    expect(brand.data.map((host) => host.id)).toEqual([2]);
    const direct = HostListResponse.parse(await fetchJson('/apis/hosts?is_zeevou_direct=true&limit=50'));
    expect(direct.meta.total).toBeGreaterThan(1);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/hosts?page=0', 'page');
    await expectFieldError('/apis/hosts?limit=100', 'limit');
    await expectFieldError('/apis/hosts?brands=x', 'brands');
    await expectFieldError('/apis/hosts?is_zeevou_direct=maybe', 'is_zeevou_direct');
    await expectFieldError('/apis/hosts?order[name]=asc', 'order[name]');
  });
});

describe('GET /apis/active_cities', () => {
  async function cities(query: string) {
    return ActiveCitiesResponse.parse(await fetchJson(`/apis/active_cities?${query}`)).data;
  }

  it('counts the active properties per city of the shared listing, busiest first', async () => {
    const expected = await counts(sql`p.city_id`, sql`p.is_direct and p.organization_id <> 66`);
    const data = (await cities('is_zeevou_direct=true&exclude_organization_id=66')).map((item) => Destination.parse(item));
    expect(data.map((city) => [city.id, city.numberOfProperties]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      expected.map((row) => [row.key, row.n]).sort((a, b) => a[0]! - b[0]!),
    );
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1]!, data[i]!];
      expect(a.numberOfProperties > b.numberOfProperties || (a.numberOfProperties === b.numberOfProperties && a.name <= b.name)).toBe(true);
    }
    expect(data[0]).toMatchObject({
      country: { code: expect.stringMatching(/^[A-Z]{2}$/), name: expect.any(String) },
      images: [{ url: expect.stringMatching(/^\/apis\/image\//), alt: expect.any(String), width: expect.any(Number), height: expect.any(Number) }],
      route: { completeRoute: expect.stringMatching(/^\/destinations\//) },
    });
  });

  it("keeps to a brand's properties", async () => {
    const expected = await counts(sql`p.city_id`, sql`exists (select 1 from property_brands pb where pb.property_id = p.id and pb.brand_id = 1)`);
    const data = await cities('brands=1');
    expect(data.map((city) => [city.id, city.numberOfProperties]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      expected.map((row) => [row.key, row.n]).sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('answers only the fields of a sparse fieldset, plus id', async () => {
    const data = await cities('brands=2&properties[]=name&properties[]=numberOfProperties');
    expect(data.length).toBeGreaterThan(0);
    for (const city of data) expect(Object.keys(city).sort()).toEqual(['id', 'name', 'numberOfProperties']);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/active_cities', 'brands');
    await expectFieldError('/apis/active_cities?brands=0', 'brands');
    await expectFieldError('/apis/active_cities?brands=1&properties[]=population', 'properties[]');
    await expectFieldError('/apis/active_cities?brands=1&page=2', 'page');
  });
});

async function expectNotFound(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
  expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
}

describe('GET /apis/active_cities/{id}', () => {
  const city = async (id: number | string, query: string) => CityDetail.parse(await fetchJson(`/apis/active_cities/${id}?${query}`));

  it('answers the destination as the list shows it, plus description and SEO texts', async () => {
    const listed = ActiveCitiesResponse.parse(await fetchJson('/apis/active_cities?brands=1')).data.find((item) => item.id === 1);
    const lisbon = await city(1, 'brands=1');
    expect(lisbon).toMatchObject(listed!);
    const [row] = await queryRows<{ description: string; complete_route: string; twitter_description: string }>(
      t.db,
      sql`select c.description, r.complete_route, r.twitter_description from cities c join seo_routes r on r.entity_type = 'city' and r.entity_id = c.id
          where c.id = 1`,
    );
    expect(lisbon).toMatchObject({
      name: 'Lisbon',
      description: row!.description,
      route: { completeRoute: row!.complete_route },
      seo: { completeRoute: row!.complete_route, twitterDescription: row!.twitter_description, facebookDescription: expect.any(String) },
    });
  });

  it('counts only the context and answers 404 where it has no active property', async () => {
    const expected = await counts(sql`p.city_id`, sql`p.is_direct and p.organization_id <> 66`);
    for (const row of expected) {
      expect((await city(row.key, 'is_zeevou_direct=true&exclude_organization_id=66')).numberOfProperties).toBe(row.n);
    }
    const budgetCities = await counts(sql`p.city_id`, sql`p.organization_id = 66`);
    const withBudget = await city(budgetCities[0]!.key, 'is_zeevou_direct=true');
    expect(withBudget.numberOfProperties).toBe((expected.find((row) => row.key === budgetCities[0]!.key)?.n ?? 0) + budgetCities[0]!.n);
    await expectNotFound('/apis/active_cities/1?brands=2');
    await expectNotFound('/apis/active_cities/999999?brands=1');
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/active_cities/abc?brands=1', 'id');
    await expectFieldError('/apis/active_cities/1', 'brands');
    await expectFieldError('/apis/active_cities/1?brands=x', 'brands');
    await expectFieldError('/apis/active_cities/1?brands=1&properties[]=name', 'properties[]');
  });
});

describe('GET /apis/hosts/{id}', () => {
  const host = async (id: number | string, query: string) => HostDetail.parse(await fetchJson(`/apis/hosts/${id}?${query}`));

  it('answers the host as the list shows it, plus SEO texts', async () => {
    const listed = HostListResponse.parse(await fetchJson('/apis/hosts?limit=50')).data.find((item) => item.id === 1)!;
    const lisbon = await host(1, 'brands=1');
    expect(lisbon).toEqual({
      id: 1,
      name: listed.name,
      description: listed.description,
      logo: listed.logo,
      route: listed.route,
      numberOfProperties: listed.numberOfProperties,
      seo: {
        completeRoute: listed.route!.completeRoute,
        metaDescription: listed.route!.metaDescription,
        twitterDescription: expect.any(String),
        facebookDescription: expect.any(String),
      },
    });
    expect((await host(1, '')).numberOfProperties).toBe(listed.numberOfProperties);
  });

  it("answers 404 for a host without active properties in the context, an excluded one and an unlisted one", async () => {
    await expectNotFound('/apis/hosts/2?brands=1');
    expect((await host(2, 'is_zeevou_direct=true')).id).toBe(2);
    expect((await host(66, 'is_zeevou_direct=true')).id).toBe(66);
    await expectNotFound('/apis/hosts/66?is_zeevou_direct=true&exclude_organization_id=66');
    await expectNotFound('/apis/hosts/100');
    await expectNotFound('/apis/hosts/999999');
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/hosts/abc', 'id');
    await expectFieldError('/apis/hosts/1?brands=x', 'brands');
    await expectFieldError('/apis/hosts/1?page=1', 'page');
    await expectFieldError('/apis/hosts/1?exclude_organization_id=x', 'exclude_organization_id');
  });
});
