import multipart from '@fastify/multipart';
import { endpoints } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import { readOneFile } from '../../http/multipart-file.ts';
import type { HostPhotosService } from './host-photos.service.ts';

// Who the audit log names for this request: the signed-in person, or the organization's client.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

export const hostPhotosRoutes: FastifyPluginAsyncZod<{ photos: HostPhotosService; maxUploadBytes: number }> = async (app, { photos, maxUploadBytes }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Only this plugin's routes parse multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });

  app.route({
    ...routeOf(endpoints.hostListPropertyPhotos),
    handler: async (request) => photos.list(request.params.organizationId, request.params.propertyId),
  });

  app.route({
    ...routeOf(endpoints.hostUploadPropertyPhoto),
    handler: async (request, reply) => {
      const { organizationId, propertyId } = request.params;
      const bytes = await readOneFile(request, maxUploadBytes);
      return reply.code(201).send(await photos.upload(organizationId, propertyId, bytes, actorOf(request)));
    },
  });

  app.route({
    ...routeOf(endpoints.hostReorderPropertyPhotos),
    handler: async (request) => photos.reorder(request.params.organizationId, request.params.propertyId, request.body.imageIds, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostSetPropertyCover),
    handler: async (request) => photos.setCover(request.params.organizationId, request.params.propertyId, request.params.imageId, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostUpdatePhotoAlt),
    handler: async (request) => photos.updateAlt(request.params.organizationId, request.params.propertyId, request.params.imageId, request.body, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostDeletePropertyPhoto),
    handler: async (request, reply) => {
      await photos.remove(request.params.organizationId, request.params.propertyId, request.params.imageId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostUploadBrandLogo),
    handler: async (request, reply) => {
      const bytes = await readOneFile(request, maxUploadBytes);
      return reply.code(201).send(await photos.uploadLogo(request.params.organizationId, request.params.brandId, bytes, actorOf(request)));
    },
  });

  app.route({
    ...routeOf(endpoints.hostRemoveBrandLogo),
    handler: async (request, reply) => {
      await photos.removeLogo(request.params.organizationId, request.params.brandId, actorOf(request));
      return reply.code(204).send();
    },
  });
};
