import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorEnvelope } from '@direct/contracts';
import { globalImages, images } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;
// A city's picture: a platform image (global_images, decision 0048).
let image: typeof globalImages.$inferSelect;

beforeAll(async () => {
  t = await createSeededTestApp();
  [image] = (await t.db.select().from(globalImages).where(eq(globalImages.id, 1))) as [typeof globalImages.$inferSelect];
});
afterAll(() => t?.close());

async function expectNotFound(url: string) {
  const response = await t.get(url, { token: null });
  expect(response.statusCode, url).toBe(404);
  expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
}

describe('GET /apis/image/{imageId}/{fileName}', () => {
  it('serves the file with its type and long-lived caching, without a token', async () => {
    const response = await t.get(`/apis/image/${image.id}/lisbon.svg`, { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(response.body).toBe(await readFile(join(t.filesDir, 'images', image.storageKey), 'utf8'));
    const again = await t.get(`/apis/image/${image.id}/lisbon.svg`, { token: null, headers: { 'if-none-match': String(response.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a host picture (images) and a platform one (global_images) by the one id sequence', async () => {
    const [photo] = await t.db.select().from(images).orderBy(images.id).limit(1);
    expect(photo!.organizationId).toBeGreaterThan(0);
    expect(photo!.id).not.toBe(image.id);
    const response = await t.get(`/apis/image/${photo!.id}/x.svg`, { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(await readFile(join(t.filesDir, 'images', photo!.storageKey), 'utf8'));
  });

  it('serves the image the id names, whatever the file name says', async () => {
    const response = await t.get(`/apis/image/${image.id}/..%2F..%2F..%2Fetc%2Fpasswd`, { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<\?xml/);
  });

  it('never serves a file outside the images folder', async () => {
    await writeFile(join(t.filesDir, 'secret.txt'), 'top secret');
    const [row] = await t.db
      .insert(globalImages)
      .values({ storageKey: '../secret.txt', mimeType: 'text/plain', width: 1, height: 1, sizeBytes: 10 })
      .returning();
    await expectNotFound(`/apis/image/${row!.id}/secret.txt`);
    const [absolute] = await t.db
      .insert(globalImages)
      .values({ storageKey: '/etc/hostname', mimeType: 'text/plain', width: 1, height: 1, sizeBytes: 10 })
      .returning();
    const response = await t.get(`/apis/image/${absolute!.id}/hostname`, { token: null });
    expect(response.statusCode).toBe(404);
  });

  it('serves an SVG so that a script in it can never run on the origin that serves it', async () => {
    const response = await t.get(`/apis/image/${image.id}/lisbon.svg`, { token: null });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['content-disposition']).toBe(`inline; filename="image-${image.id}.svg"`);
    // A 304 revalidation carries them too (a cache may store its headers).
    const again = await t.get(`/apis/image/${image.id}/x.svg`, { token: null, headers: { 'if-none-match': String(response.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a raster image with nosniff and no document policy, and any other stored type only as a download', async () => {
    await mkdir(join(t.filesDir, 'images', 'h3'), { recursive: true });
    await writeFile(join(t.filesDir, 'images', 'h3', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(join(t.filesDir, 'images', 'h3', 'page.html'), '<script>alert(1)</script>');
    const [png, html] = await t.db
      .insert(globalImages)
      .values([
        { storageKey: 'h3/photo.png', mimeType: 'image/png', width: 1, height: 1, sizeBytes: 8 },
        { storageKey: 'h3/page.html', mimeType: 'text/html', width: 1, height: 1, sizeBytes: 25 },
      ])
      .returning();
    const photo = await t.get(`/apis/image/${png!.id}/photo.png`, { token: null });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBeUndefined();
    const page = await t.get(`/apis/image/${html!.id}/page.html`, { token: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe(`attachment; filename="image-${html!.id}"`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown image or a missing file, 400 for a bad id', async () => {
    await expectNotFound('/apis/image/999999/x.svg');
    const [row] = await t.db.insert(globalImages).values({ storageKey: 'gone/missing.svg', mimeType: 'image/svg+xml', width: 1, height: 1, sizeBytes: 10 }).returning();
    await expectNotFound(`/apis/image/${row!.id}/missing.svg`);
    const bad = await t.get('/apis/image/abc/x.svg', { token: null });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).error.fields.map((field) => field.field)).toEqual(['imageId']);
  });
});
