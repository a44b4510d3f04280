import type { HostOperationSamples } from './sample.ts';

// Uploads are multipart: without a file an allowed role gets 415, which is not a refusal.
export const photoSamples: HostOperationSamples = {
  hostListPropertyPhotos: { params: { propertyId: 999_999 } },
  hostUploadPropertyPhoto: { params: { propertyId: 999_999 } },
  hostReorderPropertyPhotos: { params: { propertyId: 999_999 }, body: { imageIds: [1, 2] } },
  hostSetPropertyCover: { params: { propertyId: 999_999, imageId: 1 } },
  hostUpdatePhotoAlt: { params: { propertyId: 999_999, imageId: 1 }, body: { version: 1, alt: { en: 'The terrace at sunset' } } },
  hostDeletePropertyPhoto: { params: { propertyId: 999_999, imageId: 1 } },
  hostUploadBrandLogo: { params: { brandId: 999_999 } },
  hostRemoveBrandLogo: { params: { brandId: 999_999 } },
};
