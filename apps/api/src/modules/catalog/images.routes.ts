import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImagesService } from './images.service.ts';

// Images are served on the brand's own origin (through the site's proxy), so a file must never
// be able to act as a page there. Every answer: nosniff (the browser takes our type, never
// guesses HTML). An SVG is a document that could carry script when opened directly: its own
// policy allows no script, no loading and no same-origin access (sandbox), while <img> still
// shows it (a policy and Content-Disposition don't affect images in <img>). Inline rather than
// attachment, so opening a logo in a tab still shows it.
const servedImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml']);

// A row naming any other type (text/html, say) is served as bytes to download, never rendered.
export const servedType = (mimeType: string) => (servedImageTypes.has(mimeType) ? mimeType : 'application/octet-stream');

export function imageSafetyHeaders(mimeType: string, imageId: number): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (!servedImageTypes.has(mimeType)) headers['content-disposition'] = `attachment; filename="image-${imageId}"`;
  if (mimeType === 'image/svg+xml') {
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    headers['content-disposition'] = `inline; filename="image-${imageId}.svg"`;
  }
  return headers;
}

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  app.route({
    ...routeOf(endpoints.getImage),
    handler: async (request, typedReply) => {
      const file = await images.file(request.params.imageId);
      // The zod-typed reply only knows JSON bodies; this one answers with the file's bytes.
      const reply = typedReply as unknown as FastifyReply;
      // Image files never change under their id: a new picture gets a new id.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
      for (const [name, value] of Object.entries(imageSafetyHeaders(file.mimeType, request.params.imageId))) reply.header(name, value);
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(file.etag) || known.includes('*')) return reply.code(304).send();
      return reply.type(servedType(file.mimeType)).send(file.body);
    },
  });
};
