import type { Brand } from '@direct/contracts';

export type ListingContextQuery = {
  brands?: number;
  is_zeevou_direct?: boolean;
  exclude_organization_id?: readonly number[];
  is_active: true;
  'unit_count[gt]': 0;
};

// Which properties a brand's site lists: a host brand its own (brands=<id>), the shared listing
// every host's direct properties minus the excluded organizations. Always active ones with units.
export function listingContextQuery(
  brand: Pick<Brand, 'id' | 'isSharedListing' | 'excludedOrganizationIds'>,
): ListingContextQuery {
  const base = { is_active: true, 'unit_count[gt]': 0 } as const;
  if (brand.isSharedListing) {
    return {
      is_zeevou_direct: true,
      ...(brand.excludedOrganizationIds.length > 0 ? { exclude_organization_id: brand.excludedOrganizationIds } : {}),
      ...base,
    };
  }
  return { brands: brand.id, ...base };
}

// The same context for the places lists (hosts, active cities), which take no is_active/unit_count.
export function placesContextQuery(brand: Pick<Brand, 'id' | 'isSharedListing' | 'excludedOrganizationIds'>) {
  const { is_active: _active, 'unit_count[gt]': _units, ...rest } = listingContextQuery(brand);
  return rest;
}
