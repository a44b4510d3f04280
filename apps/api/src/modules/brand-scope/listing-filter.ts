import { AppError } from '../../http/app-error.ts';

// Which properties a catalogue list may show: those published on one brand (property_brands),
// or the shared listing (every host's direct properties), minus excluded organizations.
export type ListingFilter = {
  brandId?: number | undefined;
  brandUrlAlias?: string | undefined;
  // The host of the brand above, when it is one host's brand (set by the brand scope, never by a
  // client). Every property such a brand lists is its host's (a host publishes only its own
  // properties on its own brands), so naming the host changes no answer and lets a database
  // distributed by organization send the statement to that host's shard alone (decision 0040).
  brandOrganizationId?: number | undefined;
  sharedListing: boolean;
  excludedOrganizationIds: readonly number[];
  isActive?: boolean | undefined;
  // Only properties with more active units than this.
  minUnitsExclusive?: number | undefined;
  // Narrow the scope to one city or one host (city and host pages); never widen it.
  cityId?: number | undefined;
  organizationId?: number | undefined;
};

type ContextQuery = {
  brands?: number | undefined;
  'brands.url_alias'?: string | undefined;
  is_zeevou_direct?: boolean | undefined;
  is_active?: boolean | undefined;
  exclude_organization_id?: number[] | undefined;
  'unit_count[gt]'?: number | undefined;
  city?: number | undefined;
  organization?: number | undefined;
};

export function listingFilterOf(query: ContextQuery, options: { required: boolean }): ListingFilter {
  const filter: ListingFilter = {
    brandId: query.brands,
    brandUrlAlias: query['brands.url_alias'],
    sharedListing: query.is_zeevou_direct === true,
    excludedOrganizationIds: query.exclude_organization_id ?? [],
    isActive: query.is_active,
    minUnitsExclusive: query['unit_count[gt]'],
    cityId: query.city,
    organizationId: query.organization,
  };
  // A list without a brand or the shared listing would mix every host's catalogue.
  if (options.required && !isScoped(filter)) {
    throw new AppError('validation_failed', 'Say which brand the list is for: brands, brands.url_alias or is_zeevou_direct=true.', {
      fields: [{ field: 'brands', message: 'brands is required unless is_zeevou_direct=true', reason: 'required' }],
    });
  }
  return filter;
}

export function isScoped(filter: ListingFilter): boolean {
  return filter.brandId !== undefined || filter.brandUrlAlias !== undefined || filter.sharedListing;
}
