import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { registerHostAccess } from './modules/accounts/host-access.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { hostPropertiesRoutes } from './modules/host-properties/host-properties.routes.ts';
import { hostPhotosRoutes } from './modules/host-photos/host-photos.routes.ts';
import { apiClientsRoutes } from './modules/api-clients/api-clients.routes.ts';
import { hostRatesRoutes } from './modules/host-rates/host-rates.routes.ts';
import { calendarExportRoutes } from './modules/calendar-export/calendar-export.routes.ts';
import { hostAriRoutes } from './modules/host-ari/host-ari.routes.ts';
import { channelFeedsRoutes } from './modules/channel-feeds/channel-feeds.routes.ts';
import { hostPricingRoutes } from './modules/host-pricing/host-pricing.routes.ts';
import { hostBookingsRoutes } from './modules/host-bookings/host-bookings.routes.ts';
import { hostBookingChangesRoutes } from './modules/host-booking-changes/host-booking-changes.routes.ts';
import rateLimit from '@fastify/rate-limit';
import type { Database, PoolStats } from '@direct/db';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { ApiInstance } from './http/api-instance.ts';
import { createReadiness, type Readiness } from './lifecycle/readiness.ts';
import { AppError } from './http/app-error.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerOpenApi } from './http/openapi.ts';
import { validatorCompiler } from './http/validation.ts';
import { registerAuthentication } from './modules/auth/authentication.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { brandsRoutes } from './modules/brands/brands.routes.ts';
import { brandSettingsRoutes } from './modules/brands/brand-settings.routes.ts';
import { hostContentRoutes } from './modules/host-content/host-content.routes.ts';
import { brandDomainsRoutes } from './modules/brand-domains/brand-domains.routes.ts';
import { hostExportsRoutes } from './modules/host-exports/host-exports.routes.ts';
import { hostCheckinSettingsRoutes } from './modules/host-checkin-settings/host-checkin-settings.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { registerCatalogRoutes, registerCatalogWriteBarrier } from './modules/catalog/catalog.routes.ts';
import { registerDiscoveryExtrasRoutes } from './modules/discovery-extras/discovery-extras.routes.ts';
import { mailboxRoutes } from './modules/email/mailbox.routes.ts';
import { devAutomationsRoutes } from './modules/email-automations/dev-automations.routes.ts';
import { emailAutomationsRoutes } from './modules/email-automations/email-automations.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerPaymentsRoutes } from './modules/payments/payments.plugin.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { hostDepositRoutes } from './modules/deposits/deposit-host.routes.ts';
import { hostDashboardRoutes } from './modules/host-dashboard/host-dashboard.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { guestReviewsRoutes } from './modules/reviews/guest-reviews.routes.ts';
import { hostReviewsRoutes } from './modules/reviews/host-reviews.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { inboundEmailRoutes } from './modules/messages/inbound-email.routes.ts';
import { arrivalRoutes } from './modules/arrival/arrival.routes.ts';
import { agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { myBookingRoutes } from './modules/my-booking/my-booking.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { registerCdnPurgeHook } from './modules/cdn-purge/cdn-purge.routes.ts';
import { hostAgreementsRoutes } from './modules/agreements/host-agreements.routes.ts';
import { loggerOptions, requestIdOf } from './request-logging.ts';
import { createApiMetrics } from './observability/api-metrics.ts';
import { registerMetrics } from './observability/metrics.routes.ts';
import { ObservedRequests } from './observability/request-observation.ts';
import { tracedServerFactory, withTraceIds } from './observability/trace-context.ts';
import type { BacklogSnapshot } from './modules/operations/operations.service.ts';
import { createServices } from './services.ts';

export type { ApiInstance } from './http/api-instance.ts';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  // Reported by /health; defaults to what the configuration selects.
  databaseKind?: 'pglite' | 'postgres';
  // A pino logger to use instead of one built from config.logLevel.
  logger?: FastifyBaseLogger;
  // node-postgres' pool gauges for /metrics (server.ts passes the handle's poolStats).
  poolStats?: () => PoolStats;
  // Registers extra routes before the app is made ready (tests use it for routes of their own).
  configure?: (app: ApiInstance) => void | Promise<void>;
  // The clock for date-dependent answers (e.g. prices over the next 30 nights); tests fix it.
  now?: () => Date;
  // Start-up and shutdown state for /health/ready (server.ts owns it); omitted: ready.
  readiness?: Readiness;
};

export const apiVersion = packageJson.version;

// A hop count trusts that many proxies nearest the API (proxy-addr's meaning; Fastify's types
// take it as a function).
function trustProxyOption(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

export async function buildApp(options: BuildAppOptions): Promise<ApiInstance> {
  const { config, db } = options;
  const { tracing } = config.observability;
  const serverFactory = tracing ? await tracedServerFactory() : undefined;
  // Backlog gauges read through the services below; the metrics exist first so payments, and
  // every request (ObservedRequests), can count.
  let backlog: () => Promise<BacklogSnapshot> = () => Promise.reject(new Error('not ready'));
  const metrics = createApiMetrics({ backlog: () => backlog(), poolStats: options.poolStats });
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    ...(options.logger ? { loggerInstance: options.logger } : { logger: tracing ? withTraceIds(await loggerOptions(config)) : await loggerOptions(config) }),
    // The site's x-request-id when well-formed (one id across both logs), else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's two lines per request give way to one; the request's metrics and span name ride
    // on the same callbacks.
    logController: new ObservedRequests({ metrics: config.observability.metrics ? metrics : undefined, tracing }),
    bodyLimit: 1024 * 1024,
    // Errors raised before routing or by Node's HTTP parser answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    // TRUST_PROXY: request.ip is the client address; X-Forwarded-For counts only from trusted proxies.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin: child contexts take the handlers in place when they are registered.
  registerErrorHandling(app);
  registerRequestGuards(app);
  const readiness = options.readiness ?? createReadiness({ startupDone: true });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While draining, a kept-alive connection (a balancer's pool) would hold the close open until
    // its idle timeout: the answer in flight is the connection's last.
    if (readiness.shuttingDown()) reply.header('connection', 'close');
  });

  const services = createServices({
    paymentMetrics: metrics.payments,
    db,
    config,
    databaseKind: options.databaseKind ?? (config.databaseUrl ? 'postgres' : 'pglite'),
    version: apiVersion,
    now: options.now ?? (() => new Date()),
    readiness,
  });

  // Off by default; routes opt in with config.rateLimit (the token endpoint does). Counted in
  // PostgreSQL, so the limit holds across API processes.
  await app.register(rateLimit, {
    global: false,
    store: services.rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await registerOpenApi(app, { version: apiVersion });
  // After the OpenAPI plugin, so /metrics is in the document like every route the API serves.
  if (config.observability.metrics) registerMetrics(app, { metrics, token: config.observability.metricsToken });

  registerCatalogWriteBarrier(app, services.catalog);
  backlog = services.operations.backlog;
  // The S3 driver keeps connections open; they go with the app.
  app.addHook('onClose', async () => services.files.close());
  registerAuthentication(app, services.auth);
  registerHostAccess(app, { auth: services.auth, accounts: services.accounts, organizations: services.organizations });
  // Before the routes: host writes that change public pages queue their CDN purge.
  registerCdnPurgeHook(app, services.cdnPurge, options.now ?? (() => new Date()));

  await app.register(healthRoutes, { health: services.health });
  await app.register(authRoutes, { auth: services.auth, config });
  await app.register(accountsRoutes, { accounts: services.accounts, auth: services.auth });
  await app.register(organizationsRoutes, { organizations: services.organizations, auth: services.auth });
  await app.register(hostPropertiesRoutes, services.hostProperties);
  await app.register(hostPhotosRoutes, { photos: services.hostPhotos, maxUploadBytes: config.photos.maxBytes });
  await app.register(apiClientsRoutes, { apiClients: services.apiClients });
  await app.register(webhooksRoutes, { webhooks: services.webhooks.endpoints });
  await app.register(brandSettingsRoutes, { brandSettings: services.brandSettings });
  await app.register(hostContentRoutes, { ...services.hostContent, maxUploadBytes: config.photos.maxBytes });
  await app.register(brandDomainsRoutes, { brandDomains: services.brandDomains });
  await app.register(hostExportsRoutes, { hostExports: services.hostExports });
  await app.register(hostCheckinSettingsRoutes, { checkinSettings: services.hostCheckinSettings });
  await app.register(hostAgreementsRoutes, { hostAgreements: services.hostAgreements });
  await app.register(hostRatesRoutes, { rates: services.hostRates });
  await app.register(calendarExportRoutes, { calendarExport: services.calendarExport });
  await app.register(hostAriRoutes, { ari: services.hostAri });
  await app.register(channelFeedsRoutes, { feeds: services.channelFeeds });
  await app.register(hostPricingRoutes, services.hostPricing);
  await app.register(hostBookingsRoutes, services.hostBookings);
  await app.register(hostBookingChangesRoutes, services.hostBookingChanges);
  await app.register(brandsRoutes, { brands: services.brands });
  await registerCatalogRoutes(app, services.catalog);
  await registerDiscoveryExtrasRoutes(app, services.discoveryExtras);
  await app.register(availabilityRoutes, { availability: services.availability });
  await app.register(bookingsRoutes, { bookings: services.bookings });
  await app.register(checkinRoutes, { checkin: services.checkin });
  // The development mailbox (DEV_SURFACES, off by default): 404 when off.
  if (config.devSurfaces) await app.register(mailboxRoutes, { mailbox: services.email.mailbox, auth: services.auth });
  await app.register(emailAutomationsRoutes, { templates: services.emailAutomations.templates, settings: services.emailAutomations.settings });
  // The automations' test clock (DEV_SURFACES only, like the mailbox it fills).
  if (config.devSurfaces) await app.register(devAutomationsRoutes, { runner: services.emailAutomations.runner });
  await registerPaymentsRoutes(app, services.payments, services.deposits.service);
  await app.register(depositsRoutes, { deposits: services.deposits.service });
  await app.register(hostDepositRoutes, { deposits: services.deposits.host });
  await app.register(hostDashboardRoutes, { dashboard: services.hostDashboard });
  await app.register(identityRoutes, { identity: services.identity, config });
  await app.register(guestReviewsRoutes, { reviews: services.reviews.guestReviews, pastStays: services.reviews.pastStays });
  await app.register(hostReviewsRoutes, { reviews: services.reviews.hostReviews });
  await app.register(messagesRoutes, { messages: services.messages });
  await app.register(inboundEmailRoutes, { messages: services.messages, secret: config.messages.inboundSecret, maxFileBytes: config.messages.attachmentMaxBytes });
  await app.register(arrivalRoutes, { arrival: services.arrival });
  await app.register(agreementsRoutes, { agreements: services.agreements });
  await app.register(myBookingRoutes, { myBooking: services.myBooking });
  if (options.configure) await options.configure(app);

  await app.ready();
  return app;
}
