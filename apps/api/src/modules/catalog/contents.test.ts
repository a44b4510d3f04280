import { ContentDetail, ContentListResponse, ErrorEnvelope, ResolvedRoute } from '@direct/contracts';
import { blogPosts, queryRows } from '@direct/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, fixedNow, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;
let brandOnePosts: { id: number; published_at: Date | string }[];
let brandTwoPostId: number;

beforeAll(async () => {
  t = await createSeededTestApp();
  brandOnePosts = await queryRows(
    t.db,
    sql`select id, published_at from blog_posts where brand_id = 1 and is_published and published_at <= ${fixedNow.toISOString()}::timestamptz
        order by published_at desc, id desc`,
  );
  const [other] = await queryRows<{ id: number }>(t.db, sql`select id from blog_posts where brand_id = 2 order by id limit 1`);
  brandTwoPostId = other!.id;
});
afterAll(() => t?.close());

async function expectStatus(url: string, status: number) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response;
}

async function expectFieldError(url: string, field: string) {
  const envelope = ErrorEnvelope.parse((await expectStatus(url, 400)).json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

async function expectNotFound(url: string) {
  expect(ErrorEnvelope.parse((await expectStatus(url, 404)).json()).error.code).toBe('not_found');
}

const contents = async (query: string) => ContentListResponse.parse((await expectStatus(`/apis/contents?${query}`, 200)).json());

describe('GET /apis/contents', () => {
  it("lists the brand's published posts newest first, 12 a page", async () => {
    expect(brandOnePosts.length).toBeGreaterThanOrEqual(6);
    const { data, meta } = await contents('brand=1&type=blog&order[date]=desc');
    expect(meta).toEqual({ total: brandOnePosts.length, page: 1, limit: 12 });
    expect(data.map((post) => post.id)).toEqual(brandOnePosts.slice(0, 12).map((post) => post.id));
    const post = ContentDetail.omit({ contentHtml: true }).parse(data[0]);
    expect(post).toMatchObject({
      type: 'blog',
      image: { url: expect.stringMatching(/^\/apis\/image\/\d+\/[^/]+$/) },
      categories: [expect.objectContaining({ title: expect.any(String), route: expect.stringMatching(/^\/blog\/category\//) })],
      route: { completeRoute: expect.stringMatching(/^\/blog\//), urlEnding: expect.any(String) },
    });
    expect(post.tags.length).toBeGreaterThan(0);
    expect(Date.parse(post.date)).toBe(new Date(brandOnePosts[0]!.published_at).getTime());
    expect((await contents('brand=1')).data.map((item) => item.id)).toEqual(data.map((item) => item.id));
  });

  it('orders oldest first on request and pages', async () => {
    const ascending = await contents('brand=1&order[date]=asc');
    expect(ascending.data.map((post) => post.id)).toEqual([...brandOnePosts].reverse().map((post) => post.id));
    const second = await contents('brand=1&limit=2&page=2');
    expect(second.meta).toEqual({ total: brandOnePosts.length, page: 2, limit: 2 });
    expect(second.data.map((post) => post.id)).toEqual(brandOnePosts.slice(2, 4).map((post) => post.id));
  });

  it('answers only the fields of a sparse fieldset, plus id', async () => {
    const { data } = await contents('brand=1&limit=2&properties[]=title&properties[]=date');
    for (const post of data) expect(Object.keys(post).sort()).toEqual(['date', 'id', 'title']);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/contents', 'brand');
    await expectFieldError('/apis/contents?brand=x', 'brand');
    await expectFieldError('/apis/contents?brand=1&type=news', 'type');
    await expectFieldError('/apis/contents?brand=1&order[date]=up', 'order[date]');
    await expectFieldError('/apis/contents?brand=1&order[title]=asc', 'order[title]');
    await expectFieldError('/apis/contents?brand=1&limit=0', 'limit');
    await expectFieldError('/apis/contents?brand=1&properties[]=contentHtml', 'properties[]');
  });
});

describe('GET /apis/contents/{id}', () => {
  it('answers one post of the brand with its HTML', async () => {
    const id = brandOnePosts[0]!.id;
    const post = ContentDetail.parse((await expectStatus(`/apis/contents/${id}?brand=1`, 200)).json());
    expect(post.id).toBe(id);
    expect(post.contentHtml).toMatch(/<p>/);
  });

  it("answers 404 for another brand's post, an unpublished post and a missing one", async () => {
    await expectNotFound(`/apis/contents/${brandTwoPostId}?brand=1`);
    await expectStatus(`/apis/contents/${brandTwoPostId}?brand=2`, 200);
    await t.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, brandTwoPostId));
    try {
      await expectNotFound(`/apis/contents/${brandTwoPostId}?brand=2`);
      expect((await contents('brand=2&limit=50')).data.some((post) => post.id === brandTwoPostId)).toBe(false);
    } finally {
      await t.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.id, brandTwoPostId));
    }
    await expectNotFound('/apis/contents/999999?brand=1');
  });

  it('rejects a bad id or a missing brand', async () => {
    await expectFieldError('/apis/contents/abc?brand=1', 'id');
    await expectFieldError(`/apis/contents/${brandOnePosts[0]!.id}`, 'brand');
  });
});

describe('GET /apis/routes/resolve', () => {
  const resolveRoute = async (path: string, brand: number) =>
    ResolvedRoute.parse((await expectStatus(`/apis/routes/resolve?brand=${brand}&path=${encodeURIComponent(path)}`, 200)).json());
  const routeOf = async (entityType: string, entityId: number) =>
    (await queryRows<{ complete_route: string }>(t.db, sql`select complete_route from seo_routes where entity_type = ${entityType} and entity_id = ${entityId}`))[0]!
      .complete_route;

  it('resolves property, blog, city and host paths', async () => {
    const property = await resolveRoute(await routeOf('property', 1), 1);
    expect(property).toMatchObject({ entityType: 'property', entityId: 1, completeRoute: expect.stringMatching(/^\/stays\//) });
    expect(property.title).toBeTruthy();
    expect(property.metaDescription).toBeTruthy();
    const postPath = await routeOf('blog_post', brandOnePosts[0]!.id);
    expect(await resolveRoute(`${postPath}/`, 1)).toMatchObject({ entityType: 'blog_post', entityId: brandOnePosts[0]!.id, completeRoute: postPath });
    expect((await resolveRoute('/destinations/pt/lisbon', 1)).entityType).toBe('city');
    expect((await resolveRoute(await routeOf('host', 1), 1)).entityType).toBe('host');
    // The shared listing shows direct properties, their cities and hosts, of every host.
    expect((await resolveRoute(await routeOf('property', 1), 100)).entityId).toBe(1);
    expect((await resolveRoute('/destinations/pt/lisbon', 100)).entityType).toBe('city');
    expect((await resolveRoute(await routeOf('host', 2), 100)).entityId).toBe(2);
  });

  it("answers 404 for a city or host page without the brand's properties, as the city and host calls do", async () => {
    // Alpine Lodges has nothing in Lisbon, and Lisbon Stays doesn't show Alpine Lodges as a host.
    await expectNotFound('/apis/routes/resolve?brand=2&path=/destinations/pt/lisbon');
    await expectNotFound(`/apis/routes/resolve?brand=1&path=${encodeURIComponent(await routeOf('host', 2))}`);
  });

  it('keeps the configured excluded organizations off the shared listing', async () => {
    const [budget] = await queryRows<{ id: number }>(t.db, sql`select id from properties where organization_id = 66 and is_direct and is_active order by id limit 1`);
    const path = encodeURIComponent(await routeOf('property', budget!.id));
    await expectStatus(`/apis/routes/resolve?brand=66&path=${path}`, 200);
    await expectNotFound(`/apis/routes/resolve?brand=100&path=${path}`);
    await expectNotFound(`/apis/routes/resolve?brand=100&path=${encodeURIComponent(await routeOf('host', 66))}`);
  });

  it("answers 404 for unknown paths and for another brand's post or property", async () => {
    await expectNotFound('/apis/routes/resolve?brand=1&path=/nowhere');
    await expectNotFound(`/apis/routes/resolve?brand=2&path=${encodeURIComponent(await routeOf('blog_post', brandOnePosts[0]!.id))}`);
    await expectNotFound(`/apis/routes/resolve?brand=2&path=${encodeURIComponent(await routeOf('property', 1))}`);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectFieldError('/apis/routes/resolve?brand=1', 'path');
    await expectFieldError('/apis/routes/resolve?brand=1&path=stays', 'path');
    await expectFieldError('/apis/routes/resolve?brand=x&path=/stays', 'brand');
  });
});
