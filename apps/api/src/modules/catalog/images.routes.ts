import { endpoints } from '@direct/contracts';
import type { RenditionFormat } from '@direct/domain';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageAnswer, ImagesService } from './images.service.ts';

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

// `.avif`, `.webp`, `.jpg`/`.jpeg` name a format; any other file name lets the Accept header choose.
function formatOfFileName(fileName: string): RenditionFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'avif' || extension === 'webp') return extension;
  return extension === 'jpg' || extension === 'jpeg' ? 'jpeg' : null;
}

// One answer for every image call: a year of caching (an id's file never changes), the safety
// headers, 304 when the caller's ETag is current, else the bytes streamed from storage.
async function send(request: FastifyRequest, reply: FastifyReply, imageId: number, answer: ImageAnswer) {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', answer.etag);
  if (answer.negotiated) reply.header('vary', 'Accept');
  for (const [name, value] of Object.entries(imageSafetyHeaders(answer.mimeType, imageId))) reply.header(name, value);
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(answer.etag) || known.includes('*')) return reply.code(304).send();
  const file = await answer.open();
  if (file.width !== null && file.height !== null) reply.header('x-image-width', String(file.width)).header('x-image-height', String(file.height));
  return reply.type(servedType(file.mimeType)).header('content-length', String(file.sizeBytes)).send(file.stream);
}

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  // The zod-typed reply only knows JSON bodies; these answer with a file's bytes.
  app.route({
    ...routeOf(endpoints.getImage),
    handler: async (request, reply) => send(request, reply as unknown as FastifyReply, request.params.imageId, await images.file(request.params.imageId)),
  });

  app.route({
    ...routeOf(endpoints.getResizedImage),
    handler: async (request, reply) => {
      const { imageId, width, fileName } = request.params;
      const answer = await images.resized(imageId, width, formatOfFileName(fileName), request.headers.accept);
      return send(request, reply as unknown as FastifyReply, imageId, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.getImageRendition),
    handler: async (request, reply) => {
      const { imageId, format, width } = request.params;
      return send(request, reply as unknown as FastifyReply, imageId, await images.rendition(imageId, format, width));
    },
  });
};
