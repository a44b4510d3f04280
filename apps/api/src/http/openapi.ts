import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorCodes, httpStatusByErrorCode } from '@direct/contracts';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ApiInstance } from './api-instance.ts';

export const docsPrefix = '/apis/docs';

const successDescriptions: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

// "Error: not_found, unregistered_domain" tells a reader which codes a status can carry.
function responseDescription(status: string): string {
  const success = successDescriptions[status];
  if (success) return success;
  const codes = errorCodes.filter((code) => String(httpStatusByErrorCode[code]) === status);
  return codes.length > 0 ? `Error: ${codes.join(', ')}` : 'Response';
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

// zod's transform leaves every response described as "Default Response"; name what each one is.
const transform: SwaggerTransform = (document) => {
  const result = zodTransform(document as Parameters<typeof zodTransform>[0]);
  const response = (result.schema as { response?: Record<string, Record<string, unknown>> } | undefined)?.response;
  if (response) {
    for (const [status, schema] of Object.entries(response)) {
      if (schema && typeof schema === 'object' && !('description' in schema)) {
        response[status] = { ...schema, description: responseDescription(status) };
      }
    }
  }
  return result;
};

function referencedComponents(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedComponents(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        found.add(child.slice('#/components/schemas/'.length));
      } else {
        referencedComponents(child, found);
      }
    }
  }
  return found;
}

// Every registered zod schema becomes a component twice (input and output view); keep the ones
// the routes actually use, and those they use in turn.
const transformObject: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas;
  if (!schemas) return openapi as ReturnType<SwaggerTransformObject>;
  const used = referencedComponents(openapi.paths, new Set());
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) referencedComponents(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...openapi, components: { ...openapi.components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
};

// The document is generated from the routes' zod schemas; schemas with .meta({ id }) become
// components. Registered before the routes so it sees every one of them.
export async function registerOpenApi(app: ApiInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Direct booking provider API',
        version: options.version,
        description:
          'System of record for hosts, brands, properties, rates, bookings and payments of the direct-booking ' +
          'platform. Every route under `/apis` and `/api` needs a bearer token from `POST /oauth/token` ' +
          '(OAuth2 client credentials). Every error answers with the `ErrorEnvelope` shape.',
      },
      // Relative: the document is right wherever the API is reached from.
      servers: [{ url: '/', description: 'This API' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oauth2: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
          // A signed-in host's session, sent by the console's server with its own bearer token.
          hostSession: { type: 'apiKey', in: 'header', name: 'X-Direct-Host-Session' },
        },
      },
      tags: [
        { name: 'auth', description: 'OAuth2 client-credentials tokens' },
        { name: 'host accounts', description: 'Hosts: accounts, sign-in, second factor, organizations, team, invitations and the audit log (the console calls these)' },
        { name: 'host integrations', description: 'Hosts: their organization’s own API clients (client credentials with a role’s permissions as scopes)' },
        { name: 'host properties', description: 'Hosts: properties, their texts per language, amenities, SEO routes, unit types and units' },
        { name: 'host rates', description: 'Hosts: cancellation policies, rate plans, the rates-and-availability calendar, bulk updates, blocks, the CSV of rates and the bulk ARI API (/apis/host/ari)' },
        { name: 'calendar export', description: 'Calendars out: each unit’s and unit type’s iCal feed at a secret address, and the host’s list of those addresses' },
        { name: 'host calendar sync', description: 'Hosts: other channels’ iCal calendars imported per unit, their sync and the conflicts they raise' },
        { name: 'host photos', description: 'Hosts: a property’s photos (upload, order, cover, alt texts per language) and brand logos' },
        { name: 'host brands', description: 'Hosts: a brand’s look (colours checked for WCAG contrast), tagline, languages and currency' },
        { name: 'host email automations', description: 'Hosts: the guest emails that go out by themselves, their texts per brand and language, and the access details sent after check-in' },
        { name: 'host content', description: 'Hosts: blog posts per brand and language, pictures for them, a brand’s destinations and the host profile' },
        { name: 'host pricing', description: 'Hosts: a property’s fees, taxes and add-ons, and the organization’s vouchers and promotions (pricing is rates work)' },
        { name: 'host bookings', description: 'Hosts: the bookings list and export, a booking’s page and timeline, guests’ documents, and the front desk’s actions (payments, refunds, cancellations, stay changes, bookings taken by phone)' },
        { name: 'host check-in settings', description: 'Hosts: a property’s check-in rules (required steps, deposit, ID retention)' },
        { name: 'host exports', description: 'Hosts: the accountant’s CSV files (payments and refunds, taxes per month and property)' },
        { name: 'host deposits', description: 'Hosts: a booking’s security deposit (place the hold now, release it, claim part or all with a reason) and its timeline' },
        { name: 'host dashboard', description: 'Hosts: Today (arrivals, departures, what needs attention), occupancy and revenue of the last and next 90 days, the housekeeping board' },
        { name: 'host reviews', description: 'Hosts: their guests’ reviews (list, public reply, hide with a reason, ratings per property)' },
        { name: 'host messages', description: 'Hosts: conversations with guests by email (reply addresses, the inbound-mail webhook, attachments)' },
        { name: 'brands', description: 'White-label brands and the host names they answer on' },
        { name: 'catalog', description: 'What the guest website lists: properties, hosts, destinations, blog posts, SEO routes, images' },
        { name: 'health', description: 'Service health' },
        { name: 'discovery', description: 'Search suggestions, the contact form and newsletter sign-up' },
        { name: 'availability', description: 'Stay prices, rate plans, availability calendars and property search by stay' },
        { name: 'bookings', description: 'Reserving a stay: add-ons, quotes, booking requests that hold the dates, booking summaries' },
        { name: 'checkin', description: 'Online check-in: the hub, access by booking code and email, General info and Guest info steps, guest-registration exports' },
        { name: 'agreements', description: 'Online check-in, terms & conditions: the filled rental agreement, the one-time email code, signing and the signed PDF' },
        { name: 'my-booking', description: 'My booking: the guest’s own booking, files (agreement, receipts, invoice), cancellation, date changes and a new link by email' },
        { name: 'payments', description: 'The payment terminal, the spec’s payment operations, gateway webhooks and the sandbox gateway' },
        { name: 'deposits', description: 'The security deposit: a card hold on the host’s timeline, authorize_deposit, and the host’s claim' },
        { name: 'reviews', description: 'Guests review their stay after check-out; only the author may edit' },
        { name: 'arrival', description: 'The guest specifies or changes their arrival time (specify_arrival_time)' },
        { name: 'identity', description: 'Online check-in, identity: the country’s rule, ID document and selfie uploads (never served back), typed details' },
        { name: 'development', description: 'Development surfaces: the mailbox (a brand’s email outbox, readable without SMTP) and past demo stays; only with DEV_SURFACES=true' },
      ],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
