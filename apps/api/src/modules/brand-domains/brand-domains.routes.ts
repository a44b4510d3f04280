import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { BrandDomainsService } from './brand-domains.service.ts';

export const brandDomainsRoutes: FastifyPluginAsyncZod<{ brandDomains: BrandDomainsService }> = async (app, { brandDomains }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListBrandDomains),
    handler: async (request) => brandDomains.list(request.params.organizationId, request.params.brandId),
  });

  app.route({
    ...routeOf(endpoints.hostAddBrandDomain),
    handler: async (request, reply) => {
      const { organizationId, brandId } = request.params;
      return reply.code(201).send(await brandDomains.add(organizationId, brandId, request.body.hostname, auditActorOf(request), request.id));
    },
  });

  app.route({
    ...routeOf(endpoints.hostCheckBrandDomain),
    handler: async (request) => {
      const { organizationId, brandId, domainId } = request.params;
      return brandDomains.checkNow(organizationId, brandId, domainId, auditActorOf(request), request.id);
    },
  });

  app.route({
    ...routeOf(endpoints.hostRemoveBrandDomain),
    handler: async (request, reply) => {
      const { organizationId, brandId, domainId } = request.params;
      await brandDomains.remove(organizationId, brandId, domainId, auditActorOf(request), request.id);
      return reply.code(204).send();
    },
  });
};
