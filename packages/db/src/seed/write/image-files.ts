import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as schema from '../../schema/index.ts';
import { imageSize } from '../images/image-spec.ts';
import { renderImage } from '../images/render-image.ts';
import type { PlannedImage } from '../world/types.ts';

// Where the seed's files go: a key like "images/properties/1-casa/1.svg" and its bytes. The API
// passes its file storage (a folder or S3); without one they are written under a folder.
export type SeedFileSink = (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;

export function folderSink(root: string): SeedFileSink {
  const made = new Set<string>();
  return async (key, bytes) => {
    const path = join(root, ...key.split('/'));
    const folder = dirname(path);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await writeFile(path, bytes);
  };
}

// A picture's row before writeWorld puts it in images (a host's) or global_images (a platform
// picture or a logo).
export type SeedImageRow = Omit<typeof schema.globalImages.$inferInsert, 'organizationId'> & { id: number; organizationId: number | null };

// Renders every planned picture to images/<storageKey> and returns the rows that describe them
// (size in bytes is only known after rendering).
export async function writeImageFiles(sink: SeedFileSink, images: readonly PlannedImage[]): Promise<SeedImageRow[]> {
  const rows: SeedImageRow[] = [];
  const pending: Promise<void>[] = [];
  for (const image of images) {
    const svg = Buffer.from(renderImage(image.spec, image.alt), 'utf8');
    const { width, height } = imageSize(image.spec);
    pending.push(sink(`images/${image.storageKey}`, new Uint8Array(svg.buffer, svg.byteOffset, svg.byteLength), 'image/svg+xml'));
    rows.push({
      id: image.id,
      organizationId: image.organizationId,
      storageKey: image.storageKey,
      mimeType: 'image/svg+xml',
      width,
      height,
      sizeBytes: svg.byteLength,
      alt: image.alt,
      altTranslations: image.altTranslations ?? {},
    });
    // Bound the number of files written at once.
    if (pending.length >= 64) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return rows;
}
