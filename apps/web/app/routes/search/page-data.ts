// The search page's data as its components receive it, declared from the loader's server module
// (not the route module) so components never import the route.
import type { useLoaderData } from 'react-router';
import type { searchPageData } from './search-page-data.server.ts';

export type SearchLoaderData = ReturnType<typeof useLoaderData<typeof searchPageData>>;
export type SearchResults = Extract<SearchLoaderData, { kind: 'results' }>;
