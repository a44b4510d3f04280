import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParam } from '../catalog-query.ts';

const FileName = z.string().min(1).max(255);
const ImageParams = z.object({ imageId: IdParam, fileName: FileName });

// 1–10000 px: a wanted width; the answer is the nearest rendition, so any width is fine.
const WidthParam = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000'));

const imageFile = (what: string) => ({
  200: z.string().describe(`${what} (304 without a body when If-None-Match matches its ETag)`),
});

export const getImage = defineEndpoint({
  operationId: 'getImage',
  method: 'GET',
  path: '/apis/image/:imageId/:fileName',
  tags: ['catalog'],
  summary: 'An image file (public, cacheable for a year)',
  // Public: browsers load images from <img> tags and can't send the bearer token.
  security: [],
  description:
    'The file name is for people and caches only; the image id decides which file is served. For an uploaded photo this ' +
    'is its largest JPEG rendition (metadata removed); the original as uploaded is never served.',
  params: ImageParams,
  responses: imageFile('The image’s bytes, with the image’s own content type'),
  errors: [400, 404],
});

export const getResizedImage = defineEndpoint({
  operationId: 'getResizedImage',
  method: 'GET',
  path: '/apis/attachments/resize/:imageId/:width/:fileName',
  tags: ['catalog'],
  summary: 'An image at (about) a wanted width: the nearest rendition at least that wide, or the largest',
  security: [],
  description:
    'Photos are kept as AVIF, WebP and JPEG renditions at a few widths (320, 640, 960, 1280, 1920, never wider than the ' +
    'upload). The file name’s extension picks the format: `.avif`, `.webp`, `.jpg`/`.jpeg`; any other name (e.g. ' +
    '`photo`) lets the Accept header choose (AVIF, then WebP, then JPEG; the answer says `Vary: Accept`). The answer is ' +
    'the narrowest rendition at least `width` wide, or the widest there is, with its own size in `X-Image-Width` and ' +
    '`X-Image-Height`. An image without renditions (a drawing in SVG) is answered as it is. Public, cacheable for a year ' +
    '(ETag, 304).',
  params: z.object({ imageId: IdParam, width: WidthParam, fileName: FileName }),
  responses: imageFile('The rendition’s bytes, with its content type'),
  errors: [400, 404],
});

export const getImageRendition = defineEndpoint({
  operationId: 'getImageRendition',
  method: 'GET',
  path: '/apis/attachments/renditions/:imageId/:format/:width/:fileName',
  tags: ['catalog'],
  summary: 'One rendition of a photo exactly: its format and width',
  security: [],
  description:
    'The rendition named, or 404 when the photo has none of that format and width (the resize call answers the nearest ' +
    'instead). Public, cacheable for a year (ETag, 304).',
  params: z.object({ imageId: IdParam, format: z.enum(['avif', 'webp', 'jpeg'], 'must be avif, webp or jpeg'), width: WidthParam, fileName: FileName }),
  responses: imageFile('The rendition’s bytes, with its content type'),
  errors: [400, 404],
});
