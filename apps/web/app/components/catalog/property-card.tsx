import type { PropertyCardData } from '../../lib/catalog/cards.ts';
import { Card } from '@direct/ui';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { formatMoney, formatRating } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { cardLink } from './card-link.tsx';
import { CatalogImage } from './catalog-image.tsx';

// One property in a list (home, explore, city and host pages, search). Rendered inside an <li>;
// the heading level follows the page's outline (h3 under a section's h2, h2 directly under a
// page's h1). The heading's link (to the property's SEO page, or `href` when the list knows
// better, e.g. search results carrying the stay dates) covers the whole card.
export function PropertyCard({
  property,
  headingLevel = 3,
  eager = false,
  href,
}: {
  property: PropertyCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
  href?: string;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const lng = i18n.language;
  const reviewCount = property.reviewCount ?? 0;
  const to = href ?? (property.route ? localizedPath(pathname, property.route.completeRoute) : undefined);
  return (
    <Card
      className="property-card"
      image={<CatalogImage image={property.images?.[0]} alt={property.images?.[0]?.alt || property.name} eager={eager} />}
      title={property.name}
      href={to}
      link={cardLink}
      headingLevel={headingLevel}
    >
      {property.city && (
        <p className="card__meta" lang={property.city.nameLanguage && property.city.nameLanguage !== i18n.language ? property.city.nameLanguage : undefined}>
          {property.city.name}
        </p>
      )}
      <p className="property-card__rating">
        {property.reviewAverage != null && reviewCount > 0 ? (
          <>
            <span aria-hidden="true" className="property-card__star">
              ★
            </span>{' '}
            <span className="visually-hidden">
              {t('catalog.ratingLabel', { rating: formatRating(property.reviewAverage, lng) })}
            </span>
            <span aria-hidden="true">{formatRating(property.reviewAverage, lng)}</span>{' '}
            <span className="card__meta">({t('catalog.reviewCount', { count: reviewCount })})</span>
          </>
        ) : (
          <span className="card__meta">{t('catalog.noReviews')}</span>
        )}
      </p>
      {property.averageNightlyPrice && (
        <p className="property-card__price">
          {t('catalog.fromPrice', { price: formatMoney(property.averageNightlyPrice, lng) })}
        </p>
      )}
    </Card>
  );
}
