import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createBrandScopeRepository } from './brand-scope.repository.ts';
import { createBrandScopeService } from './brand-scope.service.ts';

// The brand a public call names and the properties it may show; catalogue, search, bookings and
// the discovery extras all take it from here so they agree on a brand's properties.
export function createBrandScopeServices(options: { db: Database; config: Config }) {
  return createBrandScopeService({
    repository: createBrandScopeRepository(options.db),
    // SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: the shared listing never shows these, whoever asks.
    sharedListingExcludedOrganizationIds: options.config.sharedListingExcludedOrganizationIds,
  });
}
