import { endpoints, type Brand } from '@direct/contracts';
import { api } from '../api/api.server.ts';
import { pageStatusFor } from '../api/route-errors.server.ts';
import { blogCard, destinationCard, hostCard, propertyCard } from './cards.ts';
import { listingContextQuery, placesContextQuery } from './listing-query.ts';

type ListingBrand = Pick<Brand, 'id' | 'isSharedListing' | 'excludedOrganizationIds'>;

// The lists go to the browser as their cards show them (cards.ts).
function asCards<T, C, L extends { data: T[] }>(card: (item: T) => C) {
  return (list: L): Omit<L, 'data'> & { data: C[] } => ({ ...list, data: list.data.map(card) });
}

const cardFields = ['name', 'images', 'reviewAverage', 'reviewCount', 'averageNightlyPrice', 'city', 'route'];

export const pageSize = 12;

// language: the page's, for the host texts in the cards (city names, alt texts; decision 0032).
const inLanguage = (language: string | undefined) => (language === 'en' || language === 'de' || language === 'pt' ? { language } : {});

export function listProperties(brand: ListingBrand, page: number, signal?: AbortSignal, language?: string) {
  return api.call(endpoints.listProperties, {
    query: {
      ...listingContextQuery(brand),
      ...inLanguage(language),
      'order[featured]': 'desc',
      'order[name]': 'asc',
      page,
      limit: pageSize,
      'properties[]': cardFields,
    },
    signal,
  }).then(asCards(propertyCard));
}

export function listTopRated(brand: ListingBrand, signal?: AbortSignal, language?: string) {
  return api.call(endpoints.listFavoriteProperties, { query: { ...listingContextQuery(brand), ...inLanguage(language), limit: 5, 'properties[]': cardFields }, signal }).then(asCards(propertyCard));
}

export function listDestinations(brand: ListingBrand, signal?: AbortSignal, language?: string) {
  return api.call(endpoints.listActiveCities, { query: { ...placesContextQuery(brand), ...inLanguage(language) }, signal }).then(asCards(destinationCard));
}

export function listHosts(brand: ListingBrand, page: number, signal?: AbortSignal) {
  return api.call(endpoints.listHosts, { query: { ...placesContextQuery(brand), page, limit: pageSize }, signal }).then(asCards(hostCard));
}

// With a language: its posts and the English ones (a translation is its own post).
export function listBlogPosts(brand: ListingBrand, page: number, limit = pageSize, signal?: AbortSignal, language?: string) {
  return api.call(endpoints.listContents, { query: { brand: brand.id, ...inLanguage(language), type: 'blog', 'order[date]': 'desc', page, limit }, signal }).then(asCards(blogCard));
}

export function resolveRoute(brand: ListingBrand, path: string, signal?: AbortSignal) {
  return api.call(endpoints.resolveRoute, { query: { path, brand: brand.id }, signal });
}

export function getBlogPost(brand: ListingBrand, id: number, signal?: AbortSignal) {
  return api.call(endpoints.getContent, { params: { id }, query: { brand: brand.id }, signal });
}

// One city's or one host's properties in the brand's context (city and host pages): the explore
// list narrowed by `city` or `organization`, same order and page size.
export function listPlaceProperties(
  brand: ListingBrand,
  place: { city: number } | { organization: number },
  page: number,
  signal?: AbortSignal,
  language?: string,
) {
  return api.call(endpoints.listProperties, {
    query: {
      ...listingContextQuery(brand),
      ...inLanguage(language),
      ...place,
      'order[featured]': 'desc',
      'order[name]': 'asc',
      page,
      limit: pageSize,
      'properties[]': cardFields,
    },
    signal,
  }).then(asCards(propertyCard));
}

// A city page's destination: 404 (not_found) when the brand has no active property there.
export function getCity(brand: ListingBrand, id: number, signal?: AbortSignal, language?: string) {
  return api.call(endpoints.getActiveCity, { params: { id }, query: { ...placesContextQuery(brand), ...inLanguage(language) }, signal });
}

// A host page's host: 404 (not_found) when none of its properties is visible on the brand.
export function getHost(brand: ListingBrand, id: number, signal?: AbortSignal) {
  return api.call(endpoints.getHost, { params: { id }, query: placesContextQuery(brand), signal });
}

// One home-page section: its items, or the reason it failed (that section shows an error state).
export type Section<T> = { status: 'ok'; items: T[] } | { status: 'error'; code: 404 | 500 | 503 };

export async function section<T>(load: Promise<{ data: T[] }>): Promise<Section<T>> {
  try {
    return { status: 'ok', items: (await load).data };
  } catch (error) {
    console.error('home section failed', error);
    return { status: 'error', code: pageStatusFor(error) };
  }
}
