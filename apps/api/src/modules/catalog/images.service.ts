import type { Readable } from 'node:stream';
import { mimeTypeOf, nearestRendition, renditionFormats, type RenditionFormat } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { InvalidStorageKeyError, publicImageKey, type FileStorage } from '../storage/storage-ports.ts';
import type { ImageFileRecord, ImagesRepository } from './images.repository.ts';

export type ImagesService = ReturnType<typeof createImagesService>;
// `negotiated`: the format was chosen from the Accept header (the answer must say Vary: Accept).
export type ImageFile = { stream: Readable; sizeBytes: number; mimeType: string; etag: string; width: number | null; height: number | null; negotiated: boolean };
// The ETag alone, when the caller's copy may already be current (no storage call for a 304).
export type ImageAnswer = { etag: string; negotiated: boolean; mimeType: string; open: () => Promise<ImageFile> };

const notFound = () => new AppError('not_found', 'There is no such image.');

// The formats a browser says it takes, in our order of preference (smallest files first). Only an
// explicit mention counts: image/* is sent by browsers that can't decode AVIF.
export function negotiateFormat(accept: string | undefined, available: readonly RenditionFormat[]): RenditionFormat | undefined {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(type);
  }
  const preferred = (['avif', 'webp'] as const).find((format) => available.includes(format) && accepted.has(mimeTypeOf[format]));
  return preferred ?? (available.includes('jpeg') ? 'jpeg' : available[0]);
}

export function createImagesService(options: { repository: ImagesRepository; storage: FileStorage }) {
  const { repository, storage } = options;

  async function record(id: number): Promise<ImageFileRecord> {
    const found = await repository.findPublic(id);
    if (!found) throw notFound();
    return found;
  }

  // The file under a row's key, which must be a valid key inside images/ whatever the row says.
  async function open(storageKey: string, answer: Omit<ImageFile, 'stream' | 'sizeBytes'>): Promise<ImageFile> {
    let object;
    try {
      object = await storage.getStream(publicImageKey(storageKey));
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw notFound();
      throw error;
    }
    if (!object) throw notFound();
    return { ...answer, stream: object.stream, sizeBytes: object.sizeBytes };
  }

  // Image files never change under their id (a new picture gets a new id), so the row's facts
  // make the ETag and a revalidation needs no storage call.
  const asIs = (image: ImageFileRecord): ImageAnswer => {
    const etag = `"${image.id}-${image.sizeBytes}"`;
    return { etag, negotiated: false, mimeType: image.mimeType, open: () => open(image.storageKey, { mimeType: image.mimeType, etag, width: null, height: null, negotiated: false }) };
  };

  const rendition = (image: ImageFileRecord, variant: ImageFileRecord['variants'][number], negotiated: boolean): ImageAnswer => {
    const etag = `"${image.id}-${variant.format}-${variant.width}-${variant.sizeBytes}"`;
    const mimeType = mimeTypeOf[variant.format];
    return { etag, negotiated, mimeType, open: () => open(variant.storageKey, { mimeType, etag, width: variant.width, height: variant.height, negotiated }) };
  };

  return {
    /** The image's own file (for a photo: its largest JPEG rendition). */
    async file(id: number): Promise<ImageAnswer> {
      return asIs(await record(id));
    },

    /**
     * The narrowest rendition at least `width` wide (or the widest) in `format`, or in the best
     * format `accept` allows when none is named. An image without renditions is answered as it is.
     */
    async resized(id: number, width: number, format: RenditionFormat | null, accept: string | undefined): Promise<ImageAnswer> {
      const image = await record(id);
      if (image.variants.length === 0) return asIs(image);
      const available = renditionFormats.filter((candidate) => image.variants.some((variant) => variant.format === candidate));
      const explicit = format !== null && available.includes(format);
      const chosen = explicit ? format : negotiateFormat(accept, available);
      const variant = nearestRendition(
        image.variants.filter((candidate) => candidate.format === chosen),
        width,
      );
      if (!variant) throw notFound();
      return rendition(image, variant, !explicit);
    },

    /** Exactly the rendition named, or 404. */
    async rendition(id: number, format: RenditionFormat, width: number): Promise<ImageAnswer> {
      const image = await record(id);
      const variant = image.variants.find((candidate) => candidate.format === format && candidate.width === width);
      if (!variant) throw notFound();
      return rendition(image, variant, false);
    },
  };
}
