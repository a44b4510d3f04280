import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParam } from '../catalog-query.ts';

const ImageParams = z.object({ imageId: IdParam, fileName: z.string().min(1).max(255) });

export const getImage = defineEndpoint({
  operationId: 'getImage',
  method: 'GET',
  path: '/apis/image/:imageId/:fileName',
  tags: ['catalog'],
  summary: 'An image file (public, cacheable for a year)',
  // Public: browsers load images from <img> tags and can't send the bearer token.
  security: [],
  description: 'The file name is for people and caches only; the image id decides which file is served.',
  params: ImageParams,
  responses: {
    200: z.string().describe('The image’s bytes, with the image’s own content type (304 without a body when If-None-Match matches its ETag)'),
  },
  errors: [400, 404],
});
