import { ActiveCitiesResponse, Destination, ErrorEnvelope, HostListResponse } from '@direct/contracts';
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
