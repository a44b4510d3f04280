import { ErrorEnvelope, ResolvedRoute, SitemapResponse, type SitemapEntry } from '@direct/contracts';
import { queryRows } from '@direct/db';
import { createBrand, createOrganization, createProperty } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, fixedNow, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;
let routes: { entity_type: string; entity_id: number; complete_route: string }[];

beforeAll(async () => {
  t = await createSeededTestApp();
  routes = await queryRows(t.db, sql`select entity_type::text, entity_id, complete_route from seo_routes order by id`);
});
afterAll(() => t?.close());

async function sitemap(query: string) {
  const response = await t.get(`/apis/sitemap?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return SitemapResponse.parse(response.json());
}

async function expectStatus(url: string, status: number, field?: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const envelope = ErrorEnvelope.parse(response.json());
  if (status === 404) expect(envelope.error.code).toBe('not_found');
  if (field !== undefined) expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.db, query)).map((row) => row.id);
const pathsOf = (entityType: string, entityIds: readonly number[]) =>
  routes.filter((route) => route.entity_type === entityType && entityIds.includes(route.entity_id)).map((route) => route.complete_route);
const sorted = (paths: readonly string[]) => [...paths].sort();

// What each brand may show, worked out independently of the API's SQL.
async function expectedPaths(brand: 'host' | 'shared', brandId: number): Promise<string[]> {
  const scope =
    brand === 'host'
      ? sql`exists (select 1 from property_brands pb where pb.property_id = p.id and pb.brand_id = ${brandId})`
      : sql`p.is_direct and p.organization_id <> 66`;
  const visible = sql`from properties p join organizations o on o.id = p.organization_id where p.is_active and o.is_active and ${scope}`;
  const properties = await ids(sql`select p.id ${visible}`);
  const cities = await ids(sql`select distinct p.city_id as id ${visible}`);
  const hosts = await ids(sql`select distinct p.organization_id as id ${visible} and o.is_listed_host`);
  const posts = await ids(
    sql`select id from blog_posts where brand_id = ${brandId} and is_published and published_at <= ${fixedNow.toISOString()}::timestamptz`,
  );
  return sorted([...pathsOf('property', properties), ...pathsOf('city', cities), ...pathsOf('host', hosts), ...pathsOf('blog_post', posts)]);
}

async function expectAllResolve(brandId: number, entries: readonly SitemapEntry[]) {
  for (const entry of entries) {
    const response = await t.get(`/apis/routes/resolve?brand=${brandId}&path=${encodeURIComponent(entry.completeRoute)}`);
    expect(response.statusCode, `${entry.completeRoute} on brand ${brandId}`).toBe(200);
    expect(ResolvedRoute.parse(response.json())).toMatchObject({ completeRoute: entry.completeRoute, entityType: entry.entityType });
  }
}

describe('GET /apis/sitemap', () => {
  it("lists a host brand's properties, posts, cities and itself, each resolvable on the brand", async () => {
    const { data, meta } = await sitemap('brand=1');
    expect(meta).toEqual({ total: data.length, page: 1, limit: 5000 });
    expect(sorted(data.map((entry) => entry.completeRoute))).toEqual(await expectedPaths('host', 1));
    expect(new Set(data.map((entry) => entry.entityType))).toEqual(new Set(['property', 'blog_post', 'city', 'host']));
    // Another host's pages are never in a brand's sitemap.
    expect(data.some((entry) => pathsOf('host', [2]).includes(entry.completeRoute))).toBe(false);
    expect(data.some((entry) => pathsOf('property', [11]).includes(entry.completeRoute))).toBe(false);
    await expectAllResolve(1, data);
  });

  it('lists the shared listing without the excluded organizations, each resolvable on it', async () => {
    const { data } = await sitemap('brand=100');
    expect(sorted(data.map((entry) => entry.completeRoute))).toEqual(await expectedPaths('shared', 100));
    const budget = await ids(sql`select id from properties where organization_id = 66`);
    expect(budget.length).toBeGreaterThan(0);
    const excluded = new Set([...pathsOf('property', budget), ...pathsOf('host', [66])]);
    expect(data.filter((entry) => excluded.has(entry.completeRoute))).toEqual([]);
    await expectAllResolve(100, data);
  });

  it('holds exactly the paths that resolve on the brand', async () => {
    for (const brandId of [2, 66]) {
      const listed = new Set((await sitemap(`brand=${brandId}&limit=50000`)).data.map((entry) => entry.completeRoute));
      for (const route of routes) {
        const response = await t.get(`/apis/routes/resolve?brand=${brandId}&path=${encodeURIComponent(route.complete_route)}`);
        expect(response.statusCode, `${route.complete_route} on brand ${brandId}`).toBe(listed.has(route.complete_route) ? 200 : 404);
      }
    }
  });

  it('orders by kind then path, and says when properties, posts and hosts last changed', async () => {
    const { data } = await sitemap('brand=1');
    const kinds = ['property', 'blog_post', 'city', 'host', 'page'];
    const keys = data.map((entry) => [kinds.indexOf(entry.entityType), entry.completeRoute] as const);
    for (let i = 1; i < keys.length; i++) {
      const [[kindA, pathA], [kindB, pathB]] = [keys[i - 1]!, keys[i]!];
      expect(kindA < kindB || (kindA === kindB && pathA < pathB), `${pathA} before ${pathB}`).toBe(true);
    }
    for (const entry of data) {
      if (entry.entityType === 'city') expect(entry.updatedAt).toBeNull();
      else expect(Date.parse(entry.updatedAt ?? ''), entry.completeRoute).not.toBeNaN();
    }
  });

  it('pages through the same order', async () => {
    const all = await sitemap('brand=1');
    const second = await sitemap('brand=1&limit=5&page=2');
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, limit: 5 });
    expect(second.data).toEqual(all.data.slice(5, 10));
    expect((await sitemap('brand=1&page=999')).data).toEqual([]);
    expect((await sitemap('brand=1&limit=50000')).meta.limit).toBe(50000);
  });

  it('drops a property that is deactivated and answers 404 for an unknown or inactive brand', async () => {
    const organization = await createOrganization(t.db);
    const { brand } = await createBrand(t.db, { organizationId: organization.id });
    const { property } = await createProperty(t.db, { brand });
    await t.db.execute(sql`insert into seo_routes (entity_type, entity_id, complete_route, url_ending)
                           values ('property', ${property.id}, ${`/stays/test/${property.slug}`}, ${property.slug})`);
    expect((await sitemap(`brand=${brand.id}`)).data.map((entry) => entry.completeRoute)).toContain(`/stays/test/${property.slug}`);
    await t.db.execute(sql`update properties set is_active = false where id = ${property.id}`);
    expect((await sitemap(`brand=${brand.id}`)).data).toEqual([]);
    await t.db.execute(sql`update brands set is_active = false where id = ${brand.id}`);
    await expectStatus(`/apis/sitemap?brand=${brand.id}`, 404);
    await expectStatus('/apis/sitemap?brand=999999', 404);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectStatus('/apis/sitemap', 400, 'brand');
    await expectStatus('/apis/sitemap?brand=x', 400, 'brand');
    await expectStatus('/apis/sitemap?brand=1&limit=50001', 400, 'limit');
    await expectStatus('/apis/sitemap?brand=1&limit=0', 400, 'limit');
    await expectStatus('/apis/sitemap?brand=1&page=0', 400, 'page');
    await expectStatus('/apis/sitemap?brand=1&brands=1', 400, 'brands');
  });

  it('needs a token', async () => {
    expect((await t.get('/apis/sitemap?brand=1', { token: null })).statusCode).toBe(401);
  });
});
