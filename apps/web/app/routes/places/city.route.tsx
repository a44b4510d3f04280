import { buttonClassName } from '@direct/ui';
import { Link, useLocation } from 'react-router';
import { CatalogImage } from '../../components/catalog/catalog-image.tsx';
import { Breadcrumbs } from './components/breadcrumbs.tsx';
import { PlaceProperties } from './components/place-properties.tsx';
import { getCity } from '../../lib/catalog/catalog.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { cityJsonLd } from './json-ld.ts';
import { placePageMeta } from './place-meta.ts';
import { loadPlacePage } from './place-page.server.ts';
import placesStyles from './places.css?url';
import type { Route } from './+types/city.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: placesStyles },
];

export async function loader(args: Route.LoaderArgs) {
  const { detail: city, ...page } = await loadPlacePage(args, { entityType: 'city', filter: 'city' }, getCity);
  return { city, ...page };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { city } = loaderData;
  const description = loaderData.route.metaDescription || city.description;
  return placePageMeta({ matches, location }, loaderData, {
    heading: (t) => t('places.city.heading', { city: city.name }),
    listName: (t) => t('places.city.propertiesHeading', { city: city.name }),
    description,
    image: city.images[0]?.url,
    jsonLd: (common) => cityJsonLd({ ...common, city, description }),
  });
}

export default function City({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { city, properties, meta } = loaderData;
  const image = city.images[0];
  const search = new URLSearchParams({ city: String(city.id), destination: city.name });
  return (
    <div className="container place-page">
      <Breadcrumbs items={[{ label: t('nav.destinations'), to: localizedPath(pathname, '/destinations') }, { label: city.name }]} />
      <header className="place-hero">
        <div className="place-hero__text">
          <p className="place-hero__eyebrow">{city.country.name}</p>
          <h1>{t('places.city.heading', { city: city.name })}</h1>
          {city.description && <p className="place-hero__description">{city.description}</p>}
          <p className="place-hero__facts">{t('places.city.count', { count: city.numberOfProperties, city: city.name })}</p>
          <p className="place-hero__actions">
            <Link className={buttonClassName()} to={localizedPath(pathname, `/search?${search.toString()}`)}>
              <SearchIcon />
              {t('places.city.searchWithDates', { city: city.name })}
            </Link>
          </p>
        </div>
        <div className="place-hero__media">
          <CatalogImage image={image} alt={image?.alt || city.name} eager className="place-hero__image" />
        </div>
      </header>
      <PlaceProperties
        title={t('places.city.propertiesHeading', { city: city.name })}
        properties={properties}
        meta={meta}
        empty={t('places.city.empty')}
      />
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}
