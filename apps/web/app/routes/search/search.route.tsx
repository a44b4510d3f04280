import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchPrompt } from '../../components/search/search-prompt.tsx';
import { brandPageMeta, rootDataFrom } from '../../lib/i18n/page-meta.ts';
import { translatorFor, useTranslation } from '../../lib/i18n/translation-context.tsx';
import { ResultsSection } from './components/results-section.tsx';
import { SearchFilters } from './components/search-filters.tsx';
import { TextsWithData } from './components/texts-with-data.tsx';
import { pageValues } from './page-data.ts';
import { searchWith } from './search-address.ts';
import { searchPageData } from './search-page-data.server.ts';
import searchStyles from './search.css?url';
import type { Route } from './+types/search.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: searchStyles },
];

// Only the bare search page is worth indexing; a search with a destination, dates, guests or
// filters is one guest's question.
function isPlainSearch(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => key === 'lng');
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  const place = loaderData?.kind === 'results' ? loaderData.criteria.destination : null;
  return brandPageMeta(matches, (t) => (place ? t('search.titleWithPlace', { place }) : t('search.title')), {
    location,
    noindex: !isPlainSearch(location.search),
    description: root ? translatorFor(root.locale)('search.metaDescription', { brand: root.brand.name }) : undefined,
  });
}

export function loader({ context, request, url }: Route.LoaderArgs) {
  return searchPageData({ context, request, url });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [mapOpen, setMapOpen] = useState(false);
  // The map needs JavaScript: its button appears once the page is interactive.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const destination = loaderData.kind === 'results' ? loaderData.criteria.destination : null;
  const values = pageValues(loaderData);
  // A new search (not another page of the same one) starts the list again.
  const searchKey = searchWith(location.search, {}, ['page', 'append']);
  return (
    <TextsWithData texts={loaderData.kind === 'invalid' ? loaderData.errorTexts : loaderData.kind === 'results' ? loaderData.emptyTexts : undefined}>
      <div className={`container search-page${mapOpen ? ' search-page--map' : ''}`}>
        <h1 className="search-page__title">{destination ? t('search.titleWithPlace', { place: destination }) : t('search.title')}</h1>
        <SearchPrompt
          key={location.search}
          variant="bar"
          values={values}
          errors={loaderData.kind === 'invalid' ? loaderData.errors : undefined}
          carry={values}
        />
        {loaderData.kind === 'invalid' && (loaderData.errors.minPrice || loaderData.errors.maxPrice) && (
          <div className="search-layout">
            <SearchFilters
              criteria={loaderData.criteria}
              values={loaderData.values}
              errors={loaderData.errors}
              priceRange={null}
              amenityCounts={null}
            />
          </div>
        )}
        {loaderData.kind === 'results' && (
          <div className={`search-layout${mapOpen ? ' search-layout--map' : ''}`}>
            <SearchFilters
              criteria={loaderData.criteria}
              values={values}
              priceRange={loaderData.priceRange}
              amenityCounts={loaderData.amenityCounts}
            />
            <ResultsSection
              key={searchKey}
              results={loaderData}
              hydrated={hydrated}
              mapOpen={mapOpen}
              onToggleMap={() => setMapOpen((open) => !open)}
            />
          </div>
        )}
      </div>
    </TextsWithData>
  );
}
