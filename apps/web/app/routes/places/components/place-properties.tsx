import type { ListMeta } from '@direct/contracts';
import type { PropertyCardData } from '../../../lib/catalog/cards.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { paginationModel } from '../../../lib/catalog/pagination.ts';
import { PaginationNav } from '../../../components/catalog/pagination-nav.tsx';
import { PropertyCard } from '../../../components/catalog/property-card.tsx';

// The properties of a city or a host page: a titled section with the cards (h3 under the
// section's h2) and the accessible pagination explore uses.
export function PlaceProperties({
  title,
  properties,
  meta,
  empty,
}: {
  title: string;
  properties: PropertyCardData[];
  meta: ListMeta;
  empty: string;
}) {
  const { t } = useTranslation();
  const model = paginationModel(meta.page, meta.total, meta.limit);
  return (
    <section className="place-section" aria-labelledby="place-properties-title">
      <div className="place-section__head">
        <h2 id="place-properties-title">{title}</h2>
        {/* The hero already says how many there are; with several pages, say which one this is. */}
        {model.pageCount > 1 && (
          <p className="catalog-page__count">
            {t('explore.count', { count: meta.total })} · {t('pagination.pageOf', { page: model.page, pages: model.pageCount })}
          </p>
        )}
      </div>
      {properties.length === 0 ? (
        <p className="catalog-page__empty">{empty}</p>
      ) : (
        <ul className="card-grid" role="list">
          {properties.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav model={model} />
    </section>
  );
}
