import type { Database } from '@direct/db';
import type { Config } from './config.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBrandsRepository } from './modules/brands/brands.repository.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { createBookingsServices } from './modules/bookings/bookings.services.ts';
import { createAvailabilityServices } from './modules/availability/availability.services.ts';
import { createCatalogServices } from './modules/catalog/catalog.services.ts';
import { createDiscoveryExtrasServices } from './modules/discovery-extras/discovery-extras.services.ts';
import { createEmailServices } from './modules/email/email.services.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createJobsService } from './modules/jobs/jobs.services.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createPaymentsServices } from './modules/payments/payments.services.ts';

export type Services = ReturnType<typeof createServices>;

// The composition root of the domain: each service gets its own repository and the services it
// may call, nothing else.
export function createServices(options: { db: Database; config: Config; databaseKind: 'pglite' | 'postgres'; version: string; now?: () => Date }) {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const catalog = createCatalogServices({ db, config, now });
  const brands = createBrandsService({ repository: createBrandsRepository(db), config });
  const availability = createAvailabilityServices({ db, catalog: catalog.properties, brandScope: catalog.brandScope, now });
  const bookings = createBookingsServices({ db, config, now, brandScope: catalog.brandScope, brands, availability });
  const payments = createPaymentsServices({ db, config, now, bookings: bookings.lifecycle });
  const email = createEmailServices({ db, config });
  // Background work calls the other domains through their services (bookings: BookingMaintenance,
  // payments: chargeDueInstalments), never their repositories.
  const jobs = createJobsService({ db, config, dependencies: { bookings: bookings.lifecycle, payments, email: email.delivery } });
  return {
    auth: createAuthService({ repository: createAuthRepository(db), config }),
    brands,
    catalog,
    discoveryExtras: createDiscoveryExtrasServices({ db, config, brandScope: catalog.brandScope }),
    health: createHealthService({ repository: createHealthRepository(db), databaseKind: options.databaseKind, version: options.version }),
    organizations: createOrganizationsService({ repository: createOrganizationsRepository(db) }),
    availability,
    bookings,
    payments,
    email,
    jobs,
  };
}
