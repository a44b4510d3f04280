import multipart from '@fastify/multipart';
import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import { readOneFile } from '../../http/multipart-file.ts';
import type { ContentImageUploads } from '../host-photos/host-photos-ports.ts';
import type { BlogPostsService } from './blog-posts.service.ts';
import type { DestinationsService } from './destinations.service.ts';
import type { HostProfileService } from './host-profile.service.ts';

export const hostContentRoutes: FastifyPluginAsyncZod<{
  blogPosts: BlogPostsService;
  hostProfile: HostProfileService;
  destinations: DestinationsService;
  images: ContentImageUploads;
  maxUploadBytes: number;
}> = async (app, { blogPosts, hostProfile, destinations, images, maxUploadBytes }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Only this plugin's routes parse multipart bodies (the content image upload).
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });

  app.route({
    ...routeOf(endpoints.hostListBlogPosts),
    handler: async (request) => blogPosts.list(request.params.organizationId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostGetBlogPost),
    handler: async (request) => blogPosts.get(request.params.organizationId, request.params.postId),
  });

  app.route({
    ...routeOf(endpoints.hostCreateBlogPost),
    handler: async (request, reply) => reply.code(201).send(await blogPosts.create(request.params.organizationId, request.body, auditActorOf(request), request.id)),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateBlogPost),
    handler: async (request) => blogPosts.update(request.params.organizationId, request.params.postId, request.body, auditActorOf(request), request.id),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteBlogPost),
    handler: async (request, reply) => {
      await blogPosts.remove(request.params.organizationId, request.params.postId, request.query.version, auditActorOf(request), request.id);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostListBlogTerms),
    handler: async (request) => blogPosts.terms(request.params.organizationId, request.query.brandId),
  });

  app.route({
    ...routeOf(endpoints.hostUploadContentImage),
    handler: async (request, reply) => {
      const bytes = await readOneFile(request, maxUploadBytes);
      return reply.code(201).send(await images.uploadContentImage(request.params.organizationId, bytes, auditActorOf(request)));
    },
  });

  app.route({
    ...routeOf(endpoints.hostGetHostProfile),
    handler: async (request) => hostProfile.get(request.params.organizationId),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateHostProfile),
    handler: async (request) => hostProfile.update(request.params.organizationId, request.body, auditActorOf(request), request.id),
  });

  app.route({
    ...routeOf(endpoints.hostListDestinations),
    handler: async (request) => destinations.list(request.params.organizationId, request.params.brandId),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateDestination),
    handler: async (request) =>
      destinations.update(request.params.organizationId, request.params.brandId, request.params.cityId, request.body, auditActorOf(request), request.id),
  });
};
