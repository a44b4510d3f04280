import { AppError } from '../../http/app-error.ts';

// Which properties a catalogue list may show: those published on one brand (property_brands),
// or the shared listing (every host's direct properties), minus excluded organizations.
export type ListingFilter = {
  brandId?: number | undefined;
  brandUrlAlias?: string | undefined;
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

// Paging as the lists answer it in meta.
export type Paging = { page: number; limit: number };

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}

// Keeps only the fields a sparse fieldset (properties[]) asks for, plus id.
export function pickFields<T extends { id: number }, K extends string>(item: T, fields: readonly K[] | undefined): Partial<T> & { id: number } {
  if (!fields) return item;
  const result: Record<string, unknown> = { id: item.id };
  for (const field of fields) if (field in item) result[field] = (item as Record<string, unknown>)[field];
  return result as Partial<T> & { id: number };
}

// Images are served by GET /apis/image/{id}/{file name}; the site serves the same path on the
// brand's own domain, so a relative URL works in the guest's browser.
export function imageUrl(imageId: number, storageKey: string): string {
  const fileName = storageKey.split('/').pop() || 'image';
  return `/apis/image/${imageId}/${encodeURIComponent(fileName)}`;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
