import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brands, globalImages, images } from '@direct/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPhotosWorld, type HostPhotosWorld } from '../../testing/host-photos-world.ts';
import { notAnImage, testPhoto } from '../../testing/photo-files.ts';

let w: HostPhotosWorld;
beforeAll(async () => {
  w = await createHostPhotosWorld({ PHOTO_MAX_MEGABYTES: '1' });
});
afterAll(async () => w?.close());

const photosPath = (organizationId: number, propertyId: number) => `/apis/host/organizations/${organizationId}/properties/${propertyId}/photos`;
const exists = (path: string) => stat(path).then(() => true, () => false);
const filesUnder = async (folder: string) => (await readdir(folder, { recursive: true }).catch(() => [] as string[])).filter((name) => /\.\w+$/.test(name));

describe('a property’s photos, as its host manages them', () => {
  it('uploads, lists, reorders, sets the cover, edits alt texts and deletes, with every file in storage and every write audited', async () => {
    const { a, call } = w;
    const base = photosPath(a.organizationId, a.propertyId);

    const first = await w.upload(a, await testPhoto({ width: 1200, height: 800 }));
    expect(first.status).toBe(201);
    expect(first.json()).toMatchObject({ position: 0, isCover: true, width: 1200, height: 800, mimeType: 'image/jpeg', alt: { en: '' }, editable: true, version: 1 });
    expect(first.json().renditions).toHaveLength(12);
    const second = await w.upload(a, await testPhoto({ width: 900, height: 1200, format: 'png' }), { fileName: 'terrace.png' });
    expect(second.status).toBe(201);
    expect(second.json()).toMatchObject({ position: 1, isCover: false, width: 900, height: 1200 });
    const [one, two] = [first.json().id as number, second.json().id as number];

    // Every rendition, the display file and the original are in storage; the original under originals/.
    const [row] = await w.db.select().from(images).where(eq(images.id, one));
    expect(row!.organizationId).toBe(a.organizationId);
    for (const variant of row!.variants) expect(await exists(join(w.filesDir, 'images', variant.storageKey))).toBe(true);
    expect(row!.originalKey).toMatch(new RegExp(`^originals/${a.organizationId}/[\\w-]+\\.jpg$`));
    expect(await exists(join(w.filesDir, row!.originalKey!))).toBe(true);
    // The public file is the widest JPEG, without metadata.
    const served = await w.app.inject({ method: 'GET', url: first.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const listed = await call('GET', base, undefined, a.session);
    expect(listed.status).toBe(200);
    expect(listed.json()).toMatchObject({ propertyId: a.propertyId, languages: ['en', 'de'], maxPhotos: 60, maxUploadBytes: 1024 * 1024 });
    expect(listed.json().photos.map((photo: { id: number }) => photo.id)).toEqual([one, two]);

    const reordered = await call('PUT', `${base}/order`, { imageIds: [two, one] }, a.session);
    expect(reordered.status).toBe(200);
    expect(reordered.json().photos.map((photo: { id: number; isCover: boolean }) => [photo.id, photo.isCover])).toEqual([
      [two, true],
      [one, false],
    ]);
    const unknown = await call('PUT', `${base}/order`, { imageIds: [two, one, 999_999] }, a.session);
    expect(unknown.status).toBe(400);
    expect(unknown.json().error.fields).toEqual([{ field: 'imageIds', message: expect.stringContaining('999999'), reason: 'unknown_photo' }]);
    const partial = await call('PUT', `${base}/order`, { imageIds: [one] }, a.session);
    expect(partial.status).toBe(409);
    expect(partial.json().error.fields[0]).toMatchObject({ field: 'imageIds', reason: 'stale' });
    const twice = await call('PUT', `${base}/order`, { imageIds: [one, one] }, a.session);
    expect(twice.status).toBe(400);

    const cover = await call('PUT', `${base}/${one}/cover`, undefined, a.session);
    expect(cover.status).toBe(200);
    expect(cover.json().photos.map((photo: { id: number }) => photo.id)).toEqual([one, two]);
    expect((await call('PUT', `${base}/999999/cover`, undefined, a.session)).status).toBe(404);

    const alt = await call('PATCH', `${base}/${one}`, { version: 1, alt: { en: 'The terrace at sunset', de: 'Die Terrasse bei Sonnenuntergang' } }, a.session);
    expect(alt.status).toBe(200);
    expect(alt.json()).toMatchObject({ alt: { en: 'The terrace at sunset', de: 'Die Terrasse bei Sonnenuntergang' }, version: 2 });
    const [altRow] = await w.db.select().from(images).where(eq(images.id, one));
    expect({ alt: altRow!.alt, altTranslations: altRow!.altTranslations }).toEqual({ alt: 'The terrace at sunset', altTranslations: { de: 'Die Terrasse bei Sonnenuntergang' } });
    const stale = await call('PATCH', `${base}/${one}`, { version: 1, alt: { en: 'Overwritten?' } }, a.session);
    expect(stale.status).toBe(409);
    expect(stale.json().error.fields).toEqual([{ field: 'version', reason: 'stale', message: expect.any(String) }]);
    const removedTranslation = await call('PATCH', `${base}/${one}`, { version: 2, alt: { de: '' } }, a.session);
    expect(removedTranslation.json().alt).toEqual({ en: 'The terrace at sunset' });
    const badLanguage = await call('PATCH', `${base}/${one}`, { version: 3, alt: { fr: 'La terrasse' } }, a.session);
    expect(badLanguage.status).toBe(400);
    const tooLong = await call('PATCH', `${base}/${one}`, { version: 3, alt: { en: 'x'.repeat(301) } }, a.session);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json().error.fields[0].field).toBe('alt.en');

    const coverRow = (await w.db.select().from(images).where(eq(images.id, one)))[0]!;
    const deleted = await call('DELETE', `${base}/${one}`, undefined, a.session);
    expect(deleted.status).toBe(204);
    expect(await w.db.select().from(images).where(eq(images.id, one))).toEqual([]);
    for (const variant of coverRow.variants) expect(await exists(join(w.filesDir, 'images', variant.storageKey))).toBe(false);
    expect(await exists(join(w.filesDir, coverRow.originalKey!))).toBe(false);
    const after = await call('GET', base, undefined, a.session);
    expect(after.json().photos.map((photo: { id: number; position: number }) => [photo.id, photo.position])).toEqual([[two, 0]]);
    expect((await call('DELETE', `${base}/${one}`, undefined, a.session)).status).toBe(404);

    const log = await call('GET', `/apis/host/organizations/${a.organizationId}/audit-log`, undefined, a.session);
    const actions = log.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['photo.uploaded', 'photo.reordered', 'photo.cover_set', 'photo.alt_changed', 'photo.deleted']));
    expect(actions.filter((action: string) => action === 'photo.uploaded')).toHaveLength(2);
  });

  it('refuses what is not a photo or too large, naming the field, and keeps no file of it', async () => {
    const { a } = w;
    const before = await filesUnder(w.filesDir);
    const text = await w.upload(a, notAnImage(), { fileName: 'holiday.jpg' });
    expect(text.status).toBe(415);
    expect(text.json().error.fields).toEqual([{ field: 'file', reason: 'unsupported_type', message: expect.any(String) }]);
    const huge = new Uint8Array(1024 * 1024 + 10).fill(7);
    huge.set([0xff, 0xd8, 0xff]);
    const tooLarge = await w.upload(a, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json().error).toMatchObject({ code: 'payload_too_large', fields: [{ field: 'file', reason: 'too_large', message: expect.stringContaining('1 MB') }] });
    const small = await w.upload(a, await testPhoto({ width: 500, height: 300 }));
    expect(small.status).toBe(400);
    expect(small.json().error.fields[0]).toMatchObject({ field: 'file', reason: 'too_small' });
    expect(await filesUnder(w.filesDir)).toEqual(before);
    const json = await w.call('POST', photosPath(a.organizationId, a.propertyId), { file: 'x' }, a.session);
    expect(json.status).toBe(415);
  });

  it('keeps one host out of another’s photos', async () => {
    const { a, b, call } = w;
    const photo = (await w.upload(b, await testPhoto({ width: 800, height: 600 }))).json();
    // Another organization's path: the access hook's answer.
    const foreign = await call('GET', photosPath(b.organizationId, b.propertyId), undefined, a.session);
    expect(foreign.status).toBe(404);
    expect(foreign.json().error.message).toBe('No such organization.');
    // Their own organization's path with the other's property or photo: not found either.
    for (const [method, path, body] of [
      ['GET', photosPath(a.organizationId, b.propertyId), undefined],
      ['PUT', `${photosPath(a.organizationId, b.propertyId)}/order`, { imageIds: [photo.id] }],
      ['PUT', `${photosPath(a.organizationId, a.propertyId)}/${photo.id}/cover`, undefined],
      ['PATCH', `${photosPath(a.organizationId, a.propertyId)}/${photo.id}`, { version: 1, alt: { en: 'mine now' } }],
      ['DELETE', `${photosPath(a.organizationId, a.propertyId)}/${photo.id}`, undefined],
      ['DELETE', `${photosPath(a.organizationId, b.propertyId)}/${photo.id}`, undefined],
    ] as const) {
      expect({ method, path, status: (await call(method, path, body, a.session)).status }).toEqual({ method, path, status: 404 });
    }
    expect((await w.upload(a, await testPhoto({ width: 800, height: 600 }), { propertyId: b.propertyId })).status).toBe(404);
    const [still] = await w.db.select().from(images).where(eq(images.id, photo.id));
    expect(still!.alt).toBe('');
  });

  it('sets a brand’s logo (transparency kept), replacing the previous one’s files', async () => {
    const { a } = w;
    const path = `/apis/host/organizations/${a.organizationId}/brands/${a.brandId}/logo`;
    const first = await w.upload(a, await testPhoto({ width: 600, height: 200, format: 'png', transparent: true }), { path, fileName: 'logo.png' });
    expect(first.status).toBe(201);
    expect(first.json()).toMatchObject({ brandId: a.brandId, width: 600, height: 200 });
    const [brand] = await w.db.select().from(brands).where(eq(brands.id, a.brandId));
    expect(brand!.logoImageId).toBe(first.json().imageId);
    const served = await w.app.inject({ method: 'GET', url: first.json().url });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    // A logo is a global image (decision 0048): brands, a reference table, point only there.
    const [firstRow] = await w.db.select().from(globalImages).where(eq(globalImages.id, first.json().imageId));
    expect(firstRow!.organizationId).toBe(a.organizationId);

    const second = await w.upload(a, await testPhoto({ width: 400, height: 200, format: 'webp' }), { path, fileName: 'logo.webp' });
    expect(second.status).toBe(201);
    expect(await w.db.select().from(globalImages).where(eq(globalImages.id, first.json().imageId))).toEqual([]);
    expect(await exists(join(w.filesDir, 'images', firstRow!.storageKey))).toBe(false);
    expect((await w.upload(a, await testPhoto({ width: 400, height: 200 }), { path: `/apis/host/organizations/${a.organizationId}/brands/${w.b.brandId}/logo` })).status).toBe(404);
  });
});
