import { Card } from '@direct/ui';
import { ConsoleShell } from '../../components/console-shell.tsx';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useSignedInHost } from '../../lib/session/signed-in-data.ts';

// A host in several organizations picks one (the header's switcher does the same later).
export default function Organizations() {
  const { t } = useTranslation();
  const me = useSignedInHost();
  return (
    <ConsoleShell me={me}>
      <title>{t('console.meta.title', { page: t('console.organizations.title') })}</title>
      <h1 tabIndex={-1}>{t('console.organizations.title')}</h1>
      <p>{t('console.organizations.intro')}</p>
      <div className="card-grid">
        {me.memberships.map((membership) => (
          <Card key={membership.organizationId} title={membership.organizationName} href={`/o/${membership.organizationId}`} headingLevel={2}>
            <p>{t(`console.roles.${membership.role}`)}</p>
          </Card>
        ))}
      </div>
      <p>
        <a href="/onboarding">{t('console.shell.newOrganization')}</a>
      </p>
    </ConsoleShell>
  );
}
