// The API's side of a search: the property_search and autocomplete queries a search becomes, and
// whether a place id carried over from an earlier search still holds. Used by the server only.
import { normalizeName, pageSize, type SearchCriteria } from './search-params.ts';

// Brand context of a search, as the brand's fields say.
export type SearchBrand = { id: number; organizationId: number; isSharedListing: boolean; excludedOrganizationIds: readonly number[] };

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

// GET /apis/property_search for one page of a search. A chosen city or area is searched exactly
// by its id; only a typed destination is a text search.
export function propertySearchQuery(brand: SearchBrand, criteria: SearchCriteria, page: number): Record<string, QueryValue> {
  const place = criteria.city !== null || criteria.area !== null;
  return {
    ...(brand.isSharedListing
      ? {
          is_zeevou_direct: true,
          ...(brand.excludedOrganizationIds.length > 0 ? { exclude_organization_id: brand.excludedOrganizationIds } : {}),
        }
      : { brand_id: brand.id }),
    search: !place && criteria.destination ? criteria.destination : undefined,
    city: criteria.city ?? undefined,
    area: criteria.area ?? undefined,
    'date[after]': criteria.checkIn ?? undefined,
    'date[before]': criteria.checkOut ?? undefined,
    number_of_guests: criteria.guests,
    number_of_children: criteria.children,
    'price[gte]': criteria.minPrice ?? undefined,
    'price[lte]': criteria.maxPrice ?? undefined,
    'amenities[]': criteria.amenities.length > 0 ? criteria.amenities : undefined,
    page,
    limit: pageSize,
    allow_for_booking_engine: true,
  };
}

// GET /api/autocomplete: the brand's scope; a host brand's own organization, the shared listing
// without the excluded organizations.
// language: the page's, so a place is suggested by its name in it where that name matches.
export function autocompleteQuery(brand: SearchBrand, search: string, language?: string): Record<string, QueryValue> {
  return {
    brand_id: brand.id,
    ...(brand.isSharedListing
      ? brand.excludedOrganizationIds.length > 0
        ? { exclude_organization_id: brand.excludedOrganizationIds }
        : {}
      : { organization_id: brand.organizationId }),
    search,
    ...(language ? { language } : {}),
  };
}

// A place id carried over from an earlier search while the guest typed another destination
// (possible without JavaScript, where the hidden id can't be cleared): the results' own city or
// area name tells whether the typed destination still names that place.
export function placeStillMeant(
  criteria: Pick<SearchCriteria, 'destination' | 'city' | 'area'>,
  first: { city?: { id: number; name: string } | null; area?: { id: number; name: string } | null } | undefined,
): boolean {
  if (criteria.destination === null || !first) return true;
  const typed = normalizeName(criteria.destination);
  const name = criteria.area !== null ? first.area?.name : criteria.city !== null ? first.city?.name : undefined;
  if (name === undefined) return true;
  return typed === normalizeName(name) || typed.startsWith(`${normalizeName(name)},`);
}

