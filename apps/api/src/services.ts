import type { Database } from '@direct/db';
import type { Config } from './config.ts';
import { createReadiness, type Readiness } from './lifecycle/readiness.ts';
import { createAccountsServices } from './modules/accounts/accounts.services.ts';
import { createApiClientsRepository } from './modules/api-clients/api-clients.repository.ts';
import { createApiClientsService } from './modules/api-clients/api-clients.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBrandsRepository } from './modules/brands/brands.repository.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { createBrandSettingsRepository } from './modules/brands/brand-settings.repository.ts';
import { createBrandSettingsService } from './modules/brands/brand-settings.service.ts';
import { createBrandDomainsRepository } from './modules/brand-domains/brand-domains.repository.ts';
import { createBrandDomainsService } from './modules/brand-domains/brand-domains.service.ts';
import { systemTxtResolver } from './modules/brand-domains/dns-txt.ts';
import { createHostExportsRepository } from './modules/host-exports/host-exports.repository.ts';
import { createHostExportsService } from './modules/host-exports/host-exports.service.ts';
import { createHostCheckinSettingsRepository } from './modules/host-checkin-settings/host-checkin-settings.repository.ts';
import { createHostCheckinSettingsService } from './modules/host-checkin-settings/host-checkin-settings.service.ts';
import { createBrandScopeServices } from './modules/brand-scope/brand-scope.services.ts';
import { createBookingsServices } from './modules/bookings/bookings.services.ts';
import { createAvailabilityServices } from './modules/availability/availability.services.ts';
import { createCatalogServices } from './modules/catalog/catalog.services.ts';
import { createCheckinServices } from './modules/checkin/checkin.services.ts';
import { createDiscoveryExtrasServices } from './modules/discovery-extras/discovery-extras.services.ts';
import { createEmailServices } from './modules/email/email.services.ts';
import { createEmailAutomationsServices } from './modules/email-automations/email-automations.services.ts';
import { createHostPropertiesServices } from './modules/host-properties/host-properties.services.ts';
import { createHostRatesServices } from './modules/host-rates/host-rates.services.ts';
import { createCalendarExportServices } from './modules/calendar-export/calendar-export.services.ts';
import { createHostAriRepository } from './modules/host-ari/host-ari.repository.ts';
import { createHostAriService } from './modules/host-ari/host-ari.service.ts';
import { createHostBookingChangesServices } from './modules/host-booking-changes/host-booking-changes.services.ts';
import { createHostPricingServices } from './modules/host-pricing/host-pricing.services.ts';
import { createHostBookingsServices } from './modules/host-bookings/host-bookings.services.ts';
import { postgresRateLimitStore } from './modules/rate-limits/rate-limit-store.ts';
import { createRateLimitsRepository } from './modules/rate-limits/rate-limits.repository.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createJobsService } from './modules/jobs/jobs.services.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createPaymentsServices } from './modules/payments/payments.services.ts';
import type { PaymentMetrics } from './modules/payments/payment-metrics.ts';
import { createOperationsRepository } from './modules/operations/operations.repository.ts';
import { createOperationsService } from './modules/operations/operations.service.ts';
import { createDocumentsRepository } from './modules/documents/documents.repository.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createIdentityServices } from './modules/identity/identity.services.ts';
import { createReviewsServices } from './modules/reviews/reviews.services.ts';
import { createMessagesServices } from './modules/messages/messages.services.ts';
import { createArrivalRepository } from './modules/arrival/arrival.repository.ts';
import { createArrivalService } from './modules/arrival/arrival.service.ts';
import { createDepositsServices } from './modules/deposits/deposits.services.ts';
import { createHostDashboardServices } from './modules/host-dashboard/host-dashboard.services.ts';
import { createAgreementsServices } from './modules/agreements/agreements.services.ts';
import { createHostAgreementsRepository } from './modules/agreements/host-agreements.repository.ts';
import { createHostAgreementsService } from './modules/agreements/host-agreements.service.ts';
import { createFileStorage } from './modules/storage/storage.services.ts';
import { createHostPhotosRepository } from './modules/host-photos/host-photos.repository.ts';
import { createHostPhotosService } from './modules/host-photos/host-photos.service.ts';
import { createHostContentServices } from './modules/host-content/host-content.services.ts';
import { createWebhooksServices } from './modules/webhooks/webhooks.services.ts';
import { createCdnPurgeService } from './modules/cdn-purge/cdn-purge.service.ts';
import { createChannelFeedsServices } from './modules/channel-feeds/channel-feeds.services.ts';
import { createMyBookingServices } from './modules/my-booking/my-booking.services.ts';
import { createAccessAttemptsRepository } from './modules/checkin/access-attempts.repository.ts';
import { createAccessLimiter } from './modules/checkin/access-limiter.ts';

export type Services = ReturnType<typeof createServices>;

// The composition root of the domain: each service gets its own repository and the services it
// may call, nothing else.
export function createServices(options: {
  db: Database;
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  now?: () => Date;
  // The process's start-up and shutdown state (/health/ready); omitted: started, not stopping.
  readiness?: Readiness;
  // Counts gateway outcomes for /metrics (apps/api/src/observability); absent: nothing counted.
  paymentMetrics?: PaymentMetrics;
}) {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  // Every file (images, photo originals, private documents) goes through one storage: FILES_DIR or S3.
  const files = createFileStorage(config.storage);
  // Calls that name one brand share its lookup and scope (catalogue, search, bookings, discovery).
  const brandScope = createBrandScopeServices({ db, config });
  const catalog = createCatalogServices({ db, config, brandScope, storage: files, now });
  const brands = createBrandsService({ repository: createBrandsRepository(db), config });
  const availability = createAvailabilityServices({ db, catalog: catalog.properties, brandScope, now });
  const bookings = createBookingsServices({ db, config, now, brandScope, brands, availability });
  const payments = createPaymentsServices({ db, config, now, bookings: bookings.lifecycle, metrics: options.paymentMetrics });
  // Online check-in: its progress is the CheckinProgress port every step (identity, deposit…) calls.
  const checkin = createCheckinServices({ db, bookings: { lifecycle: bookings.lifecycle, checkin: bookings.checkin }, now });
  // Private files (ID scans, signatures, agreement PDFs): encrypted at rest, purged after retention.
  const documents = createDocumentsService({ repository: createDocumentsRepository(db), storage: files, encryptionKey: config.documents.encryptionKey, now });
  const email = createEmailServices({ db, config, documents });
  // Guest emails that go out by themselves: templates, settings, access details and the runner.
  const emailAutomations = createEmailAutomationsServices({ db, config, now, bookings: bookings.lifecycle });
  // Security deposits; a job's "hold failed" email signs the deposit link with the booking's token.
  const deposits = createDepositsServices({
    db,
    config,
    now,
    gateway: { provider: payments.provider, methods: payments.methods },
    progress: checkin.progress,
    documents,
    bookings: {
      findByAccess: (code, token) => bookings.lifecycle.findByAccess(code, token),
      findById: (organizationId, bookingId) => bookings.lifecycle.findById(organizationId, bookingId),
      accessTokenOf: (organizationId, bookingId) => bookings.lifecycle.accessTokenById(organizationId, bookingId),
    },
  });
  // Background work calls the other domains through their services (bookings: BookingMaintenance,
  // payments: chargeDueInstalments), never their repositories.
  // A host's own domains: verified by a TXT record the jobs look up.
  const brandDomains = createBrandDomainsService({ repository: createBrandDomainsRepository(db), resolveTxt: systemTxtResolver, platformDomain: config.platformDomain, edgeHostname: config.customDomainTarget, now });
  // Webhooks out: hosts' endpoints; each (event, endpoint) is a job the worker delivers.
  const webhooks = createWebhooksServices({ db, config, now });
  // Calendars in (iCal import): other channels' nights become blocks; refused ones are conflicts
  // (their conflict.raised webhook event is written in the sync's transaction).
  const channelFeeds = createChannelFeedsServices({ db, config, holds: bookings.lifecycle, now });
  // The CDN in front of the site: host writes queue a purge of the pages they changed (a job, so
  // the CDN's speed never reaches the write); off without CDN_PURGE_URL.
  const cdnPurge = createCdnPurgeService({ settings: config.cdnPurge, queue: { enqueue: (job) => jobs.enqueue(job) } });
  const jobs = createJobsService({
    db,
    config,
    dependencies: {
      bookings: bookings.lifecycle,
      payments,
      reconciliation: payments,
      email: email.delivery,
      documents,
      deposits: deposits.jobs,
      automations: emailAutomations.runner,
      domains: brandDomains,
      webhooks: webhooks.delivery,
      calendars: channelFeeds.runner,
      cdn: cdnPurge.enabled ? cdnPurge : undefined,
    },
  });
  // Hosts: organizations (teams, invitations, the audit log) and the people's accounts.
  const organizations = createOrganizationsService({ repository: createOrganizationsRepository(db), config, now });
  const accounts = createAccountsServices({ db, config, organizations, now });
  // Rates and availability: blocks release lapsed unpaid holds through the bookings lifecycle.
  const hostRates = createHostRatesServices({ db, holds: bookings.lifecycle, now });
  // A property's photos and a brand's logo: processed with sharp, kept in the file storage.
  const hostPhotos = createHostPhotosService({ repository: createHostPhotosRepository(db), storage: files, maxUploadBytes: config.photos.maxBytes });
  // Terms & conditions: signatures and signed PDFs go through the private documents.
  const agreements = createAgreementsServices({ db, config, bookings: bookings.lifecycle, documents, progress: checkin.progress, now });
  // The host's bookings list and a booking's page: the signed PDF, the registration files and the
  // ID documents' bytes come through their domains' ports.
  const hostBookings = createHostBookingsServices({ db, agreements, registrations: checkin.guestInfo, documents, documentsKey: config.documents.encryptionKey, now });
  // The front desk's and manager's booking actions: the site's quote and the payment gateway, through ports.
  const hostBookingChanges = createHostBookingChangesServices({
    db,
    bookings: bookings.forHosts,
    payments: payments.forHosts,
    chargeFailed: (input) => bookings.lifecycle.instalmentChargeFailed(input),
    now,
  });
  // Guest conversations: host emails with the booking's reply address, replies through the webhook.
  const messages = createMessagesServices({ db, config, bookings: bookings.lifecycle, documents, now });
  const arrival = createArrivalService({ repository: createArrivalRepository(db), bookings: bookings.lifecycle, now });
  // "My booking": the guest's own page; cancelling and moving dates through the host's booking
  // actions, files through the agreements; "email me a link" limited per client and booking code.
  const myBooking = createMyBookingServices({
    db,
    fromAddress: config.mail.from,
    bookings: { findByAccess: (code, token) => bookings.lifecycle.findByAccess(code, token), byCodeAndEmail: (code, email) => bookings.checkin.byCodeAndEmail(code, email) },
    changes: hostBookingChanges.forGuests,
    checkinHub: (code, token) => checkin.hub.hub(code, token),
    arrivalTime: (code, token) => arrival.get(code, token),
    agreements,
    messages,
    limiter: createAccessLimiter({
      repository: createAccessAttemptsRepository(db),
      scope: 'manage_link',
      policy: { freeAttempts: 5, firstLockMs: 60_000, maxLockMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 },
      now,
    }),
    now,
  });
  return {
    files,
    cdnPurge,
    myBooking,
    hostBookingChanges,
    webhooks,
    // Calendars out (iCal feeds per unit and unit type) and the bulk rates-and-availability API.
    calendarExport: createCalendarExportServices({ db, feedBaseUrl: config.calendarFeedBaseUrl, now }),
    hostAri: createHostAriService({ repository: createHostAriRepository(db), now }),
    auth: createAuthService({ repository: createAuthRepository(db), config }),
    accounts,
    brands,
    catalog,
    discoveryExtras: createDiscoveryExtrasServices({ db, config, brandScope }),
    operations: createOperationsService({ repository: createOperationsRepository(db) }),
    // The rate-limit counters every API process shares (decision 0034).
    rateLimitStore: postgresRateLimitStore(createRateLimitsRepository(db)),
    health: createHealthService({
      repository: createHealthRepository(db),
      databaseKind: options.databaseKind,
      version: options.version,
      readiness: options.readiness ?? createReadiness({ startupDone: true }),
    }),
    organizations,
    // The host's inventory: properties, their texts per language, unit types and units.
    hostProperties: createHostPropertiesServices({ db, now }),
    hostPhotos,
    // Blog posts and the host profile; their pictures go through the photo pipeline.
    hostContent: createHostContentServices({ db, images: hostPhotos, now }),
    // An organization's own API keys (OAuth clients bound to it).
    apiClients: createApiClientsService({ repository: createApiClientsRepository(db) }),
    // A brand's look, languages and currency as its host edits them.
    brandSettings: createBrandSettingsService({ repository: createBrandSettingsRepository(db) }),
    brandDomains,
    // The accountant's CSV files (payments and refunds, taxes per month and property).
    hostExports: createHostExportsService({ repository: createHostExportsRepository(db) }),
    // A property's online check-in as the host sets it (steps, deposit, ID retention).
    hostCheckinSettings: createHostCheckinSettingsService({ repository: createHostCheckinSettingsRepository(db) }),
    // A property's agreement texts per language, each save a new immutable version.
    hostAgreements: createHostAgreementsService({ repository: createHostAgreementsRepository(db), now }),
    hostRates,
    // The host's fees, taxes, add-ons, vouchers and promotions (the quote reads them live).
    hostPricing: createHostPricingServices({ db, now }),
    availability,
    bookings,
    checkin,
    payments,
    email,
    emailAutomations,
    jobs,
    documents,
    deposits,
    agreements,
    hostBookings,
    // The host's Today, charts and housekeeping board; check-in readiness as the guest's check-in derives it.
    hostDashboard: createHostDashboardServices({ db, checkin: checkin.progress, calendars: channelFeeds.dashboard, now }),
    channelFeeds,
    identity: createIdentityServices({ db, documents, bookings: bookings.lifecycle, progress: checkin.progress, now }),
    // Guest reviews and the arrival time: both prove access through the bookings lifecycle.
    reviews: createReviewsServices({ db, config, bookings: bookings.lifecycle, now }),
    messages,
    arrival,
  };
}
