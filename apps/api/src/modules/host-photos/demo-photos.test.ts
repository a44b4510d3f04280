import { images, propertyImages } from '@direct/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPhotosWorld, type HostPhotosWorld } from '../../testing/host-photos-world.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createHostPhotosRepository } from './host-photos.repository.ts';
import { createHostPhotosService } from './host-photos.service.ts';

// The demo seed's drawings made into raster photos through the upload pipeline, once: a second
// seed into the same storage reuses the files.

let w: HostPhotosWorld;
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#6fa8dc"/><rect y="500" width="1200" height="300" fill="#38761d"/><rect x="500" y="350" width="200" height="200" fill="#cc0000"/></svg>`;

beforeAll(async () => {
  w = await createHostPhotosWorld();
});
afterAll(async () => w?.close());

async function drawnCover(): Promise<number> {
  const key = `drawings/${Math.random().toString(36).slice(2)}.svg`;
  await createLocalStorage({ root: w.filesDir }).put(`images/${key}`, new Uint8Array(Buffer.from(drawing)), { contentType: 'image/svg+xml' });
  const [image] = await w.db
    .insert(images)
    .values({ organizationId: w.a.organizationId, storageKey: key, mimeType: 'image/svg+xml', width: 1200, height: 800, sizeBytes: drawing.length, alt: 'A red house' })
    .returning();
  await w.db.delete(propertyImages).where(eq(propertyImages.propertyId, w.a.propertyId));
  await w.db.insert(propertyImages).values({ organizationId: w.a.organizationId, propertyId: w.a.propertyId, imageId: image!.id, position: 0 });
  return image!.id;
}

describe('demo photos', () => {
  it('renders a drawn cover to a photo and processes it like an upload; a later seed reuses the files', async () => {
    const service = createHostPhotosService({ repository: createHostPhotosRepository(w.db), storage: createLocalStorage({ root: w.filesDir }), maxUploadBytes: 1024 * 1024 });
    const first = await drawnCover();
    expect(await service.demo.rasterizeCovers(w.a.organizationId, 4)).toEqual({ encoded: 1, reused: 0 });
    const [row] = await w.db.select().from(images).where(eq(images.id, first));
    expect(row).toMatchObject({ mimeType: 'image/jpeg', width: 1920, height: 1280, alt: 'A red house' });
    expect(row!.variants.map((variant) => `${variant.format} ${variant.width}`).sort()).toEqual(
      ['avif', 'jpeg', 'webp'].flatMap((format) => [320, 640, 960, 1280, 1920].map((width) => `${format} ${width}`)).sort(),
    );
    const served = await w.app.inject({ method: 'GET', url: `/apis/attachments/resize/${first}/640/photo.avif` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    // The next seed (a fresh database, the same storage): the same drawing is not encoded again.
    await w.db.delete(images).where(eq(images.id, first));
    const second = await drawnCover();
    expect(await service.demo.rasterizeCovers(w.a.organizationId, 4)).toEqual({ encoded: 0, reused: 1 });
    const [again] = await w.db.select().from(images).where(eq(images.id, second));
    expect(again!.variants).toEqual(row!.variants);
  });
});
