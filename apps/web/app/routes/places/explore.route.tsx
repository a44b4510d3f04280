import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { PaginationNav } from '../../components/catalog/pagination-nav.tsx';
import { PropertyCard } from '../../components/catalog/property-card.tsx';
import { listProperties } from '../../lib/catalog/catalog.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { paginationModel, parsePage } from '../../lib/catalog/pagination.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import catalogStyles from '../../components/catalog/catalog.css?url';
import type { Route } from './+types/explore.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return brandPageMeta(
    matches,
    (t) => (loaderData && loaderData.meta.page > 1 ? t('pagination.titled', { title: t('explore.title'), page: loaderData.meta.page }) : t('explore.title')),
    { location },
  );
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) notFound();
  const brand = context.get(brandContext);
  const result = await listProperties(brand, page, request.signal, context.get(languageContext)).catch(pageError);
  // Past the last page (or an empty listing beyond page 1): there is no such page.
  if (result.data.length === 0 && page > 1) notFound();
  return { properties: result.data, meta: result.meta };
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { properties, meta } = loaderData;
  const model = paginationModel(meta.page, meta.total, meta.limit);
  return (
    <div className="container catalog-page">
      <header className="catalog-page__head">
        <h1>{t('explore.title')}</h1>
        <p className="catalog-page__intro">{t('explore.intro')}</p>
        {meta.total > 0 && (
          <p className="catalog-page__count" aria-live="polite">
            {t('explore.count', { count: meta.total })}
            {model.pageCount > 1 && ` · ${t('pagination.pageOf', { page: model.page, pages: model.pageCount })}`}
          </p>
        )}
      </header>
      {properties.length === 0 ? (
        <p className="catalog-page__empty">{t('explore.empty')}</p>
      ) : (
        <ul className="card-grid" role="list">
          {properties.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} headingLevel={2} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav model={model} />
    </div>
  );
}
