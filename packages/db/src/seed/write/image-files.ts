import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as schema from '../../schema/index.ts';
import { imageSize } from '../images/image-spec.ts';
import { renderImage } from '../images/render-image.ts';
import type { PlannedImage } from '../world/types.ts';

// Renders every planned picture to <filesDir>/images/<storageKey> and returns the rows that
// describe them (size in bytes is only known after rendering).
export async function writeImageFiles(filesDir: string, images: readonly PlannedImage[]): Promise<(typeof schema.images.$inferInsert)[]> {
  const root = join(filesDir, 'images');
  const folders = new Set(images.map((image) => dirname(join(root, image.storageKey))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const rows: (typeof schema.images.$inferInsert)[] = [];
  const pending: Promise<void>[] = [];
  for (const image of images) {
    const svg = renderImage(image.spec, image.alt);
    const { width, height } = imageSize(image.spec);
    pending.push(writeFile(join(root, image.storageKey), svg, 'utf8'));
    rows.push({
      id: image.id,
      organizationId: image.organizationId,
      storageKey: image.storageKey,
      mimeType: 'image/svg+xml',
      width,
      height,
      sizeBytes: Buffer.byteLength(svg, 'utf8'),
      alt: image.alt,
    });
    // Bound the number of open files.
    if (pending.length >= 64) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return rows;
}
