import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostAgreementsService } from './host-agreements.service.ts';

// A property's agreement texts in the console: versions per language, publishing, previews.
export const hostAgreementsRoutes: FastifyPluginAsyncZod<{ hostAgreements: HostAgreementsService }> = async (app, { hostAgreements }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(endpoints.hostGetPropertyAgreement),
    handler: async (request) => hostAgreements.view(request.params.organizationId, request.params.propertyId),
  });

  app.route({
    ...routeOf(endpoints.hostPublishAgreementVersion),
    handler: async (request, reply) =>
      reply.code(201).send(await hostAgreements.publish(request.params.organizationId, request.params.propertyId, request.body, auditActorOf(request), request.id)),
  });

  app.route({
    ...routeOf(endpoints.hostPreviewAgreement),
    handler: async (request) => hostAgreements.preview(request.params.organizationId, request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostDownloadAgreementPreview),
    handler: async (request, reply) => {
      const file = await hostAgreements.previewPdf(request.params.organizationId, request.params.propertyId, request.params.versionId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  });
};
