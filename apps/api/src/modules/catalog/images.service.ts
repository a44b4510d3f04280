import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { AppError } from '../../http/app-error.ts';
import type { ImagesRepository } from './images.repository.ts';

export type ImagesService = ReturnType<typeof createImagesService>;
export type ImageFile = { body: Buffer; mimeType: string; etag: string };

const notFound = () => new AppError('not_found', 'There is no such image.');

export function createImagesService(options: { repository: ImagesRepository; filesDir: string }) {
  const imagesDir = resolve(options.filesDir, 'images');

  return {
    // The file behind an image id. The file name in the URL is only for people and caches; the
    // storage key decides, and it must stay inside the images folder whatever the row says.
    async file(id: number): Promise<ImageFile> {
      const record = await options.repository.findPublic(id);
      if (!record) throw notFound();
      const path = resolve(join(imagesDir, record.storageKey));
      if (!path.startsWith(imagesDir + sep)) throw notFound();
      try {
        const info = await stat(path);
        if (!info.isFile()) throw notFound();
        const body = await readFile(path);
        return { body, mimeType: record.mimeType, etag: `"${record.id}-${info.size}-${Math.floor(info.mtimeMs)}"` };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw error;
      }
    },
  };
}
