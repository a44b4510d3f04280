import type { ListingFilter } from '../brand-scope/brand-scope-ports.ts';

// The scope a search's per-scope data is kept for (the listing index's candidate list, the
// search facts): the brand and/or the shared listing, pinned to the brand's host when known.
// Exclusions only narrow a scope, so they are applied per request, not kept.
export function listingScopeOf(filter: ListingFilter): { key: string; filter: ListingFilter } {
  return {
    key: `${filter.brandId ?? ''}|${filter.sharedListing}`,
    filter: { brandId: filter.brandId, brandOrganizationId: filter.brandOrganizationId, sharedListing: filter.sharedListing, excludedOrganizationIds: [] },
  };
}
