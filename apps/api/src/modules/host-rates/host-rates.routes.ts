import type { AuditActor } from '@direct/db';
import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { HostRatesServices } from './host-rates.services.ts';

// Who the audit log names for this request: the signed-in person, or the organization's client.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

// A year of rates for many unit types is a large file; everything else stays under the API's 1 MiB.
const importBodyLimit = 5 * 1024 * 1024;

export const hostRatesRoutes: FastifyPluginAsyncZod<{ rates: HostRatesServices }> = async (app, { rates }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(endpoints.hostListRatesProperties), handler: async (request) => rates.calendar.pickers(request.params.organizationId) });

  app.route({ ...routeOf(endpoints.hostListCancellationPolicies), handler: async (request) => rates.plans.listPolicies(request.params.organizationId) });

  app.route({
    ...routeOf(endpoints.hostCreateCancellationPolicy),
    handler: async (request, reply) => reply.code(201).send(await rates.plans.createPolicy(request.params.organizationId, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateCancellationPolicy),
    handler: async (request) => rates.plans.updatePolicy(request.params.organizationId, request.params.policyId, request.body, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteCancellationPolicy),
    handler: async (request, reply) => {
      await rates.plans.deletePolicy(request.params.organizationId, request.params.policyId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({ ...routeOf(endpoints.hostListRatePlans), handler: async (request) => rates.plans.listPlans(request.params.organizationId, request.params.propertyId) });

  app.route({
    ...routeOf(endpoints.hostCreateRatePlan),
    handler: async (request, reply) => reply.code(201).send(await rates.plans.createPlan(request.params.organizationId, request.params.propertyId, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostUpdateRatePlan),
    handler: async (request) => rates.plans.updatePlan(request.params.organizationId, request.params.ratePlanId, request.body, actorOf(request)),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteRatePlan),
    handler: async (request, reply) => {
      await rates.plans.deletePlan(request.params.organizationId, request.params.ratePlanId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostRatesCalendar),
    handler: async (request) => rates.calendar.calendar(request.params.organizationId, request.params.propertyId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostBulkUpdateRates),
    handler: async (request) => rates.calendar.bulkUpdate(request.params.organizationId, request.params.propertyId, request.body, actorOf(request)),
  });

  app.route({ ...routeOf(endpoints.hostListBlocks), handler: async (request) => rates.blocks.list(request.params.organizationId, request.params.propertyId, request.query) });

  app.route({
    ...routeOf(endpoints.hostCreateBlock),
    handler: async (request, reply) => reply.code(201).send(await rates.blocks.create(request.params.organizationId, request.params.propertyId, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(endpoints.hostDeleteBlock),
    handler: async (request, reply) => {
      await rates.blocks.release(request.params.organizationId, request.params.blockId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostExportRates),
    handler: async (request) => rates.csv.exportCsv(request.params.organizationId, request.params.propertyId, request.query),
  });

  app.route({
    ...routeOf(endpoints.hostImportRates),
    bodyLimit: importBodyLimit,
    handler: async (request) => rates.csv.importCsv(request.params.organizationId, request.params.propertyId, request.body.csv, actorOf(request)),
  });
};
