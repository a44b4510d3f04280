import type { DestinationCardData } from '../../lib/catalog/cards.ts';
import { Card } from '@direct/ui';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { cardLink } from './card-link.tsx';
import { CatalogImage } from './catalog-image.tsx';

// A destination in a list; the name links to its city page, and that link covers the card.
export function DestinationCard({
  destination,
  headingLevel = 3,
  eager = false,
}: {
  destination: DestinationCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // A name not written in the page's language is marked with its own (screen readers, WCAG 3.1.2).
  const nameLang = destination.nameLanguage && destination.nameLanguage !== i18n.language ? destination.nameLanguage : undefined;
  const { pathname } = useLocation();
  const href = destination.route ? localizedPath(pathname, destination.route.completeRoute) : undefined;
  return (
    <Card
      className="destination-card"
      image={<CatalogImage image={destination.images?.[0]} alt={destination.images?.[0]?.alt || destination.name} eager={eager} />}
      title={nameLang ? <span lang={nameLang}>{destination.name}</span> : destination.name}
      href={href}
      link={cardLink}
      headingLevel={headingLevel}
    >
      {destination.country && <p className="card__meta">{destination.country.name}</p>}
      <p className="destination-card__count">
        {t('catalog.propertyCount', { count: destination.numberOfProperties ?? 0 })}
      </p>
    </Card>
  );
}
