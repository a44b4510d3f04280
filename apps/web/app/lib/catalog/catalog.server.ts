import {
  ActiveCitiesResponse,
  type Brand,
  ContentDetail,
  ContentListResponse,
  FavoritePropertiesResponse,
  HostListResponse,
  PropertyListResponse,
  ResolvedRoute,
} from '@direct/contracts';
import { api } from '../api/api.server.ts';
import { pageStatusFor } from '../api/route-errors.server.ts';
import { listingContextQuery, placesContextQuery } from './listing-query.ts';

type ListingBrand = Pick<Brand, 'id' | 'isSharedListing' | 'excludedOrganizationIds'>;

const cardFields = ['name', 'images', 'reviewAverage', 'reviewCount', 'averageNightlyPrice', 'city', 'route'];

export const pageSize = 12;

export function listProperties(brand: ListingBrand, page: number, signal?: AbortSignal) {
  return api.request({
    path: '/apis/direct/properties',
    query: {
      ...listingContextQuery(brand),
      'order[featured]': 'desc',
      'order[name]': 'asc',
      page,
      limit: pageSize,
      'properties[]': cardFields,
    },
    schema: PropertyListResponse,
    signal,
  });
}

export function listTopRated(brand: ListingBrand, signal?: AbortSignal) {
  return api.request({
    path: '/apis/favorite_properties',
    query: { ...listingContextQuery(brand), limit: 5, 'properties[]': cardFields },
    schema: FavoritePropertiesResponse,
    signal,
  });
}

export function listDestinations(brand: ListingBrand, signal?: AbortSignal) {
  return api.request({
    path: '/apis/active_cities',
    query: placesContextQuery(brand),
    schema: ActiveCitiesResponse,
    signal,
  });
}

export function listHosts(brand: ListingBrand, page: number, signal?: AbortSignal) {
  return api.request({
    path: '/apis/hosts',
    query: { ...placesContextQuery(brand), page, limit: pageSize },
    schema: HostListResponse,
    signal,
  });
}

export function listBlogPosts(brand: ListingBrand, page: number, limit = pageSize, signal?: AbortSignal) {
  return api.request({
    path: '/apis/contents',
    query: { brand: brand.id, type: 'blog', 'order[date]': 'desc', page, limit },
    schema: ContentListResponse,
    signal,
  });
}

export function resolveRoute(brand: ListingBrand, path: string, signal?: AbortSignal) {
  return api.request({ path: '/apis/routes/resolve', query: { path, brand: brand.id }, schema: ResolvedRoute, signal });
}

export function getBlogPost(brand: ListingBrand, id: number, signal?: AbortSignal) {
  return api.request({ path: `/apis/contents/${id}`, query: { brand: brand.id }, schema: ContentDetail, signal });
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
