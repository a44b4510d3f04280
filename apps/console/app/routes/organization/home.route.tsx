import { roleAllows } from '@direct/domain/host-access';
import { Notice } from '@direct/ui';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useOrganization } from '../../lib/session/organization-data.ts';

// The organization's home. For now an empty state that says what a new host does next; only what
// is a link the host's role may follow.
export default function OrganizationHome() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const [params] = useSearchParams();
  const brand = organization.brands[0];
  return (
    <>
      <title>{t('console.meta.title', { page: organization.name })}</title>
      {params.has('welcome') && <Notice tone="success">{t('console.home.created')}</Notice>}
      <h1 tabIndex={-1}>{organization.name}</h1>
      <p className="muted">{t('console.home.yourRole', { role: t(`console.roles.${organization.role}`) })}</p>
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
          <li>{t('console.home.secureAccount')} <a href="/account">{t('console.home.accountLink')}</a></li>
          {roleAllows(organization.role, 'inventory:write') && (
            <li>
              <a href={`/o/${organization.id}/setup/property`}>{t('console.home.comingNext')}</a>
            </li>
          )}
        </ol>
      </section>
    </>
  );
}
