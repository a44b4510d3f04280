import { roleAllows } from '@direct/domain/host-access';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useOrganization } from '../../../lib/session/organization-data.ts';

// What a new host does next; only what is a link the host's role may follow.
export function GettingStarted() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const brand = organization.brands[0];
  return (
    <section className="empty-state" aria-labelledby="next-steps">
      <h2 id="next-steps">{t('console.home.nextTitle')}</h2>
      {brand && (
        <p>
          {t('console.home.siteIntro', { brand: brand.name })}{' '}
          <a href={brand.siteUrl} rel="noopener">
            {brand.siteUrl}
          </a>
        </p>
      )}
      <ol className="steps">
        {roleAllows(organization.role, 'team:write') && (
          <li>
            <a href={`/o/${organization.id}/team`}>{t('console.home.inviteTeam')}</a>
          </li>
        )}
        <li>
          {t('console.home.secureAccount')} <a href="/account">{t('console.home.accountLink')}</a>
        </li>
        {roleAllows(organization.role, 'inventory:write') && (
          <li>
            <a href={`/o/${organization.id}/setup/property`}>{t('console.home.comingNext')}</a>
          </li>
        )}
      </ol>
    </section>
  );
}
