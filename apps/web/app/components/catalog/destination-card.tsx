import type { DestinationItem } from '@direct/contracts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { CatalogImage } from './catalog-image.tsx';

// A destination in a list; the name links to its city page, and that link covers the card.
export function DestinationCard({
  destination,
  headingLevel = 3,
  eager = false,
}: {
  destination: DestinationItem;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = destination.route ? localizedPath(pathname, destination.route.completeRoute) : undefined;
  return (
    <article className="card destination-card">
      <CatalogImage image={destination.images?.[0]} alt={destination.images?.[0]?.alt || destination.name} eager={eager} />
      <div className="card__body">
        <Heading className="card__title">
          {href ? (
            <Link to={href} className="card__link">
              {destination.name}
            </Link>
          ) : (
            destination.name
          )}
        </Heading>
        {destination.country && <p className="card__meta">{destination.country.name}</p>}
        <p className="destination-card__count">
          {t('catalog.propertyCount', { count: destination.numberOfProperties ?? 0 })}
        </p>
      </div>
    </article>
  );
}
