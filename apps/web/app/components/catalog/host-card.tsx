import type { HostCard as Host } from '@direct/contracts';
import { useTranslation } from 'react-i18next';

export function HostCard({ host }: { host: Host }) {
  const { t } = useTranslation();
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
        <h2 className="card__title">{host.name}</h2>
        <p className="card__meta">{t('catalog.propertyCount', { count: host.numberOfProperties })}</p>
        {host.description && <p className="host-card__description">{host.description}</p>}
      </div>
    </article>
  );
}
