import type { AuditActor } from '@direct/db';
import { endpoints } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { DiscountsService } from './discounts.service.ts';
import type { PropertyPricingService } from './property-pricing.service.ts';

// Who the audit log names for this request: the signed-in person, or the organization's client.
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.hostActor;
  if (actor?.kind === 'user') return { kind: 'user', id: actor.userId, name: actor.name };
  if (actor?.kind === 'client') return { kind: 'client', id: actor.clientId, name: actor.clientId };
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

// The property a fee, tax or add-on belongs to, as the path names it (and nothing else of the path).
const placeOf = (params: { organizationId: number; propertyId: number }) => ({ organizationId: params.organizationId, propertyId: params.propertyId });

export const hostPricingRoutes: FastifyPluginAsyncZod<{ pricing: PropertyPricingService; discounts: DiscountsService }> = async (app, { pricing, discounts }) => {
  // A host's prices are never cached: the next read shows the last write.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(endpoints.hostPricingContext), handler: async (request) => pricing.context(request.params.organizationId) });

  // --- fees ---
  app.route({ ...routeOf(endpoints.hostListFees), handler: async (request) => pricing.fees(placeOf(request.params)) });
  app.route({
    ...routeOf(endpoints.hostCreateFee),
    handler: async (request, reply) => reply.code(201).send(await pricing.createFee(placeOf(request.params), request.body, actorOf(request))),
  });
  app.route({
    ...routeOf(endpoints.hostUpdateFee),
    handler: async (request) => pricing.updateFee(placeOf(request.params), request.params.feeId, request.body, actorOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostDeleteFee),
    handler: async (request, reply) => {
      await pricing.deleteFee(placeOf(request.params), request.params.feeId, request.query.version, actorOf(request));
      return reply.code(204).send();
    },
  });

  // --- taxes ---
  app.route({ ...routeOf(endpoints.hostListTaxes), handler: async (request) => pricing.taxes(placeOf(request.params)) });
  app.route({
    ...routeOf(endpoints.hostCreateTax),
    handler: async (request, reply) => reply.code(201).send(await pricing.createTax(placeOf(request.params), request.body, actorOf(request))),
  });
  app.route({
    ...routeOf(endpoints.hostUpdateTax),
    handler: async (request) => pricing.updateTax(placeOf(request.params), request.params.taxId, request.body, actorOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostDeleteTax),
    handler: async (request, reply) => {
      await pricing.deleteTax(placeOf(request.params), request.params.taxId, request.query.version, actorOf(request));
      return reply.code(204).send();
    },
  });

  // --- add-ons ---
  app.route({ ...routeOf(endpoints.hostListAddOns), handler: async (request) => pricing.addOns(placeOf(request.params)) });
  app.route({
    ...routeOf(endpoints.hostCreateAddOn),
    handler: async (request, reply) => reply.code(201).send(await pricing.createAddOn(placeOf(request.params), request.body, actorOf(request))),
  });
  app.route({
    ...routeOf(endpoints.hostUpdateAddOn),
    handler: async (request) => pricing.updateAddOn(placeOf(request.params), request.params.addOnId, request.body, actorOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostDeleteAddOn),
    handler: async (request, reply) => {
      await pricing.deleteAddOn(placeOf(request.params), request.params.addOnId, request.query.version, actorOf(request));
      return reply.code(204).send();
    },
  });

  // --- vouchers ---
  app.route({ ...routeOf(endpoints.hostListVouchers), handler: async (request) => discounts.vouchers(request.params.organizationId, request.query) });
  app.route({
    ...routeOf(endpoints.hostCreateVoucher),
    handler: async (request, reply) => reply.code(201).send(await discounts.createVoucher(request.params.organizationId, request.body, actorOf(request))),
  });
  app.route({
    ...routeOf(endpoints.hostUpdateVoucher),
    handler: async (request) => discounts.updateVoucher(request.params.organizationId, request.params.voucherId, request.body, actorOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostDeleteVoucher),
    handler: async (request, reply) => {
      await discounts.deleteVoucher(request.params.organizationId, request.params.voucherId, request.query.version, actorOf(request));
      return reply.code(204).send();
    },
  });

  // --- promotions ---
  app.route({ ...routeOf(endpoints.hostListPromotions), handler: async (request) => discounts.promotions(request.params.organizationId) });
  app.route({
    ...routeOf(endpoints.hostCreatePromotion),
    handler: async (request, reply) => reply.code(201).send(await discounts.createPromotion(request.params.organizationId, request.body, actorOf(request))),
  });
  app.route({
    ...routeOf(endpoints.hostUpdatePromotion),
    handler: async (request) => discounts.updatePromotion(request.params.organizationId, request.params.promotionId, request.body, actorOf(request)),
  });
  app.route({
    ...routeOf(endpoints.hostDeletePromotion),
    handler: async (request, reply) => {
      await discounts.deletePromotion(request.params.organizationId, request.params.promotionId, request.query.version, actorOf(request));
      return reply.code(204).send();
    },
  });
};
