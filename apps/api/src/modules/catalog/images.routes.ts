import { IdParam } from '@direct/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { ImagesService } from './images.service.ts';

const ImageParams = z.object({ imageId: IdParam, fileName: z.string().min(1).max(255) });

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  app.get('/apis/image/:imageId/:fileName', {
    // Public: browsers load images from <img> tags and can't send the bearer token.
    config: { public: true },
    schema: {
      tags: ['catalog'],
      summary: 'An image file (public, cacheable for a year)',
      security: [],
      description: 'The file name is for people and caches only; the image id decides which file is served.',
      params: ImageParams,
      response: { ...errorResponses(400, 404) },
    },
    handler: async (request, typedReply) => {
      const file = await images.file(request.params.imageId);
      // The zod-typed reply only knows JSON bodies; this one answers with the file's bytes.
      const reply = typedReply as unknown as FastifyReply;
      // Image files never change under their id: a new picture gets a new id.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(file.etag) || known.includes('*')) return reply.code(304).send();
      return reply.type(file.mimeType).send(file.body);
    },
  });
};
