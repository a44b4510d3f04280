import { images } from '@direct/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPhotosWorld, type HostPhotosWorld } from '../../testing/host-photos-world.ts';
import { testPhoto } from '../../testing/photo-files.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { negotiateFormat } from './images.service.ts';

// The spec's /apis/attachments/resize/… call and the exact rendition call, on a photo uploaded
// through the host API (1500 px wide: renditions at 320, 640, 960, 1280 and 1500).

let w: HostPhotosWorld;
let photoId = 0;
let drawingId = 0;
const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

beforeAll(async () => {
  w = await createHostPhotosWorld();
  photoId = (await w.upload(w.a, await testPhoto({ width: 1500, height: 1000 }))).json().id;
  const [drawing] = await w.db.insert(images).values({ organizationId: w.a.organizationId, storageKey: 'drawings/house.svg', mimeType: 'image/svg+xml', width: 1200, height: 800, sizeBytes: 64 }).returning();
  drawingId = drawing!.id;
  await createLocalStorage({ root: w.filesDir }).put('images/drawings/house.svg', new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"/>'.padEnd(64))), { contentType: 'image/svg+xml' });
});
afterAll(async () => w?.close());

const get = (url: string, headers: Record<string, string> = {}) => w.app.inject({ method: 'GET', url, headers });

describe('GET /apis/attachments/resize/{imageId}/{width}/{fileName}', () => {
  it('answers the narrowest rendition at least that wide, or the widest, in the format the extension names', async () => {
    for (const [width, expected] of [
      [1, 320],
      [320, 320],
      [500, 640],
      [1000, 1280],
      [1400, 1500],
      [4000, 1500],
    ] as const) {
      const response = await get(`/apis/attachments/resize/${photoId}/${width}/terrace.webp`);
      expect({ width, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ width, status: 200, type: 'image/webp' });
      expect({ width, served: Number(response.headers['x-image-width']) }).toEqual({ width, served: expected });
      const metadata = await sharp(response.rawPayload).metadata();
      expect({ width, format: metadata.format, actual: metadata.width, height: metadata.height }).toEqual({ width, format: 'webp', actual: expected, height: Math.round((expected * 1000) / 1500) });
      expect(response.headers['vary']).toBeUndefined();
    }
    expect((await get(`/apis/attachments/resize/${photoId}/640/terrace.avif`)).headers['content-type']).toBe('image/avif');
    expect((await get(`/apis/attachments/resize/${photoId}/640/terrace.JPG`)).headers['content-type']).toBe('image/jpeg');
  });

  it('lets the Accept header choose when the name has no known extension, and says so (Vary)', async () => {
    const avif = await get(`/apis/attachments/resize/${photoId}/640/photo`, { accept: chrome });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['vary']).toBe('Accept');
    expect((await get(`/apis/attachments/resize/${photoId}/640/photo`, { accept: 'image/webp,*/*' })).headers['content-type']).toBe('image/webp');
    expect((await get(`/apis/attachments/resize/${photoId}/640/photo`, { accept: 'image/*' })).headers['content-type']).toBe('image/jpeg');
    expect((await get(`/apis/attachments/resize/${photoId}/640/photo`)).headers['content-type']).toBe('image/jpeg');
  });

  it('is public, cached for a year, and answers 304 to a current ETag', async () => {
    const first = await get(`/apis/attachments/resize/${photoId}/960/x.webp`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"\d+-webp-960-\d+"$/);
    const again = await get(`/apis/attachments/resize/${photoId}/900/other-name.webp`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/apis/attachments/resize/${photoId}/1300/x.webp`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers a drawing (SVG, no renditions) as it is, with its safety headers', async () => {
    const response = await get(`/apis/attachments/resize/${drawingId}/640/house.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a bad width or id with the field, and an unknown image with 404', async () => {
    for (const [url, field] of [
      [`/apis/attachments/resize/${photoId}/0/x.jpg`, 'width'],
      [`/apis/attachments/resize/${photoId}/10001/x.jpg`, 'width'],
      [`/apis/attachments/resize/${photoId}/wide/x.jpg`, 'width'],
      ['/apis/attachments/resize/abc/640/x.jpg', 'imageId'],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode, fields: response.json().error.fields.map((f: { field: string }) => f.field) }).toEqual({ url, status: 400, fields: [field] });
    }
    expect((await get('/apis/attachments/resize/999999/640/x.jpg')).statusCode).toBe(404);
  });
});

describe('GET /apis/attachments/renditions/{imageId}/{format}/{width}/{fileName}', () => {
  it('answers exactly the rendition named, else 404', async () => {
    const response = await get(`/apis/attachments/renditions/${photoId}/avif/960/photo.avif`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['x-image-width']).toBe('960');
    expect((await get(`/apis/attachments/renditions/${photoId}/avif/961/photo.avif`)).statusCode).toBe(404);
    expect((await get(`/apis/attachments/renditions/${photoId}/gif/960/photo.gif`)).statusCode).toBe(400);
    expect((await get(`/apis/attachments/renditions/${drawingId}/jpeg/320/x.jpg`)).statusCode).toBe(404);
  });
});

describe('format negotiation', () => {
  it('takes only formats the browser names, AVIF first, and never one it refuses', () => {
    const all = ['avif', 'webp', 'jpeg'] as const;
    expect(negotiateFormat(chrome, all)).toBe('avif');
    expect(negotiateFormat('image/avif;q=0, image/webp', all)).toBe('webp');
    expect(negotiateFormat('image/webp', ['avif', 'jpeg'])).toBe('jpeg');
    expect(negotiateFormat(undefined, ['avif', 'webp'])).toBe('avif');
  });
});
