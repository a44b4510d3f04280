import type { DestinationItem } from '@direct/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogImage } from './catalog-image.tsx';

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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card destination-card">
      <CatalogImage image={destination.images?.[0]} alt={destination.images?.[0]?.alt || destination.name} eager={eager} />
      <div className="card__body">
        <Heading className="card__title">{destination.name}</Heading>
        {destination.country && <p className="card__meta">{destination.country.name}</p>}
        <p className="destination-card__count">
          {t('catalog.propertyCount', { count: destination.numberOfProperties ?? 0 })}
        </p>
      </div>
    </article>
  );
}
