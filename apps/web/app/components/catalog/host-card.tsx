import type { HostCardData } from '../../lib/catalog/cards.ts';
import { Card } from '@direct/ui';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { cardLink } from './card-link.tsx';

// A host in the hosts list; the name links to the host's page, and that link covers the card.
export function HostCard({ host }: { host: HostCardData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const href = host.route ? localizedPath(pathname, host.route.completeRoute) : undefined;
  return (
    <Card
      className="host-card"
      image={
        <div className="host-card__logo">
          {host.logo ? (
            // The name is the heading next to it: the logo is decoration for screen readers.
            <img src={host.logo.url} alt="" width={240} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className="host-card__initial" aria-hidden="true">
              {host.name.slice(0, 1)}
            </span>
          )}
        </div>
      }
      title={host.name}
      href={href}
      link={cardLink}
      headingLevel={2}
    >
      <p className="card__meta">{t('catalog.propertyCount', { count: host.numberOfProperties })}</p>
      {host.description && <p className="host-card__description">{host.description}</p>}
    </Card>
  );
}
