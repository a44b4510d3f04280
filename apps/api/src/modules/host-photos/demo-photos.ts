import { createHash } from 'node:crypto';
import { fileExtensionOf } from '@direct/domain';
import sharp from 'sharp';
import type { FileStorage } from '../storage/storage-ports.ts';
import type { HostPhotosRepository, NewImage } from './host-photos.repository.ts';
import { processUpload } from './photo-pipeline.ts';

// The demo seed draws its pictures as SVG. So that the photo pipeline and the guest site's
// srcset are exercised on real raster photos, a handful of drawings (the covers of a host's
// featured properties) are rendered to photo-sized JPEGs (1920 px, as a camera would deliver
// them) and passed through the same pipeline as a host's upload. (Camera-like grain was tried:
// it tripled the encoding time for nothing a demo needs.)
//
// Seeding must stay fast (npm start and every end-to-end run seed a fresh database): the result is
// kept in the storage under a key made from the drawing's bytes, so later seeds into the same
// folder or bucket reuse the files and encode nothing.

// Bump when the pipeline's output changes, so kept demo photos are made again.
const pipelineVersion = 'photos-v2';
const photoWidth = 1920;

type Manifest = Omit<NewImage, 'organizationId'>;

async function photoFromDrawing(svg: Uint8Array, drawingWidth: number): Promise<Uint8Array> {
  const photo = await sharp(svg, { density: (72 * photoWidth) / drawingWidth })
    .resize({ width: photoWidth })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(photo.buffer, photo.byteOffset, photo.byteLength);
}

export function createDemoPhotos(options: { repository: HostPhotosRepository; storage: FileStorage }) {
  const { repository, storage } = options;

  async function kept(manifestKey: string): Promise<Manifest | null> {
    const stored = await storage.get(manifestKey);
    if (!stored) return null;
    const manifest = JSON.parse(Buffer.from(stored.body).toString('utf8')) as Manifest;
    const keys = [manifest.originalKey, ...manifest.variants.map((variant) => `images/${variant.storageKey}`)];
    const present = await Promise.all(keys.map((key) => storage.head(key)));
    return present.every(Boolean) ? manifest : null;
  }

  async function make(svg: Uint8Array, drawingWidth: number, hash: string): Promise<Manifest> {
    const processed = await processUpload(await photoFromDrawing(svg, drawingWidth), { purpose: 'photo', maxBytes: 50 * 1024 * 1024, field: 'file' });
    const folder = `demo-photos/${hash}`;
    const variants = processed.renditions.map((rendition) => ({
      format: rendition.format,
      width: rendition.width,
      height: rendition.height,
      storageKey: `${folder}/${rendition.width}.${fileExtensionOf[rendition.format]}`,
      sizeBytes: rendition.bytes.length,
    }));
    for (const [index, rendition] of processed.renditions.entries()) {
      await storage.put(`images/${variants[index]!.storageKey}`, rendition.bytes, { contentType: `image/${rendition.format}` });
    }
    const originalKey = `originals/demo-photos/${hash}.jpg`;
    await storage.put(originalKey, processed.original.bytes, { contentType: 'image/jpeg' });
    const manifest: Manifest = {
      storageKey: `${folder}/${processed.display.width}.jpg`,
      originalKey,
      mimeType: 'image/jpeg',
      width: processed.display.width,
      height: processed.display.height,
      sizeBytes: processed.display.bytes.length,
      variants,
    };
    // Written last: a manifest means every file it names was stored.
    await storage.put(`images/${folder}/manifest.json`, new Uint8Array(Buffer.from(JSON.stringify(manifest))), { contentType: 'application/json' });
    return manifest;
  }

  return {
    /**
     * Turns the drawn covers of up to `count` of the organization's properties (featured first)
     * into processed photos. Answers how many were encoded now and how many were reused.
     */
    async rasterizeCovers(organizationId: number, count: number): Promise<{ encoded: number; reused: number }> {
      let encoded = 0;
      let reused = 0;
      for (const cover of await repository.drawnCovers(organizationId, count)) {
        const drawing = await storage.get(`images/${cover.storageKey}`);
        if (!drawing) continue;
        const hash = createHash('sha256').update(pipelineVersion).update(drawing.body).digest('hex').slice(0, 24);
        let manifest = await kept(`images/demo-photos/${hash}/manifest.json`);
        if (manifest) reused++;
        else {
          const { width = 1200 } = await sharp(drawing.body).metadata();
          manifest = await make(drawing.body, width, hash);
          encoded++;
        }
        await repository.replaceFiles(organizationId, cover.imageId, { ...manifest, organizationId });
      }
      return { encoded, reused };
    },
  };
}
