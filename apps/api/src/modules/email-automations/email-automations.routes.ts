import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { AutomationSettingsService } from './automation-settings.service.ts';
import type { EmailTemplatesService } from './email-templates.service.ts';

const auditOf = (request: FastifyRequest) => {
  const { kind, id, name } = auditActorOf(request);
  return { actor: { kind, id, name }, requestId: request.id };
};

const keyOf = (params: { brandId: number; kind: Parameters<EmailTemplatesService['get']>[1]['kind']; language: Parameters<EmailTemplatesService['get']>[1]['language'] }) => ({
  brandId: params.brandId,
  kind: params.kind,
  language: params.language,
});

export const emailAutomationsRoutes: FastifyPluginAsyncZod<{ templates: EmailTemplatesService; settings: AutomationSettingsService }> = async (app, { templates, settings }) => {
  // Door codes and unsent texts: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(endpoints.hostListEmailTemplates), handler: async (request) => templates.list(request.params.organizationId, request.query.brandId) });
  app.route({ ...routeOf(endpoints.hostGetEmailTemplate), handler: async (request) => templates.get(request.params.organizationId, keyOf(request.params)) });
  app.route({
    ...routeOf(endpoints.hostSaveEmailTemplate),
    handler: async (request) => templates.save(request.params.organizationId, keyOf(request.params), request.body, auditOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostResetEmailTemplate),
    handler: async (request, reply) => {
      await templates.reset(request.params.organizationId, keyOf(request.params), auditOf(request));
      return reply.code(204).send();
    },
  });
  app.route({
    ...routeOf(endpoints.hostPreviewEmailTemplate),
    handler: async (request) => templates.preview(request.params.organizationId, keyOf(request.params), request.body),
  });

  app.route({ ...routeOf(endpoints.hostGetEmailAutomations), handler: async (request) => settings.read(request.params.organizationId) });
  app.route({
    ...routeOf(endpoints.hostUpdateEmailAutomations),
    handler: async (request) => settings.update(request.params.organizationId, request.body, auditOf(request)),
  });

  app.route({ ...routeOf(endpoints.hostGetAccessDetails), handler: async (request) => settings.accessDetails(request.params.organizationId, request.params.propertyId) });
  app.route({
    ...routeOf(endpoints.hostSaveAccessDetails),
    handler: async (request) => settings.saveAccessDetails(request.params.organizationId, request.params.propertyId, request.body, auditOf(request)),
  });
};
