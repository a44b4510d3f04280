import { buttonClassName, Notice } from '@direct/ui';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher, useLocation, useNavigation } from 'react-router';
import type { MapMarker } from '../../../components/map/map-marker.ts';
import { formatDate, formatMoney } from '../../../lib/catalog/format.ts';
import { localizedPath } from '../../../lib/i18n/language-links.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import {
  activeFilterCount,
  nightsOf,
  propertyHref,
  searchParamsOf,
  withoutDates,
  withoutFilters,
  type SearchCriteria,
} from '../../../lib/search/search-params.ts';
import type { SearchResults } from '../page-data.ts';
import type { ResultItem } from '../results.ts';
import type { searchPageData } from '../search-page-data.server.ts';
import { searchWith } from '../search-address.ts';
import { itemsWithData, useServedItems } from '../use-served-items.ts';
import { SearchResultCard } from './search-result-card.tsx';
import { isServedCard, readServedCards, ServedResult, type ServedCard } from './served-card.tsx';

// The map's own code (and, from there, Leaflet) loads when the guest first opens the map.
const loadMap = () => import('../../../components/map/lazy-map.tsx');
const LazyMap = lazy(() => loadMap().then((module) => ({ default: module.LazyMap })));

export function ResultsSection({
  results,
  hydrated,
  mapOpen,
  onToggleMap,
}: {
  results: SearchResults;
  hydrated: boolean;
  mapOpen: boolean;
  onToggleMap: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<typeof searchPageData>();
  const [extra, setExtra] = useState<ResultItem[]>([]);
  const [lastPage, setLastPage] = useState(results.to);
  const [hasMore, setHasMore] = useState(results.hasMore);
  const [announcement, setAnnouncement] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const focusNext = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // After a document load the cards of pages 1..to are the server's markup (served-card.tsx).
  const [served] = useState(() => (results.items ? [] : readServedCards()));
  const servedItems = useServedItems(mapOpen && !results.items && served.length > 0, results.to);
  // The map's code arrives while the served cards' data does, not after it.
  useEffect(() => {
    if (servedItems.state === 'loading') void loadMap();
  }, [servedItems.state]);

  const { criteria, total } = results;
  const items = dedupe([...(results.items ?? served), ...extra]);
  const nights = nightsOf(criteria);
  const href = (item: ResultItem) => (item.route ? propertyHref(localizedPath(pathname, item.route), criteria) : null);
  const updating = navigation.state === 'loading' && navigation.location.pathname === pathname;

  // The next page arrived: append what is new, say so, and move focus to the first new stay.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.kind !== 'results') {
      setLoadFailed(true);
      return;
    }
    if (answer.from !== lastPage + 1) return;
    setLoadFailed(false);
    const known = new Set(items.map((item) => item.id));
    const fresh = (answer.items ?? []).filter((item) => !known.has(item.id));
    setExtra((list) => [...list, ...fresh]);
    setLastPage(answer.from);
    setHasMore(answer.hasMore && fresh.length > 0);
    setAnnouncement(t('search.results.loadedMore', { count: fresh.length }));
    focusNext.current = fresh[0]?.id ?? null;
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (focusNext.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-result-id="${focusNext.current}"] a`)?.focus();
    focusNext.current = null;
  }, [extra]);

  const nextHref = `${pathname}${searchWith(search, { page: String(lastPage + 1) }, ['append'])}`;
  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (fetcher.state !== 'idle') return;
    setAnnouncement(t('search.results.loadingMore'));
    fetcher.load(`${pathname}${searchWith(search, { page: String(lastPage + 1), append: '1' })}`);
  }

  const markers: MapMarker[] = itemsWithData(items, servedItems).flatMap((item) => {
    if (!item.position) return [];
    const price = item.stayTotal && nights ? item.stayTotal : item.averageNightlyPrice;
    const link = href(item);
    return [
      {
        id: item.id,
        lat: item.position.lat,
        lng: item.position.lng,
        label: price ? formatMoney(price, lng) : item.name,
        title: item.name,
        ...(link ? { href: link } : {}),
      },
    ];
  });

  const summary = [
    criteria.checkIn && criteria.checkOut
      ? `${formatDate(criteria.checkIn, lng)} – ${formatDate(criteria.checkOut, lng)} · ${t('search.results.nights', { count: nights ?? 0 })}`
      : t('search.results.anyDates'),
    t('search.results.adults', { count: criteria.guests }),
    ...(criteria.children > 0 ? [t('search.results.children', { count: criteria.children })] : []),
    ...(criteria.workTrip ? [t('search.results.workTrip')] : []),
  ].join(' · ');

  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={updating || undefined}>
      <div className="search-results__head">
        <div>
          <h2 id="search-results-title" className="search-results__title">
            {results.totalIsEstimate ? t('search.results.countAbout', { count: total }) : t('search.results.count', { count: total })}
          </h2>
          <p className="search-results__summary">{summary}</p>
        </div>
        {hydrated && total > 0 && (
          <button type="button" className="toggle-button" aria-pressed={mapOpen} onClick={onToggleMap}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m9 4-6 2.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
              <path d="M9 4v13.5M15 6.5V20" />
            </svg>
            {t('search.map.show')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {updating ? t('search.filters.updating') : ''}
      </p>
      {!nights && total > 0 && <p className="search-results__hint">{t('search.results.addDatesHint')}</p>}
      {total === 0 || items.length === 0 ? (
        <EmptyResults criteria={criteria} />
      ) : (
        <div className="search-results__body">
          {mapOpen && (
            <div className="search-results__map">
              {/* The served cards' markers wait for their data: the map opens with every stay on it. */}
              {servedItems.state === 'loading' ? (
                <div className="search-map search-map--loading">{t('search.map.loading')}</div>
              ) : servedItems.state === 'failed' ? (
                <div className="search-map search-map--loading" role="alert">
                  {t('search.map.failed')}
                </div>
              ) : (
                <Suspense fallback={<div className="search-map search-map--loading">{t('search.map.loading')}</div>}>
                  <LazyMap markers={markers} ariaLabel={t('search.map.label')} className="search-map" />
                </Suspense>
              )}
            </div>
          )}
          <div className="search-results__list">
            <ol ref={listRef} className="card-grid result-list" role="list">
              {items.map((item, index) =>
                isServedCard(item) ? (
                  <ServedResult key={item.id} card={item} />
                ) : (
                  <li key={item.id} data-result-id={item.id}>
                    <SearchResultCard item={item} href={href(item)} nights={nights} eager={index < 2} />
                  </li>
                ),
              )}
            </ol>
            <div className="search-results__more">
              {!results.totalIsEstimate && (
                <p className="search-results__showing">{t('search.results.showing', { shown: items.length, total })}</p>
              )}
              {loadFailed && (
                <Notice tone="error">{t('search.results.loadMoreFailed')}</Notice>
              )}
              {hasMore && (
                <Link
                  to={nextHref}
                  preventScrollReset
                  className={buttonClassName({}, 'load-more')}
                  onClick={loadMore}
                  aria-disabled={fetcher.state !== 'idle' || undefined}
                >
                  {fetcher.state !== 'idle' ? t('search.results.loadingMore') : t('search.results.loadMore')}
                </Link>
              )}
            </div>
          </div>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function EmptyResults({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = (next: SearchCriteria) => {
    const query = searchParamsOf(next).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <div className="search-empty">
      <h3>{t('search.results.empty.title')}</h3>
      <p>{t('search.results.empty.text')}</p>
      <ul>
        {activeFilterCount(criteria) > 0 && (
          <li>
            <Link to={to(withoutFilters(criteria))}>{t('search.results.empty.removeFilters')}</Link>
          </li>
        )}
        {criteria.checkIn && (
          <li>
            <Link to={to(withoutDates(criteria))}>{t('search.results.empty.withoutDates')}</Link>
          </li>
        )}
        <li>
          <Link to={pathname}>{t('search.results.empty.everything')}</Link>
        </li>
      </ul>
    </div>
  );
}

function dedupe<T extends ResultItem | ServedCard>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}
