import type { HostCard as Host } from '@direct/contracts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { localizedPath } from '../../lib/i18n/language-links.ts';

// A host in the hosts list; the name links to the host's page, and that link covers the card.
export function HostCard({ host }: { host: Host }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const href = host.route ? localizedPath(pathname, host.route.completeRoute) : undefined;
  return (
    <article className="card host-card">
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
      <div className="card__body">
        <h2 className="card__title">
          {href ? (
            <Link to={href} className="card__link">
              {host.name}
            </Link>
          ) : (
            host.name
          )}
        </h2>
        <p className="card__meta">{t('catalog.propertyCount', { count: host.numberOfProperties })}</p>
        {host.description && <p className="host-card__description">{host.description}</p>}
      </div>
    </article>
  );
}
