import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiInstance } from '../../http/api-instance.ts';
import type { DiscoveryExtrasServices } from './discovery-extras.services.ts';

const autocompleteRoutes: FastifyPluginAsyncZod<{ services: DiscoveryExtrasServices }> = async (app, { services }) => {
  app.route({
    ...routeOf(endpoints.suggestDestinations),
    handler: async (request) => services.autocomplete.suggest(request.query),
  });
};

const formRoutes: FastifyPluginAsyncZod<{ services: DiscoveryExtrasServices }> = async (app, { services }) => {
  app.route({
    ...routeOf(endpoints.createContactMessage),
    handler: async (request, reply) => reply.code(201).send(await services.contact.send(request.body)),
  });

  app.route({
    ...routeOf(endpoints.createNewsletterSubscription),
    handler: async (request, reply) => reply.code(201).send(await services.newsletter.subscribe(request.body)),
  });
};

export async function registerDiscoveryExtrasRoutes(app: ApiInstance, services: DiscoveryExtrasServices): Promise<void> {
  await app.register(autocompleteRoutes, { services });
  await app.register(formRoutes, { services });
}
