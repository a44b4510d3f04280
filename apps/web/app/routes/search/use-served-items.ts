import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isServedCard, type ServedCard } from './components/served-card.tsx';
import type { ResultItem } from './results.ts';
import { searchWith } from './search-address.ts';
import type { searchPageData } from './search-page-data.server.ts';

export type ServedItems =
  | { state: 'idle' | 'loading' | 'failed' }
  | { state: 'loaded'; items: ReadonlyMap<number, ResultItem> };

// The items of the cards a document load served as markup only (served-card.tsx), fetched the
// first time they are wanted (the map needs positions and prices): pages 1..`to` of the page's own
// search in one request. append=1 makes a failure come back as data, as it does for "load more",
// rather than the error page replacing the results.
export function useServedItems(wanted: boolean, to: number): ServedItems {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<typeof searchPageData>();
  const answer = fetcher.data;
  const asked = wanted && fetcher.state === 'idle' && answer === undefined;
  useEffect(() => {
    if (asked) fetcher.load(`${pathname}${searchWith(search, { page: String(to), from: '1', append: '1' })}`);
    // Once, the first time they are wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  if (answer === undefined) return { state: wanted ? 'loading' : 'idle' };
  if (answer.kind !== 'results' || !answer.items) return { state: 'failed' };
  return { state: 'loaded', items: new Map(answer.items.map((item) => [item.id, item])) };
}

// The listed stays whose data the browser has: each item, and a served card's once it arrived.
export function itemsWithData(listed: readonly (ResultItem | ServedCard)[], served: ServedItems): ResultItem[] {
  return listed.flatMap((entry) => {
    if (!isServedCard(entry)) return [entry];
    const item = served.state === 'loaded' ? served.items.get(entry.id) : undefined;
    return item ? [item] : [];
  });
}
