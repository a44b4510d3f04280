import { defineEndpoint } from '../endpoint.ts';
import { AutocompleteQuery, AutocompleteResponse, ContactMessageBody, ContactMessageCreated, NewsletterSubscriptionBody, NewsletterSubscriptionCreated } from '../discovery-extras.ts';

export const suggestDestinations = defineEndpoint({
  operationId: 'suggestDestinations',
  method: 'GET',
  path: '/api/autocomplete',
  tags: ['discovery'],
  summary: 'Destinations and properties of a brand matching what the guest types',
  description:
    'Cities, areas and properties within the brand’s scope (a host brand: its published properties; the shared ' +
    'listing: every direct property minus `exclude_organization_id`), case-, accent- and typo-tolerant. Prefix ' +
    'matches first, then by similarity; at most 10. Searches shorter than 2 characters answer an empty list.',
  query: AutocompleteQuery,
  responses: { 200: AutocompleteResponse },
  errors: [400, 404],
});

export const createContactMessage = defineEndpoint({
  operationId: 'createContactMessage',
  method: 'POST',
  path: '/apis/contact_messages',
  tags: ['discovery'],
  summary: 'Send a message to a brand',
  description: 'Stores the message and queues an email to the brand’s contact address (reply to the guest).',
  body: ContactMessageBody,
  responses: { 201: ContactMessageCreated },
  errors: [400, 404],
});

export const createNewsletterSubscription = defineEndpoint({
  operationId: 'createNewsletterSubscription',
  method: 'POST',
  path: '/apis/newsletter_subscriptions',
  tags: ['discovery'],
  summary: 'Subscribe an email address to a brand’s newsletter',
  description: 'An address already subscribed (in any letter case) answers 409 `conflict` with the field `email`.',
  body: NewsletterSubscriptionBody,
  responses: { 201: NewsletterSubscriptionCreated },
  errors: [400, 404, 409],
});
