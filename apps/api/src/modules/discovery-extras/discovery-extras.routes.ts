import {
  AutocompleteQuery,
  AutocompleteResponse,
  ContactMessageBody,
  ContactMessageCreated,
  NewsletterSubscriptionBody,
  NewsletterSubscriptionCreated,
} from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiInstance } from '../../http/api-instance.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { DiscoveryExtrasServices } from './discovery-extras.services.ts';

const autocompleteRoutes: FastifyPluginAsyncZod<{ services: DiscoveryExtrasServices }> = async (app, { services }) => {
  app.get('/api/autocomplete', {
    schema: {
      tags: ['discovery'],
      summary: 'Destinations and properties of a brand matching what the guest types',
      description:
        'Cities, areas and properties within the brand’s scope (a host brand: its published properties; the shared ' +
        'listing: every direct property minus `exclude_organization_id`), case-, accent- and typo-tolerant. Prefix ' +
        'matches first, then by similarity; at most 10. Searches shorter than 2 characters answer an empty list.',
      querystring: AutocompleteQuery,
      response: { 200: AutocompleteResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => services.autocomplete.suggest(request.query),
  });
};

const formRoutes: FastifyPluginAsyncZod<{ services: DiscoveryExtrasServices }> = async (app, { services }) => {
  app.post('/apis/contact_messages', {
    schema: {
      tags: ['discovery'],
      summary: 'Send a message to a brand',
      description: 'Stores the message and queues an email to the brand’s contact address (reply to the guest).',
      body: ContactMessageBody,
      response: { 201: ContactMessageCreated, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await services.contact.send(request.body)),
  });

  app.post('/apis/newsletter_subscriptions', {
    schema: {
      tags: ['discovery'],
      summary: 'Subscribe an email address to a brand’s newsletter',
      description: 'An address already subscribed (in any letter case) answers 409 `conflict` with the field `email`.',
      body: NewsletterSubscriptionBody,
      response: { 201: NewsletterSubscriptionCreated, ...errorResponses(400, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await services.newsletter.subscribe(request.body)),
  });
};

export async function registerDiscoveryExtrasRoutes(app: ApiInstance, services: DiscoveryExtrasServices): Promise<void> {
  await app.register(autocompleteRoutes, { services });
  await app.register(formRoutes, { services });
}
