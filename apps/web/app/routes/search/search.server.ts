import type { PropertySearchResponse} from '@direct/contracts';
import { endpoints, type Brand, type Language, type PriceRange } from '@direct/contracts';
import { en } from '@direct/i18n';
import { api } from '../../lib/api/api.server.ts';
import { ApiError } from '@direct/api-client';
import { autocompleteQuery, placeStillMeant, propertySearchQuery } from '../../lib/search/search-api-query.ts';
import type { SearchCriteria, SearchErrors, SearchField } from '../../lib/search/search-params.ts';
import type { ResultItem } from './results.ts';

type SearchBrand = Pick<Brand, 'id' | 'organizationId' | 'isSharedListing' | 'excludedOrganizationIds'>;

// The amenity codes the site has labels for: the filter's checkboxes.
export const amenityCodes: ReadonlySet<string> = new Set(Object.keys(en.amenity));

export type SearchPage = {
  items: ResultItem[];
  total: number;
  // With a stay the API may estimate the total (and the facets) of a large result.
  totalIsEstimate: boolean;
  // Whether a page after the last one asked for has stays.
  hasMore: boolean;
  // The search as it ran (a place id the typed destination no longer names is dropped).
  criteria: SearchCriteria;
  priceRange: PriceRange | null;
  amenityCounts: Record<string, number> | null;
};

type SearchItem = PropertySearchResponse['data'][number];

function resultItem(item: SearchItem): ResultItem {
  const image = item.images[0];
  const { latitude, longitude } = item.address;
  return {
    id: item.id,
    name: item.name,
    image: image ? { id: image.id, url: image.url, alt: image.alt || item.name, width: image.width, height: image.height, ...(image.renditions ? { renditions: image.renditions } : {}) } : null,
    city: item.city?.name ?? null,
    area: item.area?.name ?? null,
    reviewAverage: item.reviewAverage,
    reviewCount: item.reviewCount,
    stayTotal: item.stayTotal,
    stayPromotion: item.stayPromotion,
    averageNightlyPrice: item.averageNightlyPrice,
    route: item.route?.completeRoute ?? null,
    position: Number.isFinite(latitude) && Number.isFinite(longitude) ? { lat: latitude, lng: longitude } : null,
  };
}

// language: the cards' host texts (city names, alt texts) in the page's language.
function searchOnce(brand: SearchBrand, criteria: SearchCriteria, page: number, signal?: AbortSignal, language?: Language) {
  return api.call(endpoints.searchProperties, { query: { ...propertySearchQuery(brand, criteria, page), ...(language ? { language } : {}) }, signal });
}

// Pages from..to of a search in one answer (the browser's "load more" asks for one page; a page
// loaded without JavaScript shows every page up to the one asked for). The first page comes
// first: it says how many pages there are, so a page number past the end costs no extra calls.
export async function searchPages(
  brand: SearchBrand,
  requested: SearchCriteria,
  pages: { from: number; to: number },
  signal?: AbortSignal,
  language?: Language,
): Promise<SearchPage> {
  let criteria = requested;
  let first = await searchOnce(brand, criteria, pages.from, signal, language);
  if ((criteria.city !== null || criteria.area !== null) && !placeStillMeant(criteria, first.data[0])) {
    criteria = { ...criteria, city: null, area: null };
    first = await searchOnce(brand, criteria, pages.from, signal, language);
  }
  const { total, totalIsEstimate, limit } = first.meta;
  const lastPage = totalIsEstimate ? pages.to : Math.max(pages.from, Math.min(pages.to, Math.ceil(total / limit)));
  const more = Array.from({ length: lastPage - pages.from }, (_, index) => pages.from + 1 + index);
  const answers = [first, ...(await Promise.all(more.map((page) => searchOnce(brand, criteria, page, signal, language))))];
  const seen = new Set<number>();
  const items: ResultItem[] = [];
  for (const answer of answers) {
    for (const item of answer.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(resultItem(item));
    }
  }
  const last = answers.at(-1)!;
  return {
    items,
    total: last.meta.total,
    totalIsEstimate: last.meta.totalIsEstimate,
    hasMore: last.meta.totalIsEstimate ? last.data.length === limit : lastPage * limit < last.meta.total,
    criteria,
    priceRange: first.meta.priceRange,
    amenityCounts: first.meta.amenityCounts,
  };
}

// The API's field names → the form's fields, for a search value the API refused.
const apiFields: Record<string, SearchField> = {
  search: 'destination',
  'date[after]': 'checkIn',
  'date[before]': 'checkOut',
  number_of_guests: 'guests',
  number_of_children: 'children',
  'price[gte]': 'minPrice',
  'price[lte]': 'maxPrice',
};

// A 400 from the API about one of the guest's values: shown next to that field. Anything else
// (a field we set ourselves) is our bug and stays an error.
export function guestFieldErrors(error: unknown): SearchErrors | null {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed' || error.fields.length === 0) return null;
  const errors: SearchErrors = {};
  for (const field of error.fields) {
    const ours = apiFields[field.field];
    if (!ours) return null;
    errors[ours] = 'notAccepted';
  }
  return errors;
}

export function suggestions(brand: SearchBrand, search: string, language: string, signal?: AbortSignal) {
  return api.call(endpoints.suggestDestinations, { query: autocompleteQuery(brand, search, language), signal });
}
