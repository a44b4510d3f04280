import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  BrandLogo,
  BrandLogoParams,
  HostPhoto,
  HostPhotoList,
  maxPhotosPerProperty,
  PropertyPhotoParams,
  PropertyPhotosParams,
  ReorderPhotosRequest,
  UpdatePhotoAltRequest,
} from '../host-photos.ts';

// A property's photos and a brand's logo, as the host manages them. Uploads are one file per
// request (multipart/form-data, the file in the part `file`): the console sends many, two at a
// time, each with its own progress.

const tags = ['host photos'] as const;
const uploadRules =
  'The type is read from the content, not the name: JPEG, PNG, WebP or AVIF (HEIC is refused with what to do); a file ' +
  'over the limit (PHOTO_MAX_MEGABYTES, default 25 MB) answers 413; a damaged picture or one smaller than the minimum ' +
  '400, each naming the field `file`. The picture is turned upright by its EXIF orientation and encoded again without ' +
  'metadata (no GPS position) as AVIF, WebP and JPEG at 320–1920 px (never wider than the upload); the upload itself is ' +
  'kept and never served.';

export const hostListPropertyPhotos = defineEndpoint({
  operationId: 'hostListPropertyPhotos',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos',
  tags,
  summary: 'A property’s photos in order (the first is the cover)',
  hostAccess: 'organization',
  permission: 'inventory:read',
  params: PropertyPhotosParams,
  responses: { 200: HostPhotoList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUploadPropertyPhoto = defineEndpoint({
  operationId: 'hostUploadPropertyPhoto',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos',
  tags,
  summary: 'Add one photo (multipart/form-data: file); it goes last, or becomes the cover of a property without one',
  description: `${uploadRules} A property keeps at most ${maxPhotosPerProperty} photos (409 beyond).`,
  hostAccess: 'organization',
  permission: 'inventory:write',
  consumes: ['multipart/form-data'],
  params: PropertyPhotosParams,
  responses: { 201: HostPhoto },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type'],
});

export const hostReorderPropertyPhotos = defineEndpoint({
  operationId: 'hostReorderPropertyPhotos',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos/order',
  tags,
  summary: 'Put the property’s photos in a new order (every photo, once; the first becomes the cover)',
  description:
    'A list naming a photo that is not the property’s answers 400 (field `imageIds`, reason `unknown_photo`); a list ' +
    'that leaves out a photo (one added meanwhile by someone else) answers 409 (reason `stale`): reload and order again.',
  hostAccess: 'organization',
  permission: 'inventory:write',
  params: PropertyPhotosParams,
  body: ReorderPhotosRequest,
  responses: { 200: HostPhotoList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostSetPropertyCover = defineEndpoint({
  operationId: 'hostSetPropertyCover',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos/:imageId/cover',
  tags,
  summary: 'Make a photo the cover (it moves first; the others keep their order)',
  hostAccess: 'organization',
  permission: 'inventory:write',
  params: PropertyPhotoParams,
  responses: { 200: HostPhotoList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdatePhotoAlt = defineEndpoint({
  operationId: 'hostUpdatePhotoAlt',
  method: 'PATCH',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos/:imageId',
  tags,
  summary: 'Change a photo’s alt text in some languages (what a screen reader says, and search engines read)',
  hostAccess: 'organization',
  permission: 'inventory:write',
  params: PropertyPhotoParams,
  body: UpdatePhotoAltRequest,
  responses: { 200: HostPhoto },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeletePropertyPhoto = defineEndpoint({
  operationId: 'hostDeletePropertyPhoto',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/photos/:imageId',
  tags,
  summary: 'Remove a photo from the property (its files are deleted; the next photo becomes the cover if it was)',
  hostAccess: 'organization',
  permission: 'inventory:write',
  params: PropertyPhotoParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUploadBrandLogo = defineEndpoint({
  operationId: 'hostUploadBrandLogo',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/logo',
  tags,
  summary: 'Set a brand’s logo (multipart/form-data: file); transparency is kept',
  description:
    'JPEG, PNG, WebP or AVIF, at least 120 × 40 px; served as PNG and as AVIF/WebP at 160–640 px. The previous logo’s ' +
    'files are deleted. Size limit and refusals as for photos.',
  hostAccess: 'organization',
  permission: 'organization:write',
  consumes: ['multipart/form-data'],
  params: BrandLogoParams,
  responses: { 201: BrandLogo },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'payload_too_large', 'unsupported_media_type'],
});

export const hostRemoveBrandLogo = defineEndpoint({
  operationId: 'hostRemoveBrandLogo',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/logo',
  tags,
  summary: 'Remove a brand’s logo (the site shows the logo text again); its files are deleted',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandLogoParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
