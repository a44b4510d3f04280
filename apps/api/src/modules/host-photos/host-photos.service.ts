import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { altTextLanguages, maxPhotosPerProperty, staleVersionReason, type ContentImage, type HostPhoto, type HostPhotoList, type UpdatePhotoAltRequest } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { fileExtensionOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import { imageUrl } from '../catalog/catalog-ports.ts';
import type { FileStorage } from '../storage/storage-ports.ts';
import { storageKeysOf, type HostPhotosRepository, type NewImage, type PhotoRow } from './host-photos.repository.ts';
import { createDemoPhotos } from './demo-photos.ts';
import { processUpload, type PhotoPurpose, type ProcessedPhoto } from './photo-pipeline.ts';
import { createProcessingSlots } from './processing-slots.ts';

export type HostPhotosService = ReturnType<typeof createHostPhotosService>;

const noProperty = () => new AppError('not_found', 'There is no such property in this organization.');
const noPhoto = () => new AppError('not_found', 'This property has no such photo.');
const noBrand = () => new AppError('not_found', 'There is no such brand in this organization.');

const extensionOfUpload: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

function present(row: PhotoRow, organizationId: number): HostPhoto {
  const alt: HostPhoto['alt'] = { en: row.alt };
  for (const language of altTextLanguages) {
    const text = row.altTranslations[language];
    if (language !== 'en' && text) alt[language] = text;
  }
  return {
    id: row.id,
    position: row.position,
    isCover: row.position === 0,
    url: imageUrl(row.id, row.storageKey),
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    alt,
    renditions: row.variants.map((variant) => ({
      format: variant.format,
      width: variant.width,
      height: variant.height,
      sizeBytes: variant.sizeBytes,
      url: `/apis/attachments/renditions/${row.id}/${variant.format}/${variant.width}/photo.${fileExtensionOf[variant.format]}`,
    })),
    editable: row.organizationId === organizationId,
    version: row.version,
  };
}

export function createHostPhotosService(options: { repository: HostPhotosRepository; storage: FileStorage; maxUploadBytes: number; log?: (message: string, error: unknown) => void }) {
  const { repository, storage } = options;
  // One upload encoded at a time per core (the encoders inside take both cores' worth of threads).
  const withSlot = createProcessingSlots(Math.max(1, Math.floor(availableParallelism() / 2)));
  const log = options.log ?? (() => undefined);

  // Files that are no longer named by any row. A failure leaves an orphan file (harmless, never
  // served), never a row without its file.
  async function deleteFiles(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => log(`could not delete ${key}`, error))));
  }

  // Every rendition and the original into storage, before any row names them.
  async function storeFiles(organizationId: number, processed: ProcessedPhoto, purpose: PhotoPurpose): Promise<NewImage> {
    const folder = `${purpose === 'photo' ? 'photos' : 'logos'}/${organizationId}/${randomBytes(12).toString('base64url')}`;
    const variants = processed.renditions.map((rendition) => ({
      format: rendition.format,
      width: rendition.width,
      height: rendition.height,
      storageKey: `${folder}/${rendition.width}.${fileExtensionOf[rendition.format]}`,
      sizeBytes: rendition.bytes.length,
      bytes: rendition.bytes,
    }));
    const widestJpeg = variants.find((variant) => variant.format === 'jpeg' && variant.width === processed.display.width);
    const displayKey = widestJpeg?.storageKey ?? `${folder}/${purpose}.${processed.display.extension}`;
    const originalKey = `originals/${organizationId}/${folder.split('/').at(-1)}.${extensionOfUpload[processed.original.mimeType] ?? 'bin'}`;
    const written: string[] = [];
    const put = async (key: string, bytes: Uint8Array, contentType: string) => {
      await storage.put(key, bytes, { contentType });
      written.push(key);
    };
    try {
      await put(originalKey, processed.original.bytes, processed.original.mimeType);
      for (const variant of variants) await put(`images/${variant.storageKey}`, variant.bytes, `image/${variant.format}`);
      if (!widestJpeg) await put(`images/${displayKey}`, processed.display.bytes, processed.display.mimeType);
    } catch (error) {
      await deleteFiles(written);
      throw error;
    }
    return {
      organizationId,
      storageKey: displayKey,
      originalKey,
      mimeType: processed.display.mimeType,
      width: processed.display.width,
      height: processed.display.height,
      sizeBytes: processed.display.bytes.length,
      variants: variants.map(({ bytes: _bytes, ...variant }) => variant),
    };
  }

  async function list(organizationId: number, propertyId: number): Promise<HostPhotoList> {
    const property = await repository.property(organizationId, propertyId);
    const rows = property ? await repository.photos(organizationId, propertyId) : null;
    if (!property || !rows) throw noProperty();
    return {
      propertyId,
      propertyName: property.name,
      photos: rows.map((row) => present(row, organizationId)),
      languages: altTextLanguages.filter((language) => language === 'en' || property.languages.includes(language)),
      maxPhotos: maxPhotosPerProperty,
      maxUploadBytes: options.maxUploadBytes,
    };
  }

  return {
    list,

    // The demo seed's raster photos (demo-photos.ts).
    demo: createDemoPhotos({ repository, storage }),

    async upload(organizationId: number, propertyId: number, bytes: Uint8Array, actor: AuditActor): Promise<HostPhoto> {
      // Cheap refusals first: no encoding for a property that isn't there.
      if (!(await repository.property(organizationId, propertyId))) throw noProperty();
      const processed = await withSlot(() => processUpload(bytes, { purpose: 'photo', maxBytes: options.maxUploadBytes, field: 'file' }));
      const image = await storeFiles(organizationId, processed, 'photo');
      let result;
      try {
        result = await repository.insert(organizationId, propertyId, image, maxPhotosPerProperty, actor);
      } catch (error) {
        await deleteFiles(storageKeysOf(image));
        throw error;
      }
      if (!result.ok) {
        await deleteFiles(storageKeysOf(image));
        if (result.reason === 'full') {
          const message = `A property keeps at most ${maxPhotosPerProperty} photos; delete one before adding another.`;
          throw new AppError('conflict', message, { fields: [{ field: 'file', message, reason: 'too_many' }] });
        }
        throw noProperty();
      }
      return present(result.value, organizationId);
    },

    async reorder(organizationId: number, propertyId: number, imageIds: readonly number[], actor: AuditActor): Promise<HostPhotoList> {
      const result = await repository.reorder(organizationId, propertyId, imageIds, actor);
      if (!result.ok) {
        if (result.reason === 'unknown_photos') {
          const message = `These are not photos of this property: ${result.imageIds.join(', ')}.`;
          throw new AppError('validation_failed', message, { fields: [{ field: 'imageIds', message, reason: 'unknown_photo' }] });
        }
        if (result.reason === 'stale') {
          const message = 'The photos changed since you opened them (one was added or removed). Reload, then put them in order again.';
          throw new AppError('conflict', message, { fields: [{ field: 'imageIds', message, reason: staleVersionReason }] });
        }
        throw noProperty();
      }
      return list(organizationId, propertyId);
    },

    async setCover(organizationId: number, propertyId: number, imageId: number, actor: AuditActor): Promise<HostPhotoList> {
      const result = await repository.setCover(organizationId, propertyId, imageId, actor);
      if (!result.ok) throw result.reason === 'no_photo' ? noPhoto() : noProperty();
      return list(organizationId, propertyId);
    },

    async updateAlt(organizationId: number, propertyId: number, imageId: number, input: UpdatePhotoAltRequest, actor: AuditActor): Promise<HostPhoto> {
      const result = await repository.updateAlt(organizationId, propertyId, imageId, input.version, input.alt, actor);
      if (result.ok) return present(result.value, organizationId);
      switch (result.reason) {
        case 'stale':
          throw staleWrite('photo');
        case 'not_editable': {
          const message = 'This picture is shared by the platform; its description can’t be changed here.';
          throw new AppError('conflict', message, { fields: [{ field: 'alt', message, reason: 'not_editable' }] });
        }
        case 'no_photo':
          throw noPhoto();
        default:
          throw noProperty();
      }
    },

    async remove(organizationId: number, propertyId: number, imageId: number, actor: AuditActor): Promise<void> {
      const result = await repository.remove(organizationId, propertyId, imageId, actor);
      if (!result.ok) throw result.reason === 'no_photo' ? noPhoto() : noProperty();
      await deleteFiles(result.value.deletedFiles);
    },

    async uploadLogo(organizationId: number, brandId: number, bytes: Uint8Array, actor: AuditActor) {
      const processed = await withSlot(() => processUpload(bytes, { purpose: 'logo', maxBytes: options.maxUploadBytes, field: 'file' }));
      const image = await storeFiles(organizationId, processed, 'logo');
      let result;
      try {
        result = await repository.setBrandLogo(organizationId, brandId, image, actor);
      } catch (error) {
        await deleteFiles(storageKeysOf(image));
        throw error;
      }
      if (!result.ok) {
        await deleteFiles(storageKeysOf(image));
        throw noBrand();
      }
      await deleteFiles(result.value.deletedFiles);
      const imageId = result.value.imageId!;
      return { brandId, imageId, url: imageUrl(imageId, image.storageKey), width: image.width, height: image.height };
    },

    async removeLogo(organizationId: number, brandId: number, actor: AuditActor): Promise<void> {
      const result = await repository.setBrandLogo(organizationId, brandId, null, actor);
      if (!result.ok) throw noBrand();
      await deleteFiles(result.value.deletedFiles);
    },

    // Through the same pipeline as property photos (decision 0014): a post's cover or inline picture.
    async uploadContentImage(organizationId: number, bytes: Uint8Array, actor: AuditActor): Promise<ContentImage> {
      const processed = await withSlot(() => processUpload(bytes, { purpose: 'photo', maxBytes: options.maxUploadBytes, field: 'file' }));
      const image = await storeFiles(organizationId, processed, 'photo');
      let imageId: number;
      try {
        imageId = await repository.insertContentImage(organizationId, image, actor);
      } catch (error) {
        await deleteFiles(storageKeysOf(image));
        throw error;
      }
      return { imageId, url: imageUrl(imageId, image.storageKey), width: image.width, height: image.height };
    },
  };
}
