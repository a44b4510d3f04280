import { z } from 'zod';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';

// A property's photos as its host manages them: upload (one file per request, multipart), order
// (position 0 is the cover), alt text per language, delete. Plus a brand's logo.

const pathId = z.coerce.number().int().min(1).max(maxInt4);

export const PropertyPhotosParams = OrganizationParams.extend({ propertyId: pathId });
export const PropertyPhotoParams = PropertyPhotosParams.extend({ imageId: pathId });
export const BrandLogoParams = OrganizationParams.extend({ brandId: pathId });

// The languages a photo's alt text is kept in: English in the image row, the others beside it.
export const altTextLanguages = ['en', 'de', 'pt'] as const;
export type AltTextLanguage = (typeof altTextLanguages)[number];
export const altTextMaxLength = 300;
// The most photos one property keeps (a gallery, not an archive).
export const maxPhotosPerProperty = 60;

const AltText = z.string().trim().max(altTextMaxLength, `must be at most ${altTextMaxLength} characters`);

export const PhotoRendition = z
  .object({
    format: z.enum(['avif', 'webp', 'jpeg']),
    width: z.number().int(),
    height: z.number().int(),
    sizeBytes: z.number().int(),
    url: z.string().describe('GET /apis/attachments/renditions/… for exactly this rendition'),
  })
  .meta({ id: 'PhotoRendition' });

export const HostPhoto = z
  .object({
    id: z.number().int(),
    // 0 is the cover (the hero on the property page and the picture on every list).
    position: z.number().int(),
    isCover: z.boolean(),
    // The picture's own file (its widest JPEG for a photo) and its size upright.
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    mimeType: z.string(),
    alt: z.object({ en: z.string(), de: z.string().optional(), pt: z.string().optional() }).describe('Alt text per language; a missing language is not translated yet (guests then get English)'),
    // Empty for a drawing served as it is (SVG).
    renditions: z.array(PhotoRendition),
    // Another host's property may show a platform picture too: its alt text is not this host's to change.
    editable: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'HostPhoto' });
export type HostPhoto = z.infer<typeof HostPhoto>;

export const HostPhotoList = z
  .object({
    propertyId: z.number().int(),
    propertyName: z.string(),
    photos: z.array(HostPhoto),
    // The languages the property's brand publishes in: the alt texts a guest may be shown.
    languages: z.array(z.enum(altTextLanguages)),
    maxPhotos: z.number().int(),
    maxUploadBytes: z.number().int(),
  })
  .meta({ id: 'HostPhotoList' });
export type HostPhotoList = z.infer<typeof HostPhotoList>;

export const ReorderPhotosRequest = z
  .object({
    imageIds: z
      .array(JsonId)
      .min(1, 'must name every photo of the property')
      .max(maxPhotosPerProperty)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'must not name a photo twice', params: { reason: 'duplicate' } })
      .describe('Every photo of the property, in the new order; the first is the cover'),
  })
  .meta({ id: 'ReorderPhotosRequest' });

export const UpdatePhotoAltRequest = z
  .object({
    version: RowVersion,
    alt: z
      .object({ en: AltText.optional(), de: AltText.optional(), pt: AltText.optional() })
      .strict()
      .describe('The languages to change; an empty text removes a translation (English becomes empty)'),
  })
  .meta({ id: 'UpdatePhotoAltRequest' });
export type UpdatePhotoAltRequest = z.infer<typeof UpdatePhotoAltRequest>;

export const BrandLogo = z
  .object({
    brandId: z.number().int(),
    imageId: z.number().int(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'BrandLogo' });
