import { AppError } from '../../http/app-error.ts';
import type { BrandScopeRepository } from './brand-scope.repository.ts';
import { scopeOf, type BrandRecord, type BrandScope } from './brand-scope.ts';
import type { ListingFilter } from './listing-filter.ts';

// A public call that names one brand (brand_id / brand) and what that brand may show: its own
// published properties, or for the shared listing every host's direct ones minus the excluded
// organizations. Catalogue pages, search, contact and autocomplete all take the brand and its
// scope from here (scopeOf), so they agree on which properties a brand has.
export type BrandContext = { brand: BrandRecord; filter: ListingFilter };

export type BrandContextOptions = {
  // What the client asked to leave out (exclude_organization_id), on top of the configured ones.
  excludedOrganizationIds?: readonly number[] | undefined;
};

export type BrandScopeService = ReturnType<typeof createBrandScopeService>;

export function createBrandScopeService(options: {
  repository: BrandScopeRepository;
  // SHARED_LISTING_EXCLUDED_ORGANIZATION_IDS: the shared listing never shows these, whoever asks.
  sharedListingExcludedOrganizationIds: readonly number[];
}) {
  const { repository, sharedListingExcludedOrganizationIds } = options;
  // A brand's host never changes (brands are not moved between organizations), so it is asked
  // once per brand id and process; a url alias can be renamed, so it is asked every time.
  const hostOfBrand = new Map<number, number | null>();
  return {
    // The filter pinned to its brand's host when it names a one-host brand (decision 0040): the
    // same answer, from that host's shard alone. Unchanged for the shared listing or an unknown brand.
    async pinned(filter: ListingFilter): Promise<ListingFilter> {
      let host: number | null | undefined;
      if (filter.brandId !== undefined) {
        host = hostOfBrand.get(filter.brandId);
        if (host === undefined) {
          const found = await repository.brandHost({ id: filter.brandId });
          if (found) hostOfBrand.set(filter.brandId, found.organizationId);
          host = found?.organizationId;
        }
      }
      if (filter.brandUrlAlias !== undefined) {
        const found = (await repository.brandHost({ urlAlias: filter.brandUrlAlias }))?.organizationId;
        // Two brands of different hosts can't both match: the listing is empty, pinned or not.
        if (host === undefined || host === found) host = found;
      }
      return typeof host === 'number' ? { ...filter, brandOrganizationId: host } : filter;
    },

    // The active brand a public request names, or 404: an inactive brand (or host) takes nothing.
    async activeBrand(brandId: number): Promise<BrandRecord> {
      const brand = await repository.findBrand(brandId);
      if (!brand || !brand.isActive) {
        throw new AppError('not_found', `There is no brand ${brandId}.`, {
          fields: [{ field: 'brand_id', message: 'Unknown brand', reason: 'not_found' }],
        });
      }
      return brand;
    },

    // Undefined for an unknown or inactive brand (or host): callers answer 404 in their own words.
    async context(brandId: number, options: BrandContextOptions = {}): Promise<BrandContext | undefined> {
      const brand = await repository.findBrand(brandId);
      if (!brand?.isActive) return undefined;
      const configured = brand.isSharedListing ? sharedListingExcludedOrganizationIds : [];
      const excludedOrganizationIds = [...new Set([...(options.excludedOrganizationIds ?? []), ...configured])];
      return { brand, filter: scopeOf(brand, { excludedOrganizationIds }).filter };
    },

    // The property's organization when it is an active property in the scope.
    propertyInScope(scope: BrandScope, propertyId: number): Promise<{ organizationId: number } | undefined> {
      return repository.propertyInScope(scope, propertyId);
    },
  };
}
