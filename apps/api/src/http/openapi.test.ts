import { endpoints } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
};

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // The development surfaces on, so the document's list is complete.
  t = await createTestApp({ env: { DEV_SURFACES: 'true' } });
  const response = await t.app.inject({ method: 'GET', url: '/apis/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t?.close());

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref') found.push(String(child));
      else refsIn(child, found);
    }
  }
  return found;
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('OpenAPI document', () => {
  it('is an OpenAPI 3 document with title, version and servers', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Direct booking provider API');
    expect(document.info.version).toBe('0.0.0');
    expect(document.servers.length).toBeGreaterThan(0);
  });

  it('lists the routes, and not the docs themselves', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/autocomplete',
      '/apis/active_cities',
      '/apis/active_cities/{id}',
      '/apis/agreements/{bookingCode}',
      '/apis/agreements/{bookingCode}/pdf',
      '/apis/agreements/{bookingCode}/sign',
      '/apis/agreements/{bookingCode}/verification_code',
      '/apis/agreements/{bookingCode}/verify',
      '/apis/attachments/renditions/{imageId}/{format}/{width}/{fileName}',
      '/apis/attachments/resize/{imageId}/{width}/{fileName}',
      '/apis/booking_quotes',
      '/apis/booking_requests',
      '/apis/booking_requests/authorize_deposit/{bookingCode}',
      '/apis/booking_requests/capture_order_paypal/{bookingCode}',
      '/apis/booking_requests/checkout_card/{bookingCode}',
      '/apis/booking_requests/create_order_paypal/{bookingCode}',
      '/apis/booking_requests/finalize_google_pay_stripe/{bookingCode}',
      '/apis/booking_requests/finalize_stripe_payment/{bookingCode}',
      '/apis/booking_requests/get_google_pay_payment_intent/{bookingCode}',
      '/apis/booking_requests/new_card/{bookingCode}',
      '/apis/booking_requests/paypal_checkout_card/{bookingCode}',
      '/apis/booking_requests/paypal_save_checkout_card/{bookingCode}',
      '/apis/booking_requests/sagepay_3ds_complete/{bookingCode}',
      '/apis/booking_requests/sagepay_merchant_session_key/{bookingCode}',
      '/apis/booking_requests/sagepay_saved_card/{bookingCode}',
      '/apis/booking_requests/send_deposit_form_stripe/{bookingCode}',
      '/apis/booking_requests/send_payment_form_sagepay/{bookingCode}',
      '/apis/booking_requests/send_payment_form_stripe/{bookingCode}',
      '/apis/booking_summary_by_brand/{brandId}/{bookingCode}/related_bookings',
      '/apis/brands/resolve',
      '/apis/checkin/access',
      '/apis/checkin/{bookingCode}/{accessToken}',
      '/apis/contact_messages',
      '/apis/contents',
      '/apis/contents/{id}',
      '/apis/deposits/{bookingCode}/{accessToken}',
      '/apis/dev/automations/run',
      '/apis/dev/mailbox',
      '/apis/dev/mailbox/{id}',
      '/apis/dev/past_stays',
      '/apis/direct/properties',
      '/apis/favorite_properties',
      '/apis/files/{bookingCode}/{fileId}/download',
      '/apis/finalize_google_pay_stripe',
      '/apis/host/ari',
      '/apis/host/auth/magic-link',
      '/apis/host/auth/magic-link/verify',
      '/apis/host/auth/password-reset',
      '/apis/host/auth/password-reset/confirm',
      '/apis/host/auth/sign-in',
      '/apis/host/auth/sign-in/two-factor',
      '/apis/host/auth/sign-out',
      '/apis/host/auth/sign-up',
      '/apis/host/auth/verify-email',
      '/apis/host/auth/verify-email/resend',
      '/apis/host/bookings/{bookingCode}/guest_registration',
      '/apis/host/deposits/{bookingCode}/capture',
      '/apis/host/invitations/accept',
      '/apis/host/invitations/preview',
      '/apis/host/me',
      '/apis/host/me/two-factor',
      '/apis/host/me/two-factor/confirm',
      '/apis/host/me/two-factor/disable',
      '/apis/host/organizations',
      '/apis/host/organizations/{organizationId}',
      '/apis/host/organizations/{organizationId}/api-clients',
      '/apis/host/organizations/{organizationId}/api-clients/{apiClientId}',
      '/apis/host/organizations/{organizationId}/audit-log',
      '/apis/host/organizations/{organizationId}/blocks/{blockId}',
      '/apis/host/organizations/{organizationId}/blog-posts',
      '/apis/host/organizations/{organizationId}/blog-posts/{postId}',
      '/apis/host/organizations/{organizationId}/blog-terms',
      '/apis/host/organizations/{organizationId}/bookings',
      '/apis/host/organizations/{organizationId}/bookings/export',
      '/apis/host/organizations/{organizationId}/bookings/quote',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/action-summary',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/agreement',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/cancellation',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit/capture',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit/photos',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit/photos/{documentId}',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit/place',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/deposit/release',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/documents/{documentId}',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/documents/{documentId}/link',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/emails',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/emails/{emailId}/resend',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/guest-registration',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/guests',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/messages',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/messages/read',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/messages/{messageId}/attachments/{documentId}',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/outside-payments',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/payment-link',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/refunds',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/stay-change',
      '/apis/host/organizations/{organizationId}/bookings/{bookingId}/stay-change/preview',
      '/apis/host/organizations/{organizationId}/brands/{brandId}',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/destinations',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/destinations/{cityId}',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/domains',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/domains/{domainId}',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/domains/{domainId}/check',
      '/apis/host/organizations/{organizationId}/brands/{brandId}/logo',
      '/apis/host/organizations/{organizationId}/calendar-feeds',
      '/apis/host/organizations/{organizationId}/calendar-feeds/rotate',
      '/apis/host/organizations/{organizationId}/cancellation-policies',
      '/apis/host/organizations/{organizationId}/cancellation-policies/{policyId}',
      '/apis/host/organizations/{organizationId}/channel-feeds',
      '/apis/host/organizations/{organizationId}/channel-feeds/conflicts',
      '/apis/host/organizations/{organizationId}/channel-feeds/test',
      '/apis/host/organizations/{organizationId}/channel-feeds/{feedId}',
      '/apis/host/organizations/{organizationId}/channel-feeds/{feedId}/sync',
      '/apis/host/organizations/{organizationId}/content-images',
      '/apis/host/organizations/{organizationId}/conversations',
      '/apis/host/organizations/{organizationId}/dashboard/occupancy',
      '/apis/host/organizations/{organizationId}/dashboard/revenue',
      '/apis/host/organizations/{organizationId}/dashboard/today',
      '/apis/host/organizations/{organizationId}/email-automations',
      '/apis/host/organizations/{organizationId}/email-templates',
      '/apis/host/organizations/{organizationId}/email-templates/{brandId}/{kind}/{language}',
      '/apis/host/organizations/{organizationId}/email-templates/{brandId}/{kind}/{language}/preview',
      '/apis/host/organizations/{organizationId}/exports/payments',
      '/apis/host/organizations/{organizationId}/exports/tourist-tax',
      '/apis/host/organizations/{organizationId}/host-profile',
      '/apis/host/organizations/{organizationId}/housekeeping',
      '/apis/host/organizations/{organizationId}/housekeeping/cleanings',
      '/apis/host/organizations/{organizationId}/invitations',
      '/apis/host/organizations/{organizationId}/invitations/{invitationId}',
      '/apis/host/organizations/{organizationId}/pricing',
      '/apis/host/organizations/{organizationId}/promotions',
      '/apis/host/organizations/{organizationId}/promotions/{promotionId}',
      '/apis/host/organizations/{organizationId}/properties',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/access-details',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/add-ons',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/add-ons/{addOnId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/agreement',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/agreement/preview',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/agreement/versions',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/agreement/versions/{versionId}/preview',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/amenities',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/blocks',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/checkin-settings',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/details',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/featured',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/fees',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/fees/{feeId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/photos',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/photos/order',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/photos/{imageId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/photos/{imageId}/cover',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/publication',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/rate-plans',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/rates-calendar',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/rates/bulk-update',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/rates/export',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/rates/import',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/seo',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/taxes',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/taxes/{taxId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/texts/{language}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/unit-types',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/unit-types/{unitTypeId}',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/unit-types/{unitTypeId}/units',
      '/apis/host/organizations/{organizationId}/properties/{propertyId}/units/{unitId}',
      '/apis/host/organizations/{organizationId}/property-references',
      '/apis/host/organizations/{organizationId}/rate-plans/{ratePlanId}',
      '/apis/host/organizations/{organizationId}/rates/properties',
      '/apis/host/organizations/{organizationId}/reviews',
      '/apis/host/organizations/{organizationId}/reviews/stats',
      '/apis/host/organizations/{organizationId}/reviews/{reviewId}/hide',
      '/apis/host/organizations/{organizationId}/reviews/{reviewId}/reply',
      '/apis/host/organizations/{organizationId}/reviews/{reviewId}/unhide',
      '/apis/host/organizations/{organizationId}/team',
      '/apis/host/organizations/{organizationId}/team/{userId}',
      '/apis/host/organizations/{organizationId}/vouchers',
      '/apis/host/organizations/{organizationId}/vouchers/{voucherId}',
      '/apis/host/organizations/{organizationId}/webhooks',
      '/apis/host/organizations/{organizationId}/webhooks/{webhookId}',
      '/apis/host/organizations/{organizationId}/webhooks/{webhookId}/deliveries',
      '/apis/host/organizations/{organizationId}/webhooks/{webhookId}/deliveries/{deliveryId}/replay',
      '/apis/host/organizations/{organizationId}/webhooks/{webhookId}/rotate-secret',
      '/apis/host/organizations/{organizationId}/webhooks/{webhookId}/test',
      '/apis/hosts',
      '/apis/hosts/{id}',
      '/apis/ical/{file}',
      '/apis/identity/{bookingCode}/{accessToken}',
      '/apis/identity/{bookingCode}/{accessToken}/documents',
      '/apis/identity/{bookingCode}/{accessToken}/typed',
      '/apis/image/{imageId}/{fileName}',
      '/apis/message-attachments/{token}',
      '/apis/my_booking/link',
      '/apis/my_booking/{bookingCode}',
      '/apis/my_booking/{bookingCode}/cancellation',
      '/apis/my_booking/{bookingCode}/date_change',
      '/apis/my_booking/{bookingCode}/date_change/preview',
      '/apis/newsletter_subscriptions',
      '/apis/payment_terminal/{bookingCode}/{accessToken}',
      '/apis/properties/{id}',
      '/apis/properties/{id}/add_ons',
      '/apis/property_search',
      '/apis/rate_and_availability',
      '/apis/rest/front_end_api/latest/first_step_confirmation_info',
      '/apis/rest/front_end_api/latest/save_first_step_confirmation_info',
      '/apis/rest/front_end_api/latest/save_second_step_confirmation_info',
      '/apis/rest/front_end_api/latest/second_step_confirmation_info',
      '/apis/rest/front_end_api/latest/specify_arrival_time',
      '/apis/rest/{segment}/latest/get_payment_info',
      '/apis/reviews',
      '/apis/reviews/for_booking',
      '/apis/reviews/{id}',
      '/apis/routes/resolve',
      '/apis/sandbox/payment_intents/{id}/authenticate',
      '/apis/sandbox/payment_methods',
      '/apis/save_google_pay_attempt',
      '/apis/sitemap',
      '/apis/webhooks/inbound-email',
      '/apis/webhooks/paypal',
      '/apis/webhooks/stripe',
      '/health',
      '/health/live',
      '/health/ready',
      '/oauth/token',
    ]);
    expect(Object.keys(document.paths['/apis/brands/resolve'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/oauth/token'] ?? {})).toEqual(['post']);
  });

  it('resolves every $ref to a component, and has the contract schemas as components', () => {
    const refs = refsIn(document.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refsIn(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorEnvelope', 'Brand', 'TokenResponse', 'HealthResponse', 'PropertyListResponse', 'PropertyCardItem', 'ContentDetail',
        'PropertyDetail', 'ReviewListResponse', 'CityDetail', 'HostDetail', 'SitemapResponse']),
    );
  });

  it('declares the bearer scheme and the client-credentials flow', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      oauth2: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
      hostSession: { type: 'apiKey', in: 'header', name: 'X-Direct-Host-Session' },
    });
    expect(document.paths['/apis/host/me']?.['get']?.security).toEqual([{ bearerAuth: [], hostSession: [] }, { oauth2: [] }]);
  });

  it('marks the protected routes and leaves the open ones open', () => {
    expect(document.paths['/apis/brands/resolve']?.['get']?.security).toEqual([{ bearerAuth: [] }, { oauth2: [] }]);
    expect(document.paths['/health']?.['get']?.security).toEqual([]);
    expect(document.paths['/oauth/token']?.['post']?.security).toEqual([]);
    expect(document.paths['/apis/direct/properties']?.['get']?.security).toEqual([{ bearerAuth: [] }, { oauth2: [] }]);
    expect(document.paths['/apis/image/{imageId}/{fileName}']?.['get']?.security).toEqual([]);
  });

  it('names every operation as its endpoint object does, once, with a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.values(endpoints).map((endpoint) => endpoint.operationId).sort());
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
  });

  it('says which operations take no bearer token (security: [])', () => {
    const open = operations()
      .filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(open).toEqual(['GET /apis/attachments/renditions/{imageId}/{format}/{width}/{fileName}', 'GET /apis/attachments/resize/{imageId}/{width}/{fileName}', 'GET /apis/ical/{file}', 'GET /apis/image/{imageId}/{fileName}', 'GET /apis/message-attachments/{token}', 'GET /health', 'GET /health/live', 'GET /health/ready', 'POST /apis/webhooks/inbound-email', 'POST /apis/webhooks/paypal', 'POST /apis/webhooks/stripe', 'POST /oauth/token']);
    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
    }
  });

  it('documents the error envelope on every operation, with a described response each', () => {
    const tags = document.tags.map((tag) => tag.name);
    for (const { path, method, operation } of operations()) {
      expect(operation.tags?.every((tag) => tags.includes(tag)), `${method} ${path} tags`).toBe(true);
      expect(operation.responses['500']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      // Public routes under /apis (images) never answer 401.
      if (path.startsWith('/apis/') && (operation.security?.length ?? 0) > 0) {
        expect(operation.responses['401']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
      }
    }
    expect(document.paths['/apis/brands/resolve']?.['get']?.responses['404']?.description).toBe('Error: not_found, unregistered_domain');
  });

  it('documents both body formats of the token endpoint', () => {
    const body = (document.paths['/oauth/token']?.['post'] as unknown as { requestBody: { content: Record<string, unknown> } }).requestBody;
    expect(Object.keys(body.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  });

  it('serves Swagger UI without a token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/apis/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/swagger-ui/i);
    const script = await t.app.inject({ method: 'GET', url: '/apis/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');
  });
});
