import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { HostContext, HostPropertiesService } from './host-properties.service.ts';
import type { HostUnitsService } from './host-units.service.ts';

// The organization acted for, and who the audit log names (the person, or the organization's client).
const contextOf = (request: FastifyRequest<{ Params: { organizationId: number } }>): HostContext => {
  const { kind, id, name } = auditActorOf(request);
  return { organizationId: request.params.organizationId, actor: { kind, id, name } };
};

export const hostPropertiesRoutes: FastifyPluginAsyncZod<{ properties: HostPropertiesService; units: HostUnitsService }> = async (app, { properties, units }) => {
  // A host always sees what is stored now: no answer here is kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListProperties),
    handler: async (request) => properties.list(request.params.organizationId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostPropertyReferences),
    handler: async (request) => properties.references(request.params.organizationId),
  });

  app.route({
    ...routeOf(endpoints.hostCreateProperty),
    handler: async (request, reply) => reply.code(201).send(await properties.create(contextOf(request), request.body)),
  });

  app.route({
    ...routeOf(endpoints.hostGetProperty),
    handler: async (request) => properties.get(request.params.organizationId, request.params.propertyId),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateProperty),
    handler: async (request) => properties.update(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteProperty),
    handler: async (request, reply) => {
      await properties.delete(contextOf(request), request.params.propertyId);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostUpdatePropertyTexts),
    handler: async (request) => properties.updateTexts(contextOf(request), request.params.propertyId, request.params.language, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostSetPropertyAmenities),
    handler: async (request) => properties.setAmenities(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostUpdatePropertyDetails),
    handler: async (request) => properties.updateDetails(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostSetPropertyPublication),
    handler: async (request) => properties.setPublication(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostSetPropertyFeatured),
    handler: async (request) => properties.setFeatured(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostUpdatePropertySeo),
    handler: async (request) => properties.updateSeo(contextOf(request), request.params.propertyId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostCreateUnitType),
    handler: async (request, reply) => reply.code(201).send(await units.createUnitType(contextOf(request), request.params.propertyId, request.body)),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateUnitType),
    handler: async (request) => units.updateUnitType(contextOf(request), request.params.propertyId, request.params.unitTypeId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteUnitType),
    handler: async (request, reply) => {
      await units.deleteUnitType(contextOf(request), request.params.propertyId, request.params.unitTypeId);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostCreateUnit),
    handler: async (request, reply) =>
      reply.code(201).send(await units.createUnit(contextOf(request), request.params.propertyId, request.params.unitTypeId, request.body.name)),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateUnit),
    handler: async (request) => units.updateUnit(contextOf(request), request.params.propertyId, request.params.unitId, request.body),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteUnit),
    handler: async (request, reply) => {
      await units.deleteUnit(contextOf(request), request.params.propertyId, request.params.unitId);
      return reply.code(204).send();
    },
  });
};
