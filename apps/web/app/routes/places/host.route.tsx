import { useLocation } from 'react-router';
import { Breadcrumbs } from './components/breadcrumbs.tsx';
import { PlaceProperties } from './components/place-properties.tsx';
import { getHost } from '../../lib/catalog/catalog.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { hostJsonLd } from './json-ld.ts';
import { placePageMeta } from './place-meta.ts';
import { loadPlacePage } from './place-page.server.ts';
import placesStyles from './places.css?url';
import type { Route } from './+types/host.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: placesStyles },
];

export async function loader(args: Route.LoaderArgs) {
  const { detail: host, ...page } = await loadPlacePage(args, { entityType: 'host', filter: 'organization' }, getHost);
  return { host, ...page };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { host, route } = loaderData;
  return placePageMeta({ matches, location }, loaderData, {
    heading: (t) => t('places.host.title', { host: host.name }),
    listName: (t) => t('places.host.propertiesHeading', { host: host.name }),
    description: route.metaDescription || host.description,
    image: host.logo?.url,
    jsonLd: (common) => hostJsonLd({ ...common, host, description: host.description ?? route.metaDescription }),
  });
}

export default function Host({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { host, properties, meta } = loaderData;
  return (
    <div className="container place-page">
      <Breadcrumbs items={[{ label: t('nav.hosts'), to: localizedPath(pathname, '/hosts') }, { label: host.name }]} />
      <header className="place-hero place-hero--host">
        <div className="place-hero__logo">
          {host.logo ? (
            // The heading names the host; the logo repeats it for sighted guests only.
            <img src={host.logo.url} alt="" width={320} height={96} decoding="async" />
          ) : (
            <span className="host-card__initial" aria-hidden="true">
              {host.name.slice(0, 1)}
            </span>
          )}
        </div>
        <div className="place-hero__text">
          <p className="place-hero__eyebrow">{t('places.host.eyebrow')}</p>
          <h1>{host.name}</h1>
          {host.description && <p className="place-hero__description">{host.description}</p>}
          <p className="place-hero__facts">{t('catalog.propertyCount', { count: host.numberOfProperties })}</p>
        </div>
      </header>
      <PlaceProperties
        title={t('places.host.propertiesHeading', { host: host.name })}
        properties={properties}
        meta={meta}
        empty={t('places.host.empty')}
      />
    </div>
  );
}
