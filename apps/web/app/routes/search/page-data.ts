// The search page's data as its components receive it, declared from the loader's server module
// (not the route module) so components never import the route.
import type { useLoaderData } from 'react-router';
import type { searchPageData } from './search-page-data.server.ts';
import { valuesOf, type SearchValues } from '../../lib/search/search-params.ts';

export type SearchLoaderData = ReturnType<typeof useLoaderData<typeof searchPageData>>;
export type SearchResults = Extract<SearchLoaderData, { kind: 'results' }>;

// The search form's values: an invalid search's as typed, a search that ran its criteria's.
export function pageValues(data: SearchLoaderData): SearchValues {
  return data.kind === 'results' ? valuesOf(data.criteria) : data.values;
}
