import { ErrorEnvelope, ReviewListResponse } from '@direct/contracts';
import { queryRows, reviews } from '@direct/db';
import { createBrand, createOrganization, createProperty } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';
import { shortAuthorName } from '@direct/domain';

let t: SeededTestApp;
// The seeded brand-1 property with the most reviews, and a property of our own with known reviews.
let busiest: { id: number; reviews: number };
let own: { propertyId: number; brandId: number; organizationId: number; reviewIds: { maria: number; sanne: number; cher: number; hidden: number } };

beforeAll(async () => {
  t = await createSeededTestApp();
  [busiest] = (await queryRows<{ id: number; reviews: number }>(
    t.db,
    sql`select r.property_id as id, count(*)::int as reviews from reviews r join property_brands pb on pb.property_id = r.property_id and pb.brand_id = 1
        where r.status = 'published' group by r.property_id order by 2 desc, 1 limit 1`,
  )) as [{ id: number; reviews: number }];

  const organization = await createOrganization(t.db);
  const { brand } = await createBrand(t.db, { organizationId: organization.id });
  const { property } = await createProperty(t.db, { brand });
  const review = (authorName: string, rating: number, createdAt: string, status: 'published' | 'hidden' = 'published') => ({
    organizationId: organization.id,
    propertyId: property.id,
    authorName,
    rating,
    title: `${rating} stars`,
    text: `Stayed and rated ${rating}.`,
    language: 'de',
    status,
    stayedOn: '2026-01-10',
    createdAt: new Date(createdAt),
  });
  const rows = await t.db
    .insert(reviews)
    .values([
      review('Maria Silva', 5, '2026-01-20T10:00:00Z'),
      review('Sanne de Vries', 4, '2026-02-20T10:00:00Z'),
      review('Cher', 1, '2026-02-01T10:00:00Z'),
      review('Hidden Person', 1, '2026-03-01T10:00:00Z', 'hidden'),
    ])
    .returning({ id: reviews.id });
  own = {
    propertyId: property.id,
    brandId: brand.id,
    organizationId: organization.id,
    reviewIds: { maria: rows[0]!.id, sanne: rows[1]!.id, cher: rows[2]!.id, hidden: rows[3]!.id },
  };
});
afterAll(() => t?.close());

async function list(query: string) {
  const response = await t.get(`/apis/reviews?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return ReviewListResponse.parse(response.json());
}

async function expectStatus(url: string, status: number, field?: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const envelope = ErrorEnvelope.parse(response.json());
  if (status === 404) expect(envelope.error.code).toBe('not_found');
  if (field !== undefined) expect(envelope.error.fields.map((entry) => entry.field), url).toContain(field);
}

describe('GET /apis/reviews', () => {
  it('lists published reviews newest first, 10 a page, with shortened author names', async () => {
    expect(busiest.reviews).toBeGreaterThanOrEqual(3);
    const expected = await queryRows<{ id: number; author_name: string; rating: number }>(
      t.db,
      sql`select id, author_name, rating from reviews where property_id = ${busiest.id} and status = 'published' order by created_at desc, id desc`,
    );
    const { data, meta } = await list(`property=${busiest.id}&brand_id=1`);
    expect(meta).toEqual({ total: expected.length, page: 1, limit: 10 });
    expect(data.map((review) => review.id)).toEqual(expected.slice(0, 10).map((review) => review.id));
    for (const [i, review] of data.entries()) {
      // Every seeded name has a surname: "Emma Schmidt" → "Emma S.", "Sanne de Vries" → "Sanne V.".
      const words = expected[i]!.author_name.split(' ');
      expect(review.authorName).toBe(`${words[0]} ${words.at(-1)![0]}.`);
      expect(review.authorName).not.toContain(words.at(-1));
      expect(review.rating).toBe(expected[i]!.rating);
      expect(Date.parse(review.createdAt)).not.toBeNaN();
      expect(review.stayedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review).toMatchObject({ title: expect.any(String), text: expect.any(String), language: 'en' });
    }
  });

  it('summarises every published review: average as the card shows it, count and distribution', async () => {
    const [expected] = await queryRows<{ count: number; average: number }>(
      t.db,
      sql`select count(*)::int as count, round(avg(rating), 1)::float8 as average from reviews where property_id = ${busiest.id} and status = 'published'`,
    );
    const perRating = await queryRows<{ rating: number; n: number }>(
      t.db,
      sql`select rating::int, count(*)::int as n from reviews where property_id = ${busiest.id} and status = 'published' group by rating`,
    );
    const { summary } = await list(`property=${busiest.id}&brand_id=1&limit=1`);
    expect(summary.count).toBe(expected!.count);
    expect(summary.average).toBe(expected!.average);
    for (const rating of [1, 2, 3, 4, 5] as const) {
      expect(summary.distribution[`${rating}`]).toBe(perRating.find((row) => row.rating === rating)?.n ?? 0);
    }
    const card = (await t.get(`/apis/properties/${busiest.id}?brand_id=1`)).json() as { reviewAverage: number; reviewCount: number };
    expect([card.reviewAverage, card.reviewCount]).toEqual([summary.average, summary.count]);
  });

  it('leaves hidden reviews out of the list and the summary', async () => {
    const { data, meta, summary } = await list(`property=${own.propertyId}&brand_id=${own.brandId}`);
    expect(data.map((review) => review.id)).toEqual([own.reviewIds.sanne, own.reviewIds.cher, own.reviewIds.maria]);
    expect(data.map((review) => review.authorName)).toEqual(['Sanne V.', 'Cher', 'Maria S.']);
    expect(data[0]).toEqual({
      id: own.reviewIds.sanne,
      rating: 4,
      title: '4 stars',
      text: 'Stayed and rated 4.',
      authorName: 'Sanne V.',
      stayedOn: '2026-01-10',
      createdAt: '2026-02-20T10:00:00.000Z',
      language: 'de',
      hostReply: null,
    });
    expect(meta.total).toBe(3);
    expect(summary).toEqual({ average: 3.3, count: 3, distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 } });
  });

  it('answers an empty page and an empty summary for a property without reviews', async () => {
    const { property } = await createProperty(t.db, { brand: { id: own.brandId, organizationId: own.organizationId } });
    expect(await list(`property=${property.id}&brand_id=${own.brandId}`)).toEqual({
      data: [],
      meta: { total: 0, page: 1, limit: 10 },
      summary: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    });
  });

  it('pages', async () => {
    const all = await list(`property=${own.propertyId}&brand_id=${own.brandId}&limit=50`);
    const second = await list(`property=${own.propertyId}&brand_id=${own.brandId}&limit=2&page=2`);
    expect(second.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(second.data.map((review) => review.id)).toEqual(all.data.slice(2).map((review) => review.id));
    expect(second.summary).toEqual(all.summary);
    expect((await list(`property=${own.propertyId}&brand_id=${own.brandId}&page=9`)).data).toEqual([]);
  });

  it('answers 404 when the property is not visible on the brand', async () => {
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=2`, 404);
    await expectStatus(`/apis/reviews?property=${own.propertyId}&brand_id=1`, 404);
    await expectStatus('/apis/reviews?property=999999&brand_id=1', 404);
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=999999`, 404);
    // The shared listing: direct properties of every host, but never an excluded organization's.
    expect((await list(`property=${busiest.id}&brand_id=100`)).meta.total).toBe(busiest.reviews);
    const [budget] = await queryRows<{ id: number }>(t.db, sql`select id from properties where organization_id = 66 and is_direct and is_active limit 1`);
    await expectStatus(`/apis/reviews?property=${budget!.id}&brand_id=100`, 404);
    await list(`property=${budget!.id}&brand_id=66`);
    const [inactive] = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from properties p join property_brands pb on pb.property_id = p.id and pb.brand_id = 2 where not p.is_active limit 1`,
    );
    await expectStatus(`/apis/reviews?property=${inactive!.id}&brand_id=2`, 404);
  });

  it('rejects bad parameters with the field as sent', async () => {
    await expectStatus('/apis/reviews?brand_id=1', 400, 'property');
    await expectStatus(`/apis/reviews?property=${busiest.id}`, 400, 'brand_id');
    await expectStatus('/apis/reviews?property=abc&brand_id=1', 400, 'property');
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=1&limit=51`, 400, 'limit');
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=1&limit=0`, 400, 'limit');
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=1&page=0`, 400, 'page');
    await expectStatus(`/apis/reviews?property=${busiest.id}&brand_id=1&order[date]=asc`, 400, 'order[date]');
  });

  it('needs a token', async () => {
    expect((await t.get(`/apis/reviews?property=${busiest.id}&brand_id=1`, { token: null })).statusCode).toBe(401);
  });
});

describe('shortAuthorName', () => {
  it('keeps the first name and the initial of the last word of the surname', () => {
    expect(shortAuthorName('Maria Silva')).toBe('Maria S.');
    expect(shortAuthorName('  Liam   O\u2019Brien ')).toBe('Liam O.');
    expect(shortAuthorName('Ayşe Yılmaz')).toBe('Ayşe Y.');
    expect(shortAuthorName('ana de oliveira')).toBe('ana O.');
    expect(shortAuthorName('Cher')).toBe('Cher');
    expect(shortAuthorName('Jo (?)')).toBe('Jo');
    expect(shortAuthorName('')).toBe('');
  });
});
